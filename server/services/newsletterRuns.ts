import { IsNull, Not } from 'typeorm';
import type { AppDeps } from '../deps';
import {
  NewsletterIssue,
  NewsletterRun,
  NewsletterRunRecipient,
  NewsletterSubscription,
  OutboundEmail,
} from '../db/entities';
import { newsletterMail } from './mail/newsletter';
import { unsubscribeFor } from './newsletterUnsubscribe';
import { startLeasedChore } from './chores';

/**
 * Sending a newsletter to the list (ADR 039). Starting a run writes one recipient row per confirmed subscriber;
 * then, at most once a minute per site, a batch of NEWSLETTER_PER_MINUTE recipients is taken in one transaction
 * that claims the minute on the run (a conditional UPDATE of `last_batch_at`), moves each recipient out of
 * 'pending' with a conditional UPDATE and queues its copy in the durable mail queue (ADR 013). So a batch is
 * queued whole or not at all: after a crash or restart the next batch starts exactly where the last committed one
 * ended, and two instances cannot both take a minute or a recipient. A subscriber who left the list before their
 * batch is marked 'skipped' and gets nothing.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'org' | 'mailQueue'>;

/** The pace's unit: NEWSLETTER_PER_MINUTE copies per this many milliseconds. */
export const BATCH_INTERVAL_MS = 60_000;
/** How often the chore looks for a due batch and for finished runs; the pace itself is kept by `last_batch_at`. */
const CHORE_MS = 5_000;
const INSERT_CHUNK = 200;

export interface NewsletterContent {
  subject: string;
  text: string;
  pdfLink: boolean;
}

const siteOf = (deps: Deps) => ({ org: deps.org, publicUrl: deps.config.publicUrl });

/** Queues the admin's own copy of a newsletter (no unsubscribe link: they may not be on the list). */
export async function queueTestCopy(deps: Deps, to: string, content: NewsletterContent): Promise<string> {
  const mail = await deps.db.write((m) =>
    deps.mailQueue.enqueue(m, newsletterMail(siteOf(deps), { to, ...content, unsubscribe: null })),
  );
  // An admin's own copy is mail to the office, which the per-mailbox cap leaves alone.
  if (!mail) throw new Error('a test copy of the newsletter was held back');
  deps.mailQueue.kick();
  return mail.id;
}

/** Creates the run and its recipients (every confirmed subscriber, in the order they confirmed) in one transaction. */
export async function startNewsletterRun(
  deps: Deps,
  content: NewsletterContent,
  createdBy: string | null,
  now = new Date(),
): Promise<NewsletterRun> {
  return deps.db.write(async (m) => {
    const run = m.create(NewsletterRun, {
      id: crypto.randomUUID(),
      subject: content.subject,
      text: content.text,
      pdfLink: content.pdfLink,
      status: 'sending',
      total: 0,
      sent: 0,
      failed: 0,
      skipped: 0,
      createdBy,
      createdAt: now,
      lastBatchAt: null,
      finishedAt: null,
    });
    const subscribers = await m.find(NewsletterSubscription, {
      where: { confirmedAt: Not(IsNull()), isActive: true },
      order: { confirmedAt: 'ASC', id: 'ASC' },
    });
    run.total = subscribers.length;
    await m.insert(NewsletterRun, run);
    const rows = subscribers.map((s, position) =>
      m.create(NewsletterRunRecipient, {
        id: crypto.randomUUID(),
        runId: run.id,
        subscriptionId: s.id,
        email: s.email,
        position,
        state: 'pending',
        outboundEmailId: null,
      }),
    );
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await m.insert(NewsletterRunRecipient, rows.slice(i, i + INSERT_CHUNK));
    return run;
  });
}

/**
 * Takes this minute's batch of the oldest run that still has recipients waiting, if the minute since its last
 * batch has passed, and finishes runs whose every copy is settled. Answers how many copies it queued. The chore
 * calls it every few seconds; tests call it with their own `now`.
 */
export async function queueNewsletterBatch(deps: Deps, now = new Date()): Promise<number> {
  const runs = await deps.db.repo(NewsletterRun).find({ where: { status: 'sending' }, order: { createdAt: 'ASC' } });
  let queued = 0;
  let batchTaken = false;
  for (const run of runs) {
    const pending = await deps.db.repo(NewsletterRunRecipient).countBy({ runId: run.id, state: 'pending' });
    if (pending === 0) {
      await finishIfSettled(deps, run.id, now);
      continue;
    }
    // One batch a minute for the whole site, oldest run first: the pace is the mail provider's, not the run's.
    if (batchTaken) continue;
    batchTaken = true;
    queued += await takeBatch(deps, run, now);
  }
  if (queued) deps.mailQueue.kick();
  return queued;
}

