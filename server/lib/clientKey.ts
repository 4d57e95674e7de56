import { createHmac } from 'node:crypto';

/**
 * What a registration keeps of the client that made it (ADR 051), given its group (`clientOf`): an HMAC of it under the site's secret,
 * never the address. Equal groups give equal keys, so the office can see many sign-ups from one connection, but
 * the key cannot be turned back into an address by trying all four billion IPv4 addresses without the secret.
 */
export function clientKey(secret: string, client: string): string {
  return createHmac('sha256', secret).update(`sign-up-client:${client}`).digest('hex').slice(0, 32);
}
