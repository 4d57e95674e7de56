import type { EntityManager } from 'typeorm';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { isEventPast } from '@shared/lib/eventSchedule';
import { eventFacts, TOLD_TO_REGISTRANTS, type EventFact } from '@shared/lib/eventFacts';
import {
  eventCancelledNotice,
  eventChangeNotice,
  eventMessage,
  type EventChange,
} from '@server/services/mail/eventMessages';
import { leaveLinkOf, type MailDeps } from '@server/services/mail/outgoing';
import { cancelLink, cancelToken } from '@server/services/cancelTokens';
import type { EventMessagePreviewDto, EventMessageResultDto } from '@shared/api/types';
import { hasAddress } from './register';

/**
 * Who is mailed what when an admin changes an event, calls it off or writes to its people (ADR 036). Each runs
 * inside the transaction that decides, so a call-off is never half mailed, and the mail queue (ADR 013) delivers
 * after commit.
 */

const siteOf = (deps: MailDeps) => ({ org: deps.org, publicUrl: deps.config.publicUrl });

/** The event's registrants the site can write to, first come first: walk-ins may have given no address. */
async function mailableRegistrations(m: EntityManager, eventId: string): Promise<EventRegistration[]> {
  const all = await m.find(EventRegistration, { where: { eventId }, order: { registeredAt: 'ASC' } });
  return all.filter(hasAddress);
}

const waitingFor = (m: EntityManager, eventId: string) =>
  m.find(EventWaitlistEntry, { where: { eventId }, order: { ticket: 'ASC' } });

/** The notice that the event is called off, to everyone registered or waiting. */
export async function queueCallOffNotices(deps: MailDeps, m: EntityManager, event: Event, message: string) {
  const registrations = await mailableRegistrations(m, event.id);
  const waiting = await waitingFor(m, event.id);
  for (const person of [...registrations, ...waiting]) {
    await deps.mailQueue.enqueue(m, eventCancelledNotice(siteOf(deps), event, person, message));
  }
}

/** An admin's letter to the people of one event. */
export interface EventLetter {
  subject: string;
  message: string;
  includeWaitlist: boolean;
}

/** The very letter a registrant gets (the same function builds it) and whom it reaches, queuing nothing. */
export async function previewEventMessage(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  letter: EventLetter,
): Promise<EventMessagePreviewDto> {
  const registrants = (await mailableRegistrations(m, event.id)).length;
  const waiting = letter.includeWaitlist ? await m.countBy(EventWaitlistEntry, { eventId: event.id }) : 0;
  const built = eventMessage(siteOf(deps), event, { email: '' }, letter.subject, letter.message, null);
  return { registrants, waiting, preview: { subject: built.subject, text: built.text } };
}

/** Queues the letter to every registrant, and with its leave link to everyone waiting when asked. */
export async function queueEventMessage(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  { subject, message, includeWaitlist }: EventLetter,
): Promise<EventMessageResultDto> {
  const site = siteOf(deps);
  const registrations = await mailableRegistrations(m, event.id);
  const waiting = includeWaitlist ? await waitingFor(m, event.id) : [];
  for (const r of registrations) {
    await deps.mailQueue.enqueue(m, eventMessage(site, event, r, subject, message, null));
  }
  for (const w of waiting) {
    await deps.mailQueue.enqueue(m, eventMessage(site, event, w, subject, message, leaveLinkOf(deps, w)));
  }
  return { registrants: registrations.length, waiting: waiting.length };
}

/** What registrants are told about, as the change notice prints it: taken before an edit and after it. */
export const toldFacts = (event: Pick<Event, 'date' | 'time' | 'location'>): EventFact[] =>
  eventFacts(event).filter((fact) => TOLD_TO_REGISTRANTS.includes(fact.field));

export function changesBetween(before: EventFact[], after: EventFact[]): EventChange[] {
  return after.flatMap((now): EventChange[] => {
    const was = before.find((fact) => fact.field === now.field);
    return was && was.text !== now.text ? [[now.label, was.text, now.text]] : [];
  });
}

/**
 * Inside the edit's transaction: queues the change, with the updated calendar entry, to every registrant (ADR 036).
 * Nothing goes out for a called-off event or one already over.
 */
export async function notifyEventChange(
  deps: MailDeps,
  m: EntityManager,
  eventId: string,
  changes: EventChange[],
): Promise<number> {
  if (!changes.length) return 0;
  const now = new Date();
  const current = await m.findOneBy(Event, { id: eventId });
  if (!current || current.status !== 'scheduled' || isEventPast(current, now)) return 0;
  // The edit has raised the version, and with it the calendar entry's SEQUENCE.
  const event = await m.findOneByOrFail(Event, { id: eventId });
  const registrations = await mailableRegistrations(m, eventId);
  const site = siteOf(deps);
  for (const r of registrations) {
    const link = cancelLink(deps.config.publicUrl, cancelToken(deps.config.sessionSecret, r.id, eventId));
    await deps.mailQueue.enqueue(m, eventChangeNotice(site, event, r, changes, link));
  }
  return registrations.length;
}
