import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { noFields, requestObject, storableText } from './payload';

/** The fingerprint is a 32-bit hash in hex (travel.md §9): exactly 8 hex digits. */
export const FINGERPRINT_HASH_PATTERN = /^[0-9a-f]{8}$/i;

/** A device's fingerprint hash, stored and compared in lower case. */
export const fingerprintHash = z
  .string({ error: 'fingerprint_hash must be text' })
  .regex(FINGERPRINT_HASH_PATTERN, 'fingerprint_hash must be 8 hex digits (a 32-bit hash)')
  .transform((hash) => hash.toLowerCase());

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** `get-client-ip` {} → {ip}: the first untrusted X-Forwarded-For hop, else the socket address. */
export const getClientIp = defineCallableContract({
  name: FUNCTION_NAMES.getClientIp,
  access: 'public',
  request: noFields(FUNCTION_NAMES.getClientIp),
  response: z.strictObject({ ip: z.string().nullable() }),
  errors: {},
});

const trait = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`)
    .refine(...storableText(name))
    .default('');
const capability = (name: string) =>
  z
    .boolean({ error: `${name} must be true or false` })
    .nullable()
    .default(null);

/**
 * `store-device-fingerprint` {record} → {stored: true}: the device fingerprint record of
 * travel.md §3, plus the ip_address the client may send (kept apart, never trusted).
 */
export const storeDeviceFingerprint = defineCallableContract({
  name: FUNCTION_NAMES.storeDeviceFingerprint,
  access: 'public',
  request: requestObject(
    {
      fingerprint_hash: fingerprintHash,
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
        .refine(
          (address) => ipAddress.safeParse(address).success,
          'ip_address must be an IPv4 or IPv6 address',
        )
        .optional(),
    },
    'Send the device fingerprint record: {fingerprint_hash, user_agent, …}.',
  ),
  response: z.strictObject({ stored: z.literal(true) }),
  errors: {},
});
