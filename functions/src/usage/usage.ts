import { z } from 'zod';
import { getDatabase } from '../db/database';
import { requestIp } from '../devices/devices';
import { publicCallable, signedInCallable, type SignedInContext } from '../http/defineCallable';
import {
  deviceDailyCap,
  FINGERPRINT_HASH_PATTERN,
  incrementAnswer,
  MAX_INCREMENT,
  readAnswer,
  USAGE_TYPES,
  usageDay,
  userDailyCap,
  type UsageAnswer,
  type UsageType,
} from './usageLimits';
import {
  incrementUsageWithinCap,
  readSubscriptionFacts,
  readUsageCount,
  type CounterKey,
} from './usageStore';

const usageType = z.enum(USAGE_TYPES, {
  error: `usage_type must be one of: ${USAGE_TYPES.join(', ')}`,
});
const increment = z
  .number({ error: `increment must be a whole number from 1 to ${MAX_INCREMENT}` })
  .int(`increment must be a whole number from 1 to ${MAX_INCREMENT}`)
  .min(1, `increment must be a whole number from 1 to ${MAX_INCREMENT}`)
  .max(MAX_INCREMENT, `increment must be a whole number from 1 to ${MAX_INCREMENT}`)
  .default(1);
const fingerprintHash = z
  .string({ error: 'fingerprint_hash must be text' })
  .regex(FINGERPRINT_HASH_PATTERN, 'fingerprint_hash must be 8 hexadecimal characters')
  .transform((hash) => hash.toLowerCase());

/** Refuses unknown fields by name (a user id, say, is never taken from the payload). */
const payloadError =
  (expected: string) =>
  (issue: { code?: string; keys?: string[] }): string =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? `Unexpected field: ${issue.keys.join(', ')}. Send ${expected}.`
      : `Send ${expected}.`;

export const getUserUsageInput = z.strictObject(
  { usage_type: usageType },
  { error: payloadError('{usage_type}') },
);
export const incrementUserUsageInput = z.strictObject(
  { usage_type: usageType, increment },
  { error: payloadError('{usage_type, increment?}') },
);
export const getDeviceUsageInput = z.strictObject(
  { fingerprint_hash: fingerprintHash, usage_type: usageType },
  { error: payloadError('{fingerprint_hash, usage_type}') },
);
export const incrementDeviceUsageInput = z.strictObject(
  { fingerprint_hash: fingerprintHash, usage_type: usageType, increment },
  { error: payloadError('{fingerprint_hash, usage_type, increment?}') },
);

async function userCap(type: UsageType, caller: SignedInContext, now: Date) {
  const db = await getDatabase();
  const subscription = await readSubscriptionFacts(db, caller.uid);
  return userDailyCap(type, { ...caller, subscription }, now);
}

async function incrementCounter(key: CounterKey, by: number, cap: number | null) {
  const db = await getDatabase();
  const counted = await incrementUsageWithinCap(db, key, by, cap);
  // A refused increment wrote nothing; answer the count as it stands.
  if (counted === undefined) return incrementAnswer(false, await readUsageCount(db, key), cap);
  return incrementAnswer(true, counted, cap);
}

/** `get-user-usage` {usage_type} → today's count for the signed-in caller. */
export const getUserUsage = signedInCallable({
  name: 'get-user-usage',
  input: getUserUsageInput,
  handler: async ({ usage_type }, caller): Promise<UsageAnswer> => {
    const { uid } = caller;
    const now = new Date();
    const cap = await userCap(usage_type, caller, now);
    const db = await getDatabase();
    const key = {
      subject: { kind: 'user', userId: uid },
      usageType: usage_type,
      day: usageDay(now),
    } as const;
    return readAnswer(await readUsageCount(db, key), cap);
  },
});

/** `increment-user-usage` {usage_type, increment?} → counted (allowed) or refused at the cap. */
export const incrementUserUsage = signedInCallable({
  name: 'increment-user-usage',
  input: incrementUserUsageInput,
  handler: async ({ usage_type, increment: by }, caller): Promise<UsageAnswer> => {
    const { uid } = caller;
    const now = new Date();
    const cap = await userCap(usage_type, caller, now);
    const key = {
      subject: { kind: 'user', userId: uid },
      usageType: usage_type,
      day: usageDay(now),
    } as const;
    return incrementCounter(key, by, cap);
  },
});

/** `get-device-usage` {fingerprint_hash, usage_type} → today's count for a guest's device. */
export const getDeviceUsage = publicCallable({
  name: 'get-device-usage',
  input: getDeviceUsageInput,
  handler: async ({ fingerprint_hash, usage_type }): Promise<UsageAnswer> => {
    const db = await getDatabase();
    const key: CounterKey = {
      subject: { kind: 'device', fingerprintHash: fingerprint_hash, ipAddress: null },
      usageType: usage_type,
      day: usageDay(new Date()),
    };
    return readAnswer(await readUsageCount(db, key), deviceDailyCap(usage_type));
  },
});

/** `increment-device-usage` {fingerprint_hash, usage_type, increment?}; records the caller's ip. */
export const incrementDeviceUsage = publicCallable({
  name: 'increment-device-usage',
  input: incrementDeviceUsageInput,
  handler: async ({ fingerprint_hash, usage_type, increment: by }, { request }) => {
    const key: CounterKey = {
      subject: {
        kind: 'device',
        fingerprintHash: fingerprint_hash,
        ipAddress: requestIp(request) ?? null,
      },
      usageType: usage_type,
      day: usageDay(new Date()),
    };
    return incrementCounter(key, by, deviceDailyCap(usage_type));
  },
});
