/**
 * Who is asking an AI function, for its daily counter: the signed-in account, else the guest
 * device the request names (with its network, which caps rotating fingerprints).
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { isUnlimitedAdmin } from '../config/config';
import type { CallerContext } from '../http/defineCallable';
import { requestIp } from '../http/requestIp';
import type { Asker } from './aiStore';

/** The asker, or invalid-argument with `guestDeviceText` for a guest that sent no device. */
export function askerOf(
  caller: CallerContext,
  fingerprintHash: string | undefined,
  guestDeviceText: string,
): Asker {
  if (caller.uid) {
    return { kind: 'user', userId: caller.uid, unlimitedAdmin: isUnlimitedAdmin(caller) };
  }
  if (!fingerprintHash) throw new HttpsError('invalid-argument', guestDeviceText);
  const ipAddress = requestIp(caller.request.rawRequest) ?? null;
  return { kind: 'device', fingerprintHash, ipAddress };
}
