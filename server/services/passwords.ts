import crypto from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1). The parameters live in the
 * stored string, so the cost can rise later without breaking old hashes. Format: scrypt$N$r$p$salt$hash.
 */
const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export const DEFAULT_COST = 2 ** 17;
const KEY_LENGTH = 32;

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', cost, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(actual, expected);
}

const dummies = new Map<number, Promise<string>>();
/**
 * Spends the same time as a real check at the cost new hashes are made with, so a missing account cannot be told
 * apart by timing.
 */
export async function burnPasswordCheck(password: string, cost = DEFAULT_COST): Promise<void> {
  if (!dummies.has(cost)) dummies.set(cost, hashPassword('not-a-real-password', cost));
  await verifyPassword(password, await dummies.get(cost)!);
}
