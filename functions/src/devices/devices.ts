import { isIP } from 'node:net';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { serverConfig } from '../config/config';
import { getDatabase } from '../db/database';
import { publicCallable } from '../http/defineCallable';
import { noNul } from '../http/payload';
import { FINGERPRINT_HASH_PATTERN } from '../usage/usageLimits';
import { clientIp, parseTrustedProxies } from './clientIp';

/** The address the request came from, by the rules in clientIp.ts and TRUSTED_PROXIES. */
export function requestIp(request: CallableRequest<unknown>): string | undefined {
  const raw = request.rawRequest as Partial<typeof request.rawRequest> | undefined;
  return clientIp({
    forwardedFor: raw?.headers?.['x-forwarded-for'],
    socketAddress: raw?.socket?.remoteAddress,
    trustedProxies: parseTrustedProxies(serverConfig().TRUSTED_PROXIES),
  });
}

/** `get-client-ip` {} → {ip}: the first untrusted X-Forwarded-For hop, else the socket address. */
export const getClientIp = publicCallable({
  name: 'get-client-ip',
  input: z.strictObject({}, { error: 'get-client-ip takes no fields.' }),
  handler: (_input, { request }) => ({ ip: requestIp(request) ?? null }),
});

const trait = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`)
    .refine(...noNul(name))
    .default('');
const capability = (name: string) =>
  z
    .boolean({ error: `${name} must be true or false` })
    .nullable()
    .default(null);

/** The device fingerprint record of travel.md §3, plus the ip_address the client may send. */
export const fingerprintInput = z.strictObject(
  {
    fingerprint_hash: z
      .string({ error: 'fingerprint_hash must be text' })
      .regex(FINGERPRINT_HASH_PATTERN, 'fingerprint_hash must be 8 hex digits (a 32-bit hash)')
      .transform((hash) => hash.toLowerCase()),
    user_agent: trait('user_agent', 1024),
    screen_resolution: trait('screen_resolution', 32),
    timezone: trait('timezone', 64),
    language: trait('language', 64),
    platform: trait('platform', 128),
    cookie_enabled: capability('cookie_enabled'),
    local_storage_enabled: capability('local_storage_enabled'),
    session_storage_enabled: capability('session_storage_enabled'),
    indexed_db_enabled: capability('indexed_db_enabled'),
    webgl_vendor: trait('webgl_vendor', 256),
    webgl_renderer: trait('webgl_renderer', 256),
    canvas_fingerprint: trait('canvas_fingerprint', 1024),
    audio_fingerprint: trait('audio_fingerprint', 256),
    ip_address: z
      .string({ error: 'ip_address must be text' })
      .trim()
      .refine((address) => isIP(address) !== 0, 'ip_address must be an IPv4 or IPv6 address')
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'Send the device fingerprint record: {fingerprint_hash, user_agent, …}.'
        : undefined,
  },
);

/**
 * `store-device-fingerprint` {record} → {stored: true}. One row per hash, refreshed with the latest
 * traits and last_seen. The stored ip_address is the one the server saw; a client-sent address is
 * kept separately as reported_ip_address, never trusted.
 */
export const storeDeviceFingerprint = publicCallable({
  name: 'store-device-fingerprint',
  input: fingerprintInput,
  handler: async ({ ip_address: reportedIp, ...record }, { request }) => {
    const seen = {
      ...record,
      ip_address: requestIp(request) ?? null,
      reported_ip_address: reportedIp ?? null,
      last_seen: new Date(),
    };
    const db = await getDatabase();
    await db
      .insertInto('device_fingerprints')
      .values(seen)
      .onConflict((conflict) => conflict.column('fingerprint_hash').doUpdateSet(seen))
      .execute();
    return { stored: true as const };
  },
});
