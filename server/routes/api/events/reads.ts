import type { Database } from '../../../db/database';
import { Event } from '../../../db/entities';
import { notFound } from '../../../errors';
import { presentEvent } from '../../../presenters';
import { isId } from '../../../../shared/schemas/common';
import type { EventDto } from '../../../../shared/api/types';

/** Reads shared by the API and the server-side renderer, so both answer with exactly the same JSON. */
export async function listEvents(db: Database): Promise<EventDto[]> {
  const rows = await db.repo(Event).find({ order: { date: 'ASC', title: 'ASC' } });
  return rows.map(presentEvent);
}

export async function loadEvent(db: Database, id: string): Promise<Event> {
  const event = isId(id) ? await db.repo(Event).findOneBy({ id }) : null;
  if (!event) throw notFound('Event not found');
  return event;
}

export async function getEvent(db: Database, id: string): Promise<EventDto> {
  return presentEvent(await loadEvent(db, id));
}
