/** Pure geometry for the location tools: the one great-circle formula of the contracts. */
export { greatCircleMeters as distanceMeters, type GeoPoint as Point } from '@voyagent/contracts';
