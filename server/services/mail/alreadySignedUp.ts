import type { Event, EventRegistration, EventWaitlistEntry } from '../../db/entities';
import {
  aboutEvent,
  cancelLink,
  detailsAndLink,
  eventLetter,
  greetedLetter,
  leaveLink,
  paragraph,
  questionsClosing,
  SPOT_OPENS,
  type Site,
} from './messages';
import { html } from './safety';

/**
 * What an address hears when someone asks to register it, or to put it on the waiting list, while it is already
 * signed up for the event (ADR 051). The form answers such a request exactly as it answers a new one, so it cannot
 * be used to learn who is signed up; the address's owner learns here that nothing changed. Nothing from the request
 * is repeated: it may not have come from the owner.
 */

const ASKED = (event: Event) =>
  `Someone, perhaps you, asked us to sign this address up for ${event.title}. It was already signed up, so nothing has changed.`;
const askedHtml = (event: Event) =>
  html`Someone, perhaps you, asked us to sign this address up for <strong>${event.title}</strong>. It was already signed
    up, so nothing has changed.`;

/** The address is registered: its place is kept, with the cancel link of that registration. */
export function alreadyRegisteredNotice(site: Site, event: Event, registration: EventRegistration, cancelUrl: string) {
  const { org, eventUrl, rows } = aboutEvent(site, event);
  const { text, body } = greetedLetter(org, [
    paragraph(ASKED(event), askedHtml(event)),
    paragraph('You are registered, and your spot is kept.'),
    detailsAndLink(rows, eventUrl),
    cancelLink(cancelUrl),
  ]);
  const subject = `You are already registered: ${event.title}`;
  return eventLetter(org, { kind: 'already-registered', to: registration.email, subject, text, body });
}

/** The address is waiting: its place on the list is kept. */
export function alreadyWaitingNotice(
  site: Site,
  event: Event,
  entry: EventWaitlistEntry,
  position: number,
  leaveUrl: string,
) {
  const { org, eventUrl, rows } = aboutEvent(site, event);
  const place = `You are still number ${position} on the waiting list.`;
  const { text, body } = greetedLetter(org, [
    paragraph(ASKED(event), askedHtml(event)),
    paragraph(place),
    paragraph(SPOT_OPENS),
    detailsAndLink(rows, eventUrl),
    leaveLink(leaveUrl),
    questionsClosing(org),
  ]);
  const subject = `You are already on the waiting list: ${event.title}`;
  return eventLetter(org, { kind: 'already-waiting', to: entry.email, subject, text, body });
}
