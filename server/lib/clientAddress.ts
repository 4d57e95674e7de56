import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'koa';

/**
 * The client a limit counts: one IPv4 address, or one IPv6 /64. An IPv6 subscriber, host or cloud machine is
 * routinely handed a whole /64 (2^64 addresses), so counting single IPv6 addresses would give anyone an unlimited
 * supply of fresh counters; a /64 is the smallest block one party normally gets. IPv4-mapped IPv6 (`::ffff:a.b.c.d`,
 * what a dual-stack socket reports for an IPv4 client) is the IPv4 address it carries. Anything that is not an
 * address (a proxy's odd header) is used as it is, bounded.
 */
export function clientGroup(ip: string): string {
  const address = ip.trim().replace(/%.*$/, ''); // a zone (fe80::1%eth0) names our own interface, not the client
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64);
  const groups = ipv6Groups(address);
  if (isMappedIPv4(groups)) return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client group of the request: the socket address, or X-Forwarded-For's first hop when TRUST_PROXY is on. */
export const clientOf = (ctx: Context): string => clientGroup(ctx.ip);

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part read as two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const part = (s: string | null) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const zeros = tail === null ? [] : Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

const isMappedIPv4 = (g: number[]) => g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