async function takeBatch(deps: Deps, run: NewsletterRun, now: Date): Promise<number> {
  const { db } = deps;
  const cutoff = new Date(now.getTime() - BATCH_INTERVAL_MS);
  return db.write(async (m) => {
    const claimed = await m
      .createQueryBuilder()
      .update(NewsletterRun)
      .set({ lastBatchAt: now })
      .where("id = :id AND status = 'sending' AND (last_batch_at IS NULL OR last_batch_at <= :cutoff)", {
        id: run.id,
        cutoff: db.dateParam(cutoff),
      })
      .execute();
    if (!claimed.affected) return 0;
    const due = await m.find(NewsletterRunRecipient, {
      where: { runId: run.id, state: 'pending' },
      order: { position: 'ASC' },
      take: deps.config.newsletterPerMinute,
    });
    // The link goes only while there is a newsletter to open: an issue deleted during a run is not linked to.
    const pdfLink = run.pdfLink && (await m.count(NewsletterIssue)) > 0;
    let queued = 0;
    for (const recipient of due) {
      const subscription = await m.findOneBy(NewsletterSubscription, { id: recipient.subscriptionId });
      const stillSubscribed = subscription?.confirmedAt && subscription.isActive;
      const taken = await m
        .createQueryBuilder()
        .update(NewsletterRunRecipient)
        .set({ state: stillSubscribed ? 'queued' : 'skipped' })
        .where("id = :id AND state = 'pending'", { id: recipient.id })
        .execute();
      if (!taken.affected || !subscription || !stillSubscribed) continue;
      const mail = await deps.mailQueue.enqueue(
        m,
        newsletterMail(siteOf(deps), {
          to: subscription.email,
          subject: run.subject,
          text: run.text,
          pdfLink,
          unsubscribe: unsubscribeFor(deps.config, subscription.id, deps.org.email),
        }),
      );
      await m.update(NewsletterRunRecipient, { id: recipient.id }, { outboundEmailId: mail?.id ?? null });
      queued++;
    }
    return queued;
  });
}

interface RunCounts {
  pending: number;
  outstanding: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** Where a run's recipients are: waiting for their batch, in the mail queue, delivered, given up on, skipped. */
async function countRecipients(deps: Pick<Deps, 'db'>, runId: string): Promise<RunCounts> {
  const rows = await deps.db
    .repo(NewsletterRunRecipient)
    .createQueryBuilder('r')
    .leftJoin(OutboundEmail, 'e', 'e.id = r.outbound_email_id')
    .select('r.state', 'state')
    .addSelect('e.status', 'status')
    .addSelect('COUNT(*)', 'n')
    .where('r.run_id = :runId', { runId })
    .groupBy('r.state')
    .addGroupBy('e.status')
    .getRawMany<{ state: string; status: string | null; n: number | string }>();
  const counts: RunCounts = { pending: 0, outstanding: 0, sent: 0, failed: 0, skipped: 0 };
  for (const { state, status, n } of rows) {
    const count = Number(n);
    if (state === 'pending') counts.pending += count;
    else if (state === 'skipped') counts.skipped += count;
    else if (status === 'sent') counts.sent += count;
    else if (status === 'failed') counts.failed += count;
    // A queued copy whose queue row was deleted by hand can no longer be followed: it counts as sent.
    else if (status === null) counts.sent += count;
    else counts.outstanding += count;
  }
  return counts;
}

/** Marks the run done, with its final counts, once nobody waits for a batch and every queued copy is settled. */
async function finishIfSettled(deps: Deps, runId: string, now: Date): Promise<void> {
  const counts = await countRecipients(deps, runId);
  if (counts.pending || counts.outstanding) return;
  await deps.db.write((m) =>
    m
      .createQueryBuilder()
      .update(NewsletterRun)
      .set({ status: 'done', finishedAt: now, sent: counts.sent, failed: counts.failed, skipped: counts.skipped })
      .where("id = :id AND status = 'sending'", { id: runId })
      .execute(),
  );
}

/** A run's counts as the admin screen shows them: the stored ones once done, counted live while sending. */
export async function runCounts(
  deps: Pick<Deps, 'db'>,
  run: NewsletterRun,
): Promise<Pick<RunCounts, 'sent' | 'failed' | 'skipped'>> {
  return run.status === 'done' ? run : countRecipients(deps, run.id);
}

/** The chore that keeps runs going, on the one instance holding its lease; a restart picks up where it stopped. */
export function startNewsletterSending(deps: Deps & Pick<AppDeps, 'log'>): () => Promise<void> {
  return startLeasedChore(
    deps.db,
    'newsletter-send',
    CHORE_MS,
    () => queueNewsletterBatch(deps),
    (err) => deps.log.error('newsletter batch failed', { err }),
  );
}
