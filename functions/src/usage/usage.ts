import {
  getDeviceUsage as getDeviceContract,
  getUserUsage as getUserContract,
  incrementDeviceUsage as incrementDeviceContract,
  incrementUserUsage as incrementUserContract,
  type UsageAnswer,
  type UsageType,
} from '@voyagent/contracts';
import { readAccountPlan } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable, type SignedInContext } from '../http/defineCallable';
import { GUEST_RATE_LIMITS } from '../http/rateLimit';
import { requestIp } from '../http/requestIp';
import { deviceDailyCap, readAnswer, usageDay, userDailyCap } from './usageLimits';
import {
  incrementUsageWithinCap,
  readUsageCount,
  usageAfterIncrement,
  type CounterKey,
} from '../db/usageCounters';

async function userCap(type: UsageType, caller: SignedInContext, now: Date) {
  const db = await getDatabase();
  const subscription = await readAccountPlan(db, caller.uid);
  return userDailyCap(type, { ...caller, subscription }, now);
}

async function incrementCounter(key: CounterKey, by: number, cap: number | null) {
  const db = await getDatabase();
  return usageAfterIncrement(await incrementUsageWithinCap(db, key, by, cap), cap);
}

/** `get-user-usage` {usage_type} → today's count for the signed-in caller. */
export const getUserUsage = defineCallable(
  getUserContract,
  async ({ usage_type }, caller): Promise<UsageAnswer> => {
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
);

/** `increment-user-usage` {usage_type, increment?} → counted (allowed) or refused at the cap. */
export const incrementUserUsage = defineCallable(
  incrementUserContract,
  async ({ usage_type, increment: by }, caller): Promise<UsageAnswer> => {
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
);

/** `get-device-usage` {fingerprint_hash, usage_type} → today's count for a guest's device. */
export const getDeviceUsage = defineCallable(
  getDeviceContract,
  async ({ fingerprint_hash, usage_type }): Promise<UsageAnswer> => {
    const db = await getDatabase();
    const key: CounterKey = {
      subject: { kind: 'device', fingerprintHash: fingerprint_hash, ipAddress: null },
      usageType: usage_type,
      day: usageDay(new Date()),
    };
    return readAnswer(await readUsageCount(db, key), deviceDailyCap(usage_type));
  },
);

/** `increment-device-usage` {fingerprint_hash, usage_type, increment?}; records the caller's ip. */
export const incrementDeviceUsage = defineCallable(
  incrementDeviceContract,
  async ({ fingerprint_hash, usage_type, increment: by }, { request }) => {
    const key: CounterKey = {
      subject: {
        kind: 'device',
        fingerprintHash: fingerprint_hash,
        ipAddress: requestIp(request.rawRequest) ?? null,
      },
      usageType: usage_type,
      day: usageDay(new Date()),
    };
    return incrementCounter(key, by, deviceDailyCap(usage_type));
  },
  { rateLimit: GUEST_RATE_LIMITS.incrementDeviceUsage },
);
