import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UNSEEN_BY_VISITORS, type Database } from '../../db/database';
import { OutboundEmail } from '../../db/entities';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import type { Mailer, MailSender } from './index';

/**
 * Sends what the queue holds (ADR 013). Each message goes through three steps:
 *   1. claim: one conditional UPDATE moves it from 'queued' (and due) to 'sending', counts the attempt and takes a
 *      lease in this worker's name. Two workers (two server instances) cannot both win it.
 *   2. send over SMTP (or into DATA_DIR/outbox), with the Message-ID fixed when the message was queued.
 *   3. mark it 'sent'; or, on failure, back to 'queued' with a later next attempt, or 'failed' after the last one.
 * A message whose worker died mid-way stays 'sending' until its lease runs out, then any worker takes it again.
 * The one window for a duplicate is a crash after the SMTP server accepted the message and before step 3; the
 * resend then carries the same Message-ID, which lets mail systems and people recognise it.
 * Step 3 of one message shares its transaction with step 1 of the next (or is written alone when the round ends):
 * every write on SQLite is a synced commit, and this halves the commits a burst of registrations costs (ADR 021).
 */
export interface MailWorker {
  /** Look for due messages now (after a request queued one); cheap to call often. */
  kick(): void;
  /** Stops polling and waits for the message being sent, if any. */
  stop(): Promise<void>;
}

/** Backoff never waits longer than this between attempts. */
const MAX_DELAY_MS = 60 * 60_000;
const BATCH = 20;
const SCRUBBED = '(removed after sending)';

/** Waits after attempt n, in units of the base (10 s): 10 s, 20 s, 30 s, 1 min, 2 min, 5 min, 10 min, 30 min, then hourly. */
const BACKOFF_STEPS = [1, 2, 3, 6, 12, 30, 60, 180];

export function retryDelayMs(attempts: number, baseMs: number): number {
  const step = BACKOFF_STEPS[Math.min(Math.max(attempts, 1), BACKOFF_STEPS.length) - 1];
  return Math.min(attempts > BACKOFF_STEPS.length ? MAX_DELAY_MS : baseMs * step, MAX_DELAY_MS);
}

