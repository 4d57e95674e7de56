import type { Database } from '../db/database';
import { instanceId, releaseLease, takeLease } from './leases';

/**
 * Runs `round` now and every `everyMs` until the answered function stops it. A failed round is reported to `onError`
 * and the next round simply tries again; the timer never keeps the process alive on its own.
 */
export function startChore(
  everyMs: number,
  round: () => Promise<unknown>,
  onError: (err: unknown) => void = () => undefined,
): () => void {
  const run = async () => {
    try {
      await round();
    } catch (err) {
      onError(err);
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A chore that several instances on one database must not run side by side (ADR 022): each round runs only on the
 * instance that holds the chore's lease, taken for half the interval so a crashed holder's turn passes soon. Stopping
 * gives the lease up, so after a clean restart the first round runs at once rather than waiting for it to run out.
 */
export function startLeasedChore(
  db: Database,
  name: string,
  everyMs: number,
  round: () => Promise<unknown>,
  onError?: (err: unknown) => void,
): () => Promise<void> {
  const stop = startChore(
    everyMs,
    async () => {
      if (await takeLease(db, name, instanceId, everyMs / 2)) await round();
    },
    onError,
  );
  return async () => {
    stop();
    await releaseLease(db, name, instanceId).catch(() => undefined);
  };
}
