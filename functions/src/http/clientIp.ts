/**
 * The caller's address (for `get-client-ip`, the fingerprint record, the human check and per-IP
 * limits). Pure: no request objects; http/requestIp.ts applies it to a request.
 *
 * X-Forwarded-For is a list each proxy appends to, so only its right end is trustworthy: the
 * platform's front end appends the address that connected to it. Walking from the right and
 * skipping our own trusted proxies, the first other address is the client; anything left of it
 * was written by the client and may be forged.
 */
import { BlockList, isIP } from 'node:net';

export class TrustedProxiesError extends Error {
  override name = 'TrustedProxiesError';
}

/**
 * TRUSTED_PROXIES as a matcher: a comma list of IPv4/IPv6 addresses and CIDR ranges
 * (`10.0.0.0/8, 2001:db8::/32, 203.0.113.9`). A bad entry is a configuration error, named.
 */
export function parseTrustedProxies(list: string): BlockList {
  const trusted = new BlockList();
  for (const raw of list.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefix, ...extra] = entry.split('/');
    const version = isIP(address);
    const family = version === 6 ? 'ipv6' : 'ipv4';
    const maxPrefix = version === 6 ? 128 : 32;
    const prefixLength = prefix === undefined ? maxPrefix : Number(prefix);
    const validPrefix =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && prefixLength >= 0 && prefixLength <= maxPrefix);
    if (version === 0 || extra.length > 0 || !validPrefix) {
      throw new TrustedProxiesError(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8).`,
      );
    }
    trusted.addSubnet(address, prefixLength, family);
  }
  return trusted;
}

/**
 * One address as proxies and sockets write it, reduced to a plain IP, or undefined for garbage:
 * strips spaces, quotes, `[v6]:port`, `v4:port`, an IPv6 zone and the IPv4-mapped `::ffff:` form.
 */
export function normalizeAddress(raw: string): string | undefined {
  let address = raw.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%[\w.-]+$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const version = isIP(address);
  if (version === 0) return undefined;
  return version === 6 ? address.toLowerCase() : address;
}

export interface ClientIpSources {
  /** The X-Forwarded-For header(s) as received; several headers count as one list. */
  forwardedFor: string | readonly string[] | undefined;
  /** The address of the connection that reached the server. */
  socketAddress: string | undefined;
  trustedProxies: BlockList;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  return trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The first untrusted hop of X-Forwarded-For read from the right (garbage entries ignored), else
 * the socket address; undefined when neither holds an address.
 */
export function clientIp({
  forwardedFor,
  socketAddress,
  trustedProxies,
}: ClientIpSources): string | undefined {
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const hops = header
    .split(',')
    .map(normalizeAddress)
    .filter((hop): hop is string => hop !== undefined);
  for (const hop of hops.reverse()) {
    if (!isTrusted(hop, trustedProxies)) return hop;
  }
  return socketAddress === undefined ? undefined : normalizeAddress(socketAddress);
}
