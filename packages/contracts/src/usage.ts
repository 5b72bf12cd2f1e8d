/** Daily usage counters (travel.md §6, §7, §9): signed-in users per account, guests per device. */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { fingerprintHash } from './devices';
import { FUNCTION_NAMES, MAX_USAGE_INCREMENT, USAGE_TYPES } from './names';
import { requestObject } from './payload';

const usageType = z.enum(USAGE_TYPES, {
  error: `usage_type must be one of: ${USAGE_TYPES.join(', ')}`,
});
const INCREMENT_MESSAGE = `increment must be a whole number from 1 to ${MAX_USAGE_INCREMENT}`;
const increment = z
  .number({ error: INCREMENT_MESSAGE })
  .int(INCREMENT_MESSAGE)
  .min(1, INCREMENT_MESSAGE)
  .max(MAX_USAGE_INCREMENT, INCREMENT_MESSAGE)
  .default(1);

/**
 * A count and the caller's cap. For an increment, `allowed` says whether it was counted and
 * `count` is the stored count after it (unchanged when refused); for a read, whether one more
 * use fits. `limit` and `remaining` are null when the caller has no cap.
 */
export const usageAnswer = z.strictObject({
  allowed: z.boolean(),
  count: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative().nullable(),
  remaining: z.number().int().nonnegative().nullable(),
});
export type UsageAnswer = z.infer<typeof usageAnswer>;

/** `get-user-usage` {usage_type} → today's count for the signed-in caller. */
export const getUserUsage = defineCallableContract({
  name: FUNCTION_NAMES.getUserUsage,
  access: 'signedIn',
  request: requestObject({ usage_type: usageType }, 'Send {usage_type}.'),
  response: usageAnswer,
  errors: {},
});

/** `increment-user-usage` {usage_type, increment?} → counted (allowed) or refused at the cap. */
export const incrementUserUsage = defineCallableContract({
  name: FUNCTION_NAMES.incrementUserUsage,
  access: 'signedIn',
  replayable: true,
  request: requestObject({ usage_type: usageType, increment }, 'Send {usage_type, increment?}.'),
  response: usageAnswer,
  errors: {},
});

/** `get-device-usage` {fingerprint_hash, usage_type} → today's count for a guest's device. */
export const getDeviceUsage = defineCallableContract({
  name: FUNCTION_NAMES.getDeviceUsage,
  access: 'public',
  request: requestObject(
    { fingerprint_hash: fingerprintHash, usage_type: usageType },
    'Send {fingerprint_hash, usage_type}.',
  ),
  response: usageAnswer,
  errors: {},
});

/** `increment-device-usage` {fingerprint_hash, usage_type, increment?}, counted per device. */
export const incrementDeviceUsage = defineCallableContract({
  name: FUNCTION_NAMES.incrementDeviceUsage,
  access: 'public',
  request: requestObject(
    { fingerprint_hash: fingerprintHash, usage_type: usageType, increment },
    'Send {fingerprint_hash, usage_type, increment?}.',
  ),
  response: usageAnswer,
  errors: {},
});