/** 5xx answers to the envelope (unknown mailbox, refused recipient) will not change by retrying. */
function isPermanent(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number };
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export function startMailWorker(deps: {
  db: Database;
  mailer: Mailer;
  log: Logger;
  settings: Config['mailQueue'];
  /**
   * The From header of a message about to go out: read per message, so the organisation's name is the one the site
   * settings hold at the moment of sending, also for mail queued before a rename.
   */
  sender?: () => Promise<MailSender>;
}): MailWorker {
  const { db, mailer, log, settings } = deps;
  const owner = randomUUID();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  /**
   * A send failed (and will be retried) and none has succeeded since: the mail server may be down. A new worker
   * starts out that way, as it cannot know how the last run ended: its first success brings any backlog forward.
   */
  let sinceFailure = true;

  const dueCondition =
    "((e.status = 'queued' AND e.next_attempt_at <= :now) OR (e.status = 'sending' AND e.lease_until < :now))";

  async function dueIds(): Promise<string[]> {
    const rows = await db
      .repo(OutboundEmail)
      .createQueryBuilder('e')
      .select('e.id', 'id')
      .where(dueCondition, { now: db.dateParam(new Date()) })
      .orderBy('e.next_attempt_at', 'ASC')
      .limit(BATCH)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** Sent, but its step 3 not written yet: it rides along with the next claim, or flushSent() writes it. */
  let unmarked: OutboundEmail | null = null;

  function markSent(m: EntityManager, row: OutboundEmail) {
    // A sent reset or sign-up link is not kept: the database holds only hashes of live tokens (ADR 009, 027).
    const scrub =
      row.kind === 'password-reset' || row.kind === 'signup-confirmation' ? { text: SCRUBBED, html: SCRUBBED } : {};
    return m.update(
      OutboundEmail,
      { id: row.id },
      { status: 'sent', sentAt: new Date(), lastError: null, leaseOwner: null, leaseUntil: null, ...scrub },
    );
  }

  async function flushSent(): Promise<void> {
    const row = unmarked;
    unmarked = null;
    if (row) await db.write((m) => markSent(m, row), UNSEEN_BY_VISITORS);
  }

  /** Step 1 (after the previous message's step 3): true when this worker now holds the message. */
  async function claim(id: string): Promise<boolean> {
    const now = new Date();
    const sent = unmarked;
    unmarked = null;
    const result = await db.write(async (m) => {
      if (sent) await markSent(m, sent);
      return m
        .createQueryBuilder()
        .update(OutboundEmail)
        .set({
          status: 'sending',
          leaseOwner: owner,
          leaseUntil: new Date(now.getTime() + settings.leaseMs),
          attempts: () => 'attempts + 1',
        })
        .where('id = :id', { id })
        .andWhere(dueCondition.replace(/e\./g, ''), { now: db.dateParam(now) })
        .execute();
    }, UNSEEN_BY_VISITORS);
    return result.affected === 1;
  }

  async function deliver(id: string): Promise<void> {
    if (!(await claim(id))) return; // another worker got it first, or it is no longer due
    const row = await db.repo(OutboundEmail).findOneByOrFail({ id });
    try {
      const from = deps.sender ? await deps.sender() : undefined;
      await mailer.send({
        ...(from ? { from } : {}),
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments ?? undefined,
        headers: row.headers ?? undefined,
        messageId: row.messageId,
      });
    } catch (err) {
      await recordFailure(row, err);
      return;
    }
    // A crash from here until step 3 is written is the only way a message can go out twice (see above).
    sinceFailure = false;
    unmarked = row;
  }

  async function recordFailure(row: OutboundEmail, err: unknown): Promise<void> {
    const lastError = errorText(err);
    const giveUp = isPermanent(err) || row.attempts >= settings.maxAttempts;
    const delay = retryDelayMs(row.attempts, settings.retryBaseMs);
    const fields = giveUp
      ? { status: 'failed' as const, lastError, leaseOwner: null, leaseUntil: null }
      : {
          status: 'queued' as const,
          lastError,
          nextAttemptAt: new Date(Date.now() + delay),
          leaseOwner: null,
          leaseUntil: null,
        };
    // Only while still ours: had the lease run out and another worker taken over, its outcome counts.
    await db.write((m) => m.update(OutboundEmail, { id: row.id, leaseOwner: owner }, fields), UNSEEN_BY_VISITORS);
    if (!giveUp) sinceFailure = true;
    log.warn(giveUp ? 'mail failed for good' : 'mail attempt failed, will retry', {
      id: row.id,
      kind: row.kind,
      to: row.to,
      attempt: row.attempts,
      err,
      ...(giveUp ? {} : { retryInMs: delay }),
    });
  }

  /** The mail server works again: messages waiting out a backoff from the outage need not wait any longer. */
  async function bringBacklogForward(): Promise<void> {
    const now = new Date();
    await db.write(
      (m) =>
        m
          .createQueryBuilder()
          .update(OutboundEmail)
          .set({ nextAttemptAt: now })
          .where("status = 'queued' AND next_attempt_at > :now", { now: db.dateParam(now) })
          .execute(),
      UNSEEN_BY_VISITORS,
    );
  }

  async function drain(): Promise<void> {
    try {
      await drainRounds();
    } finally {
      await flushSent();
    }
  }

  async function drainRounds(): Promise<void> {
    for (;;) {
      const ids = await dueIds();
      if (!ids.length || stopped) return;
      for (const id of ids) {
        if (stopped) return;
        const failingBefore = sinceFailure;
        await deliver(id);
        if (failingBefore && !sinceFailure) {
          await bringBacklogForward();
          again = true;
        }
      }
      // Messages that failed just now are due later, so the next round only finds newly due ones.
      if (ids.length < BATCH) return;
    }
  }

  function schedule() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      kick();
    }, settings.pollMs);
    timer.unref();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopped);
    })()
      .catch((err) => log.error('mail worker round failed', { err }))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  // Whatever earlier runs left queued (or a dead worker left half-sent) goes out from the start.
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
