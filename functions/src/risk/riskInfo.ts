import { answerRiskInfo, riskInfo as contract } from '@voyagent/contracts';
import { defineCallable } from '../http/defineCallable';

/**
 * `risk-info` {country?} → the advisories of each issuing government (with date, link and the
 * staleness of its copy), and for one country its emergency numbers. Open to guests: static data.
 */
export const riskInfo = defineCallable(contract, ({ country }) => answerRiskInfo(country));
