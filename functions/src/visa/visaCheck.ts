import { answerVisaCheck, visaCheck as contract } from '@voyagent/contracts';
import { defineCallable } from '../http/defineCallable';

/**
 * `visa-check` {passport, destination} → the requirement (with the visa-free days where the
 * dataset has them), the embassy notice and the dataset's source and date. Open to guests: it
 * reads a static dataset and writes nothing.
 */
export const visaCheck = defineCallable(contract, ({ passport, destination }) =>
  answerVisaCheck(passport, destination),
);
