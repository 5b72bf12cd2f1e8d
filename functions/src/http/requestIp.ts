import type { Request } from 'firebase-functions/v2/https';
import { serverConfig } from '../config/config';
import { clientIp, parseTrustedProxies } from './clientIp';

/**
 * The address a request came from, by the rules in clientIp.ts and TRUSTED_PROXIES: a callable's
 * `request.rawRequest`, or an HTTP function's request.
 */
export function requestIp(raw: Partial<Pick<Request, 'headers' | 'socket'>> | undefined) {
  return clientIp({
    forwardedFor: raw?.headers?.['x-forwarded-for'],
    socketAddress: raw?.socket?.remoteAddress,
    trustedProxies: parseTrustedProxies(serverConfig().TRUSTED_PROXIES),
  });
}
