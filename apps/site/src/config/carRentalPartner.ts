import { carRentalTemplateProblem } from '../carRental/carRentalSearch';
import { log } from '../logging/siteLog';

/**
 * The car rental partner's results page (`VITE_CAR_RENTAL_PARTNER_URL`, public, per build): a URL
 * template such as `https://partner.example/Cars?location={place}&from={pickUpDate}&to=
 * {dropOffDate}&age={driverAge}`. Empty, or unusable (a warning names why), the page says car
 * search is not configured instead of sending visitors anywhere.
 */
export function readCarRentalPartnerUrl(env: {
  VITE_CAR_RENTAL_PARTNER_URL?: string;
}): string | undefined {
  const template = env.VITE_CAR_RENTAL_PARTNER_URL?.trim() ?? '';
  if (template === '') return undefined;
  const problem = carRentalTemplateProblem(template);
  if (problem) {
    log.warn(`Car search is off: ${problem}`);
    return undefined;
  }
  return template;
}

export const carRentalPartnerUrl = readCarRentalPartnerUrl(import.meta.env);
