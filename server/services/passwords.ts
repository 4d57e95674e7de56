import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { busy } from '@server/errors';
import { QueueFull, WorkQueue } from '@server/lib/workQueue';
import { THREAD_SHARES } from '@server/lib/threadBudget';

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

/**
 * Hashes at once, at most: password hashing's share of the thread budget (lib/threadBudget.ts), one on libuv's
 * default pool of four threads. Each scrypt at the default cost keeps a core and 128 MB busy for about half a second
 * and holds one of the pool's threads (which file reads and the image queue also need), so a burst of sign-ins,
 * failed or not, must never take every core or every thread: the event loop keeps one, and health checks, pages and
 * uploads go on answering while the hashes wait their turn.
 */
export const HASHES_AT_ONCE = THREAD_SHARES.hashes;
/** Hashes that may wait for a turn (some seconds of work); beyond that a request is refused at once with 503. */
export const HASHES_WAITING = 20;
/** Seconds a refused request is told to wait (Retry-After). */
const BUSY_RETRY_SECONDS = 10;

/**
 * Every password hash and check a request causes goes through one queue per process (`WorkQueue`): new hashes,
 * checks of a typed password, and the stand-in check for an account without one, so the three still cost the same.
 */
export interface PasswordHasher {
  /** A new hash at the site's cost. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** The work of a check, for an address with no password to check (unknown, password-less). */
  burn(password: string): Promise<void>;
  readonly queue: WorkQueue;
}

export function createPasswordHasher(
  cost: number,
  queue = new WorkQueue('password hashing', HASHES_AT_ONCE, HASHES_WAITING),
): PasswordHasher {
  const inTurn = async <T>(job: () => Promise<T>): Promise<T> => {
    try {
      return await queue.run(job);
    } catch (err) {
      if (err instanceof QueueFull) throw busy(BUSY_RETRY_SECONDS);
      throw err;
    }
  };
  return {
    queue,
    hash: (password) => inTurn(() => hashPassword(password, cost)),
    verify: (password, stored) => inTurn(() => verifyPassword(password, stored)),
    burn: (password) => inTurn(() => burnPasswordCheck(password, cost)),
  };
}
