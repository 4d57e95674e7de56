import { In, Not, Like } from 'typeorm';
import { Event, EventRegistration, EventWaitlistEntry } from '../db/entities';
import type { Database } from '../db/database';
import { startLeasedChore } from './chores';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Erased rows keep a unique address of this made-up domain, so the one-registration-per-address index still holds. */
const ERASED_DOMAIN = 'erased.invalid';
const BATCH = 500;

/**
 * Erases what identifies the people who registered for, or waited for, events that ended more than `retentionDays`
 * ago: names, addresses, phones, requests and the key of the client that signed them up. The rows stay (as "Erased"), so the event's registration count and
 * attendance figures are unchanged. An event's stored date is its day; a day is added so nothing goes early.
 * Answers how many registrations it erased.
 */
export async function eraseOldRegistrations(db: Database, retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - (retentionDays + 1) * DAY_MS);
  const events = await db.read
    .createQueryBuilder(Event, 'e')
    .select('e.id', 'id')
    .where('e.date < :cutoff', { cutoff: db.dateParam(cutoff) })
    .getRawMany<{ id: string }>();
  // Most rounds find nothing to erase; they write nothing, so the public response cache stays as it is.
  if (!events.length) return 0;
  const eventIds = events.map((e) => e.id);
  let erased = 0;
  for (;;) {
    const done = await db.write(async (m) => {
      await m.delete(EventWaitlistEntry, { eventId: In(eventIds) });
      const rows = await m.find(EventRegistration, {
        select: { id: true },
        where: { eventId: In(eventIds), emailNormalized: Not(Like(`%@${ERASED_DOMAIN}`)) },
        take: BATCH,
      });
      for (const row of rows) {
        const address = `${row.id}@${ERASED_DOMAIN}`;
        await m.update(EventRegistration, row.id, {
          firstName: 'Erased',
          lastName: '',
          email: address,
          emailNormalized: address,
          phone: null,
          specialRequests: null,
          clientKey: null,
        });
      }
      return rows.length;
    });
    erased += done;
    if (done < BATCH) return erased;
  }
}

/** Runs the erasure now and then on whichever instance holds its lease. */
export function startRegistrationRetention(db: Database, retentionDays: number, everyMs = 6 * 60 * 60 * 1000) {
  return startLeasedChore(db, 'registration-retention', everyMs, () => eraseOldRegistrations(db, retentionDays));
}
