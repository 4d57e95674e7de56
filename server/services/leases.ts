import { randomUUID } from 'node:crypto';
import { AppState } from '../db/entities';
import { UNSEEN_BY_VISITORS, type Database } from '../db/database';

/**
 * A named lease in the app_state table, for chores that should run on one instance at a time (session purge,
 * abandoned-upload sweep) when several share a database (ADR 022). The value is "<expiry ms, zero-padded>|<owner>",
 * so one conditional UPDATE, comparing text, takes a lease that has run out or is already ours: of several
 * instances asking at once exactly one wins. A crashed holder's lease simply runs out.
 */
const WIDTH = 15;
const stamp = (ms: number) => String(ms).padStart(WIDTH, '0');

export async function takeLease(
  db: Database,
  name: string,
  owner: string,
  forMs: number,
  now = Date.now(),
): Promise<boolean> {
  const key = `lease:${name}`;
  return db.write(async (m) => {
    await m
      .createQueryBuilder()
      .insert()
      .into(AppState)
      .values({ key, value: `${stamp(0)}|` })
      .orIgnore()
      .execute();
    const taken = await m
      .createQueryBuilder()
      .update(AppState)
      .set({ value: `${stamp(now + forMs)}|${owner}` })
      .where('key = :key', { key })
      .andWhere('(value < :now OR value LIKE :mine)', { now: stamp(now), mine: `%|${owner}` })
      .execute();
    return (taken.affected ?? 0) > 0;
  }, UNSEEN_BY_VISITORS);
}

/**
 * Gives a lease up if it is still `owner`'s, as an instance does when it shuts down cleanly: the chore's next round,
 * on another instance or on this one after a restart, need not wait for the lease to run out.
 */
export async function releaseLease(db: Database, name: string, owner: string): Promise<void> {
  await db.write(
    (m) =>
      m
        .createQueryBuilder()
        .update(AppState)
        .set({ value: `${stamp(0)}|` })
        .where('key = :key', { key: `lease:${name}` })
        .andWhere('value LIKE :mine', { mine: `%|${owner}` })
        .execute(),
    UNSEEN_BY_VISITORS,
  );
}

/** One owner id per running instance. */
export const instanceId = randomUUID();
