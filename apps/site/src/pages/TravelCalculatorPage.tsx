import { TripCostCalculator } from '../calculator/TripCostCalculator';

/**
 * /travel-calculator (issue 17 item 2, shell.md §1, travel.md §2): the trip-cost calculator on its
 * own page, filled in from a shared link's query parameters.
 */
export function TravelCalculatorPage() {
  return <TripCostCalculator headingLevel={1} readsLink />;
}
