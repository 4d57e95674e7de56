import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LessThan } from 'typeorm';
import { UNSEEN_BY_VISITORS, type Database } from '@server/db/database';
import { AccountRequest, PasswordResetToken, PendingSignup, User } from '@server/db/entities';
import type { AccountRequestKind } from '@server/db/entities/AccountRequest';
import type { AppDeps } from '@server/deps';
import { newSecret } from './tokens';
import { passwordResetMail } from './mail/passwordReset';
import { signupConfirmationMail, signupExistingAccountMail } from './mail/signup';

export const SIGNUP_VALID_HOURS = 24;
export const RESET_VALID_MINUTES = 60;
/** How often leftovers are looked for (requests another instance recorded, or one that stopped mid-way left). */
const POLL_MS = 30_000;
const BATCH = 20;

type Deps = Pick<AppDeps, 'db' | 'config' | 'org' | 'mailQueue' | 'log'>;

/**
 * Records a sign-up or reset request: the one thing its handler does with the address, whatever the address (ADR
 * 052). No account is looked up and nothing else is written before the answer, so neither the answer nor the time
 * it takes can tell an address with an account from one without.
 */
export async function recordAccountRequest(db: Database, kind: AccountRequestKind, email: string): Promise<void> {
  await db.write(
    (m) => m.insert(AccountRequest, { id: randomUUID(), kind, email, requestedAt: new Date() }),
    UNSEEN_BY_VISITORS,
  );
}

/**
 * Does what the recorded requests ask, oldest first, and answers how many it handled. Each request is claimed by
 * deleting its row in the transaction that does its work and queues its mail, so two instances never both handle
 * one, and a crash half-way leaves it to be handled again.
 */
export async function handleAccountRequests(deps: Deps): Promise<number> {
  let handled = 0;
  const failed = new Set<string>();
  for (;;) {
    const batch = await deps.db.repo(AccountRequest).find({ order: { requestedAt: 'ASC' }, take: BATCH + failed.size });
    const fresh = batch.filter((r) => !failed.has(r.id));
    if (!fresh.length) break;
    for (const request of fresh) {
      try {
        if (await handleOne(deps, request)) handled += 1;
      } catch (err) {
        // Left in place for the next round; the others go on.
        failed.add(request.id);
        deps.log.error('account request failed', { id: request.id, kind: request.kind, err });
      }
    }
    if (batch.length < BATCH + failed.size) break;
  }
  if (handled) deps.mailQueue.kick();
  return handled;
}

function handleOne(deps: Deps, request: AccountRequest): Promise<boolean> {
  return deps.db.write(async (m) => {
    const claim = await m.delete(AccountRequest, { id: request.id });
    if (claim.affected !== 1) return false; // another instance has it
    const account = await m.findOneBy(User, { email: request.email });
    if (request.kind === 'password-reset') await resetLink(deps, m, account);
    else await signupMail(deps, m, request.email, account);
    return true;
  }, UNSEEN_BY_VISITORS);
}

/** An enabled account gets a reset link, and only the newest link works; any other address gets nothing. */
async function resetLink(deps: Deps, m: EntityManager, account: User | null): Promise<void> {
  if (!account || account.disabled) return;
  const { secret, hash } = newSecret();
  const now = new Date();
  await m.delete(PasswordResetToken, { userId: account.id });
  await m.insert(PasswordResetToken, {
    id: randomUUID(),
    userId: account.id,
    tokenHash: hash,
    createdAt: now,
    usedAt: null,
    expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
  });
  const message = passwordResetMail({
    org: deps.org,
    to: account.email,
    firstName: account.firstName,
    link: `${deps.config.publicUrl}/api/reset-password?token=${secret}`,
    validMinutes: RESET_VALID_MINUTES,
  });
  await deps.mailQueue.enqueue(m, { ...message, kind: 'password-reset' });
}

/**
 * A new address gets the link whose page makes the account; an address with an account gets a note to its owner
 * with the way to reset the password (ADR 027). Dead sign-up links go with every sign-up's work.
 */
async function signupMail(deps: Deps, m: EntityManager, email: string, account: User | null): Promise<void> {
  const site = { org: deps.org, publicUrl: deps.config.publicUrl };
  const now = new Date();
  await m.delete(PendingSignup, { expiresAt: LessThan(now) });
  if (account) {
    const resetLink = `${deps.config.publicUrl}/api/password-reset`;
    await deps.mailQueue.enqueue(
      m,
      signupExistingAccountMail(site, { to: account.email, firstName: account.firstName, resetLink }),
    );
    return;
  }
  const { secret, hash } = newSecret();
  await m.insert(PendingSignup, {
    id: randomUUID(),
    email,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + SIGNUP_VALID_HOURS * 60 * 60_000),
    createdAt: now,
  });
  const link = `${deps.config.publicUrl}/api/confirm-signup?token=${secret}`;
  await deps.mailQueue.enqueue(m, signupConfirmationMail(site, { to: email, link, validHours: SIGNUP_VALID_HOURS }));
}

export interface AccountRequestRunner {
  /** Handle what is recorded now (after a request was recorded); cheap to call often. */
  kick(): void;
  /**
   * Leaves recorded requests alone until the returned function is called (a round already running finishes). For
   * tests that look at what a request did before its work runs.
   */
  hold(): () => void;
  /** Stops looking and waits for the round in hand. */
  stop(): Promise<void>;
}

/** Handles recorded requests when kicked, and every half minute for any left over. */
export function startAccountRequests(deps: Deps): AccountRequestRunner {
  let running: Promise<void> | null = null;
  let again = false;
  let holds = 0;
  let stopped = false;

  function kick() {
    if (stopped) return;
    if (running || holds) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await handleAccountRequests(deps);
      } while (again && !holds && !stopped);
    })()
      .catch((err) => deps.log.error('account requests round failed', { err }))
      .finally(() => {
        running = null;
        // A kick that came after the last look but before this point still gets its round.
        if (again && !holds) kick();
      });
  }

  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  // Whatever was recorded before a restart is handled now.
  kick();

  return {
    kick,
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (!holds) kick();
      };
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
