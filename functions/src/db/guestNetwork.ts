/**
 * The network a guest calls from, for the per-network usage ceiling. Pure: no request objects.
 *
 * An IPv4 address is its own network. An IPv6 subscriber is usually handed a whole /64 and can
 * pick any address in it, so IPv6 is counted per /64: otherwise every request could come from a
 * fresh address and the ceiling would never be reached.
 */
import { isIP } from 'node:net';

/** Eight hextets of an IPv6 address, `::` expanded and an embedded IPv4 tail as two hextets. */
function ipv6Hextets(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Tail.slice(1).map(Number);
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (hextets: string) => (hextets ? hextets.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((hextet) => parseInt(hextet, 16));
}

/**
 * `203.0.113.7` for an IPv4 address (also written IPv4-mapped, `::ffff:203.0.113.7`), the /64
 * prefix such as `2001:db8:1:2::/64` for IPv6, undefined for anything that is not an address.
 */
export function guestNetwork(address: string): string | undefined {
  const plain = address.trim().replace(/%[\w.-]+$/, '');
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version !== 6) return undefined;
  const hextets = ipv6Hextets(plain.toLowerCase());
  const mappedIpv4 = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (mappedIpv4) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}
