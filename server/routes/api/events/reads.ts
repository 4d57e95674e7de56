import type { Database } from '@server/db/database';
import { Event } from '@server/db/entities';
import { notFound } from '@server/errors';
import { presentEvent } from '@server/presenters';
import { sanitizeRichText } from '@server/services/sanitize';
import { isId } from '@shared/schemas/common';
import type { EventDto } from '@shared/api/types';

/**
 * Event texts are cleaned when written; they are cleaned again on the way out, so a row stored before
 * cleaning existed (or written straight into the database) never reaches a page or API client unclean.
 */
function presentClean(event: Event): EventDto {
  event.description = sanitizeRichText(event.description) ?? '';
  event.eventContent = sanitizeRichText(event.eventContent);
  return presentEvent(event);
}

/** Reads shared by the API and the server-side renderer, so both answer with exactly the same JSON. */
export async function listEvents(db: Database): Promise<EventDto[]> {
  const rows = await db.repo(Event).find({ order: { date: 'ASC', title: 'ASC' } });
  return rows.map(presentClean);
}

export async function loadEvent(db: Database, id: string): Promise<Event> {
  const event = isId(id) ? await db.repo(Event).findOneBy({ id }) : null;
  if (!event) throw notFound('Event not found');
  return event;
}

export async function getEvent(db: Database, id: string): Promise<EventDto> {
  return presentClean(await loadEvent(db, id));
}
