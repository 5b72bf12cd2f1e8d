/**
 * Flight compensation (issue 13 item 5): `compensation-estimate` (public, pure: no database),
 * `compensation-claim-create` and `compensation-claims-list` (signed in). The estimate is the
 * contracts' EU261 rule; a claim stores the estimate this server computes, never the client's.
 */
import {
  compensationClaimCreate as createContract,
  compensationClaimsList as listContract,
  compensationEstimate as estimateContract,
  estimateCompensation,
  flightDateProblem,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import { claimsPage, insertClaim } from './compensationStore';

const TEXTS = createContract.errors;

/** `compensation-estimate` {flight} → the estimate with its distance, band and citations. */
export const compensationEstimate = defineCallable(estimateContract, (flight) =>
  estimateCompensation(flight),
);

/**
 * `compensation-claim-create` → the claim, submitted, under the account's e-mail. Refused: a
 * date in the future or too old (invalid-argument), a flight the estimate finds not covered
 * (failed-precondition, with the estimate's reason), a second claim for the flight and date
 * (already-exists).
 */
export const compensationClaimCreate = defineCallable(
  createContract,
  async (request, { uid, email }) => {
    const dateProblem = flightDateProblem(request.flightDate, new Date());
    if (dateProblem) {
      const text = dateProblem === 'future' ? TEXTS.futureFlight : TEXTS.oldFlight;
      throw new HttpsError('invalid-argument', text);
    }
    if (!email) throw new HttpsError('failed-precondition', TEXTS.noEmail);
    const estimate = estimateCompensation(request);
    if (estimate.status === 'not_eligible') {
      throw new HttpsError('failed-precondition', TEXTS.notCovered(estimate.reason));
    }
    const claim = await insertClaim(await getDatabase(), {
      userId: uid,
      email,
      passengerName: request.passengerName,
      flightNumber: request.flightNumber,
      flightDate: request.flightDate,
      bookingReference: request.bookingReference,
      arrivalDelayMinutes: request.arrivalDelayMinutes,
      disruption: request.disruption,
      euCarrier: request.euCarrier,
      extraordinaryCircumstances: request.extraordinaryCircumstances,
      estimate: { ...estimate, status: estimate.status },
    });
    if (!claim) throw new HttpsError('already-exists', TEXTS.duplicate);
    return claim;
  },
);

/** `compensation-claims-list` {limit?, offset?} → the caller's claims, newest first. */
export const compensationClaimsList = defineCallable(
  listContract,
  async ({ limit, offset }, { uid }) => {
    const rows = await claimsPage(await getDatabase(), uid, { limit, offset });
    const page = pageOf(rows, limit, offset);
    return { claims: page.rows, nextOffset: page.nextOffset };
  },
);
