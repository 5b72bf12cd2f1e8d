import {
  getClientIp as clientIpContract,
  storeDeviceFingerprint as fingerprintContract,
} from '@voyagent/contracts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { GUEST_RATE_LIMITS } from '../http/rateLimit';
import { requestIp } from '../http/requestIp';
import { upsertFingerprint } from './devicesStore';

/** `get-client-ip` {} → {ip}: the first untrusted X-Forwarded-For hop, else the socket address. */
export const getClientIp = defineCallable(clientIpContract, (_request, { request }) => ({
  ip: requestIp(request.rawRequest) ?? null,
}));

/**
 * `store-device-fingerprint` {record} → {stored: true}. One row per hash, refreshed with the latest
 * traits and last_seen. The stored ip_address is the one the server saw; a client-sent address is
 * kept separately as reported_ip_address, never trusted.
 */
export const storeDeviceFingerprint = defineCallable(
  fingerprintContract,
  async ({ ip_address: reportedIp, ...record }, { request }) => {
    await upsertFingerprint(await getDatabase(), {
      ...record,
      ip_address: requestIp(request.rawRequest) ?? null,
      reported_ip_address: reportedIp ?? null,
      last_seen: new Date(),
    });
    return { stored: true as const };
  },
  { rateLimit: GUEST_RATE_LIMITS.storeDeviceFingerprint },
);
