import { Between, IsNull, LessThan, Not } from 'typeorm';
import type { AppDeps } from '../deps';
import { Event, EventRegistration } from '../db/entities';
import { eventStartsAt } from '@shared/lib/eventSchedule';
import { cancelLink, cancelToken } from './cancelTokens';
import { eventReminder } from './mail/eventMessages';
import { startLeasedChore } from './chores';

type Deps = Pick<AppDeps, 'db' | 'config' | 'org' | 'mailQueue'>;

const HOUR_MS = 3_600_000;
/** An event's stored date may sit up to a day off its start (the clock time comes from free text). */
const DAY_MS = 24 * HOUR_MS;

/**
 * Queues the reminder for every registration whose event starts within REMINDER_HOURS (ADR 036). Each reminder
 * is claimed by one conditional UPDATE (`reminded_at` still empty, the event still scheduled) in the transaction
 * that queues its mail, so two instances, or a restart halfway through, never send one twice. Someone who
 * registered inside the window already had the details in their confirmation and gets none; a registration
 * cancelled is deleted, so it is never found. Answers how many were queued.
 */
export async function queueDueReminders(deps: Deps, now = new Date()): Promise<number> {
  const windowMs = deps.config.reminderHours * HOUR_MS;
  const candidates = await deps.db.repo(Event).find({
    where: {
      status: 'scheduled',
      date: Between(new Date(now.getTime() - DAY_MS), new Date(now.getTime() + windowMs + DAY_MS)),
    },
  });
  let queued = 0;
  for (const event of candidates) {
    const startsAt = eventStartsAt(event);
    if (startsAt <= now || startsAt.getTime() - now.getTime() > windowMs) continue;
    const due = await deps.db.repo(EventRegistration).find({
      where: {
        eventId: event.id,
        remindedAt: IsNull(),
        registeredAt: LessThan(new Date(startsAt.getTime() - windowMs)),
        // A walk-in without an address (registered at the trailhead, so never before the window anyway).
        email: Not(''),
      },
      order: { registeredAt: 'ASC' },
    });
    for (const registration of due) {
      const sent = await deps.db.write(async (m) => {
        const claimed = await m
          .createQueryBuilder()
          .update(EventRegistration)
          .set({ remindedAt: now })
          .where('id = :id', { id: registration.id })
          .andWhere('reminded_at IS NULL')
          .andWhere('EXISTS (SELECT 1 FROM events e WHERE e.id = :eventId AND e.status = :scheduled)', {
            eventId: event.id,
            scheduled: 'scheduled',
          })
          .execute();
        if (!claimed.affected) return false;
        const current = await m.findOneByOrFail(Event, { id: event.id });
        const link = cancelLink(
          deps.config.publicUrl,
          cancelToken(deps.config.sessionSecret, registration.id, event.id),
        );
        const site = { org: deps.org, publicUrl: deps.config.publicUrl };
        await deps.mailQueue.enqueue(m, eventReminder(site, current, registration, link));
        return true;
      });
      if (sent) queued++;
    }
  }
  if (queued) deps.mailQueue.kick();
  return queued;
}

/**
 * Looks for due reminders now and then. With several instances on one database the one holding the lease looks
 * (ADR 022); the per-registration claim is what keeps a reminder single if two ever overlap.
 */
export function startReminders(deps: Deps & Pick<AppDeps, 'log'>, everyMs = 5 * 60 * 1000): () => Promise<void> {
  return startLeasedChore(
    deps.db,
    'event-reminders',
    everyMs,
    () => queueDueReminders(deps),
    (err) => deps.log.warn('event reminders: round failed, the next round tries again', { err }),
  );
}
