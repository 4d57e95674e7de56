import { Not, IsNull } from 'typeorm';
import type { Database } from '@server/db/database';
import { Event, EventRegistration, NewsletterSubscription } from '@server/db/entities';
import type { SeasonStatsDto, VolunteerHoursDto } from '@shared/api/reports';
import { addMonths, monthOf } from '@shared/lib/eventMonth';
import { isEventPast } from '@shared/lib/eventSchedule';
import { preserveTimeToInstant } from '@shared/lib/eventTime';

/** The instant the preserve's month ends (the next one's first midnight). */
const endOfMonth = (month: string) => {
  const [y, m] = addMonths(month, 1).split('-').map(Number);
  return preserveTimeToInstant(y, m, 1, 0, 0);
};

/**
 * The dashboard's season: the last twelve months of events, who registered and who came, the hours given, and the
 * confirmed newsletter subscribers at each month's end. Read in a few plain queries and added up here: a preserve's
 * year is a few hundred events at most. Subscribers who later left are not counted in any month, since the site
 * keeps no date of leaving.
 */
export async function seasonStats(db: Database, now = new Date()): Promise<SeasonStatsDto> {
  const last = monthOf(now);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(last, i - 11));
  const [y, m] = months[0].split('-').map(Number);
  const from = preserveTimeToInstant(y, m, 1, 0, 0);
  const to = endOfMonth(last);
  const events = (await db.repo(Event).find()).filter((e) => e.date >= from && e.date < to);
  const ids = new Set(events.map((e) => e.id));
  const registrations = (
    await db.repo(EventRegistration).find({ select: { eventId: true, checkedInAt: true, volunteerMinutes: true } })
  ).filter((r) => ids.has(r.eventId));
  const byEvent = new Map<string, { registered: number; attended: number; minutes: number }>();
  for (const r of registrations) {
    const tally = byEvent.get(r.eventId) ?? { registered: 0, attended: 0, minutes: 0 };
    tally.registered += 1;
    if (r.checkedInAt) tally.attended += 1;
    tally.minutes += r.volunteerMinutes ?? 0;
    byEvent.set(r.eventId, tally);
  }
  const subscribers = await db
    .repo(NewsletterSubscription)
    .find({ select: { confirmedAt: true }, where: { isActive: true, confirmedAt: Not(IsNull()) } });

  const perMonth = months.map((month) => {
    const held = events.filter((e) => monthOf(e.date) === month);
    const sum = (key: 'registered' | 'attended' | 'minutes') =>
      held.reduce((n, e) => n + (byEvent.get(e.id)?.[key] ?? 0), 0);
    const end = endOfMonth(month);
    return {
      month,
      registered: sum('registered'),
      attended: sum('attended'),
      volunteerHours: Math.round((sum('minutes') / 60) * 10) / 10,
      subscribers: subscribers.filter((s) => s.confirmedAt! < end).length,
    };
  });

  const kinds = new Map<string, SeasonStatsDto['categories'][number]>();
  for (const event of events.filter((e) => isEventPast(e, now) && e.status !== 'cancelled')) {
    const key = event.category ?? '';
    const kind = kinds.get(key) ?? { category: event.category, events: 0, registered: 0, attended: 0 };
    kind.events += 1;
    kind.registered += byEvent.get(event.id)?.registered ?? 0;
    kind.attended += byEvent.get(event.id)?.attended ?? 0;
    kinds.set(key, kind);
  }
  const categories = [...kinds.values()].sort((a, b) => (a.category ?? '~').localeCompare(b.category ?? '~'));
  return { months: perMonth, categories };
}

/** Every recorded volunteer hour, per person (by address; a walk-in without one alone) and per month. */
export async function volunteerHours(db: Database): Promise<VolunteerHoursDto> {
  const rows = await db.repo(EventRegistration).find({ where: { volunteerMinutes: Not(IsNull()) } });
  const events = new Map((await db.repo(Event).find()).map((e) => [e.id, e]));
  const people = new Map<string, VolunteerHoursDto['people'][number]>();
  const months = new Map<string, { minutes: number; people: Set<string> }>();
  for (const r of rows) {
    const event = events.get(r.eventId);
    if (!event || !r.volunteerMinutes) continue;
    const person = people.get(r.emailNormalized) ?? {
      key: r.emailNormalized,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      totalMinutes: 0,
      events: [],
    };
    person.totalMinutes += r.volunteerMinutes;
    person.events.push({
      eventId: event.id,
      title: event.title,
      date: event.date.toISOString(),
      minutes: r.volunteerMinutes,
    });
    people.set(r.emailNormalized, person);
    const month = monthOf(event.date);
    const tally = months.get(month) ?? { minutes: 0, people: new Set<string>() };
    tally.minutes += r.volunteerMinutes;
    tally.people.add(r.emailNormalized);
    months.set(month, tally);
  }
  for (const person of people.values()) person.events.sort((a, b) => a.date.localeCompare(b.date));
  return {
    people: [...people.values()].sort((a, b) => b.totalMinutes - a.totalMinutes || a.name.localeCompare(b.name)),
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, t]) => ({ month, minutes: t.minutes, people: t.people.size })),
  };
}
