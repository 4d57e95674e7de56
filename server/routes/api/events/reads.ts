import { MoreThanOrEqual } from 'typeorm';
import type { Database } from '@server/db/database';
import { Event, EventRegistration } from '@server/db/entities';
import { notFound } from '@server/errors';
import { presentEvent } from '@server/presenters';
import { sanitizeRichText } from '@server/services/sanitize';
import { isId } from '@shared/schemas/common';
import type { EventDto } from '@shared/api/types';
import { hasPublicPage } from '@shared/lib/eventSchedule';
import { nextEvents } from '@shared/lib/upcomingEvents';

/**
 * Event texts are cleaned when written; they are cleaned again on the way out, so a row stored before
 * cleaning existed (or written straight into the database) never reaches a page or API client unclean.
 */
function presentClean(event: Event, checkedIn: Map<string, number>): EventDto {
  event.description = sanitizeRichText(event.description) ?? '';
  event.eventContent = sanitizeRichText(event.eventContent);
  return presentEvent(event, checkedIn.get(event.id) ?? 0);
}

/** How many registrants were checked in, per event (all events, or those asked for), in one grouped count. */
async function checkedInCounts(db: Database, eventIds?: string[]): Promise<Map<string, number>> {
  if (eventIds?.length === 0) return new Map();
  const query = db
    .repo(EventRegistration)
    .createQueryBuilder('r')
    .select('r.eventId', 'eventId')
    .addSelect('COUNT(*)', 'count')
    .where('r.checkedInAt IS NOT NULL')
    .groupBy('r.eventId');
  if (eventIds) query.andWhere('r.eventId IN (:...eventIds)', { eventIds });
  const rows = await query.getRawMany<{ eventId: string; count: string | number }>();
  return new Map(rows.map((r) => [r.eventId, Number(r.count)]));
}

/** Reads shared by the API and the server-side renderer, so both answer with exactly the same JSON. */
export async function listEvents(db: Database): Promise<EventDto[]> {
  const rows = await db.repo(Event).find({ order: { date: 'ASC', title: 'ASC' } });
  const checkedIn = await checkedInCounts(db);
  return rows.map((row) => presentClean(row, checkedIn));
}

/** An event ends on the preserve's calendar day it starts, so none that started over two days ago is still on. */
const LONGEST_EVENT_MS = 2 * 24 * 60 * 60 * 1000;

/** The home page's next few events (nextEvents), read without the rest of the list. */
export async function listUpcomingEvents(db: Database, now = new Date()): Promise<EventDto[]> {
  const since = new Date(now.getTime() - LONGEST_EVENT_MS);
  const rows = await db.repo(Event).find({
    where: { isActive: true, date: MoreThanOrEqual(since) },
    order: { date: 'ASC', title: 'ASC' },
  });
  const next = nextEvents(rows, now);
  const checkedIn = await checkedInCounts(
    db,
    next.map((e) => e.id),
  );
  return next.map((row) => presentClean(row, checkedIn));
}

export async function loadEvent(db: Database, id: string): Promise<Event> {
  const event = isId(id) ? await db.repo(Event).findOneBy({ id }) : null;
  if (!event) throw notFound('Event not found');
  return event;
}

export async function getEvent(db: Database, id: string): Promise<EventDto> {
  const event = await loadEvent(db, id);
  const dto = presentClean(event, await checkedInCounts(db, [event.id]));
  if (!event.seriesId) return dto;
  // The other dates of its series that visitors may open, so the page links them (rendered by the server).
  const siblings = await db.repo(Event).find({ where: { seriesId: event.seriesId }, order: { date: 'ASC' } });
  const otherDates = siblings
    .filter((e) => e.id !== event.id && hasPublicPage(e))
    .map((e) => ({ id: e.id, date: e.date.toISOString(), time: e.time, status: e.status }));
  return { ...dto, otherDates };
}
