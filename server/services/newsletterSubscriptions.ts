import crypto from 'node:crypto';
import { signedIds } from './signedIds';
import { LessThan, IsNull } from 'typeorm';
import type { AppDeps } from '../deps';
import { UNSEEN_BY_VISITORS, type Database } from '../db/database';
import { NewsletterSubscription } from '../db/entities';
import { normalizeEmail } from '@shared/schemas/common';
import { newsletterConfirmationMail } from './mail/newsletter';
import { instanceId, takeLease } from './leases';
import { startChore } from './chores';

/**
 * Newsletter sign-up with double opt-in (ADR 035). Typing an address makes a pending row and mails a link; only
 * the link's owner can confirm it. Pending rows get nothing else and are forgotten after PENDING_DAYS.
 */

export const PENDING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const PENDING_MS = PENDING_DAYS * DAY_MS;
/** A pending address is mailed again only after this long, so the box cannot flood an inbox. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/**
 * The token in a confirmation link names the row; how long the link works is decided by the row (pending, and
 * younger than a week).
 */
const confirmTokens = signedIds('newsletter-confirm');
export const confirmToken = confirmTokens.sign;
export const readConfirmToken = confirmTokens.read;

export const confirmLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;

type Deps = Pick<AppDeps, 'db' | 'org' | 'config' | 'mailQueue'>;

/**
 * Takes an address from the sign-up box. A new address gets a pending row and a confirmation mail; a pending one
 * gets the mail again (with a fresh week) unless it was mailed in the last few minutes; a confirmed one gets
 * nothing. The caller answers the same in every case.
 */
export async function requestSubscription(
  deps: Deps,
  input: { email: string; firstName: string | null },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const queued = await deps.db.write(async (m) => {
    const now = new Date();
    const fresh = m.create(NewsletterSubscription, {
      id: crypto.randomUUID(),
      email,
      firstName: input.firstName,
      isActive: true,
      subscribedAt: now,
      confirmedAt: null,
    });
    // Two sign-ups of one address at once: one row wins, the other finds it below.
    await m.createQueryBuilder().insert().into(NewsletterSubscription).values(fresh).orIgnore().execute();
    const row = await m.findOneByOrFail(NewsletterSubscription, { email });
    if (row.id !== fresh.id) {
      if (row.confirmedAt) return false;
      if (now.getTime() - row.subscribedAt.getTime() < RESEND_AFTER_MS) return false;
      row.subscribedAt = now;
      row.firstName = input.firstName ?? row.firstName;
      await m.update(NewsletterSubscription, { id: row.id }, { subscribedAt: now, firstName: row.firstName });
    }
    const link = confirmLink(deps.config.publicUrl, confirmToken(deps.config.sessionSecret, row.id));
    await deps.mailQueue.enqueue(
      m,
      newsletterConfirmationMail({ org: deps.org }, { to: row.email, link, validDays: PENDING_DAYS }),
    );
    return true;
  }, UNSEEN_BY_VISITORS);
  if (queued) deps.mailQueue.kick();
}

/** Deletes pending sign-ups older than PENDING_DAYS; answers how many. One instance at a time (ADR 022). */
export async function forgetUnconfirmed(db: Database, now = Date.now()): Promise<number> {
  if (!(await takeLease(db, 'newsletter-forget', instanceId, 60_000, now))) return 0;
  // Unconfirmed sign-ups show on no public answer.
  const result = await db.write(
    (m) =>
      m.delete(NewsletterSubscription, { confirmedAt: IsNull(), subscribedAt: LessThan(new Date(now - PENDING_MS)) }),
    UNSEEN_BY_VISITORS,
  );
  return result.affected ?? 0;
}

/** Runs forgetUnconfirmed now and every `everyMs` (an hour), like the session purge. */
export function startNewsletterForgetting(db: Database, everyMs = 60 * 60 * 1000): () => void {
  return startChore(everyMs, () => forgetUnconfirmed(db));
}
