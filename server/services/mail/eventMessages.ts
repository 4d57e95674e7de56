import type { Event, EventRegistration, EventWaitlistEntry } from '../../db/entities';
import { eventCalendarFile } from '@shared/lib/eventCalendarEntry';
import { formatLongDate } from '@shared/lib/eventTime';
import { eventFactTexts } from '@shared/lib/eventFacts';
import { plainText } from '@shared/lib/html';
import { detailsTable, detailsText, layoutHtml } from './layout';
import {
  aboutEvent,
  calendarFile,
  cancelLink,
  composeLetter,
  detailsAndLink,
  eventLetter,
  eventRows,
  greetedLetter,
  leaveLink,
  paragraph,
  questionsClosing,
  type QueuedMessage,
  type Site,
} from './messages';
import { headerText, html, textParagraphs } from './safety';

/**
 * What the site sends about an event to the people who signed up for it (ADR 036): the reminder before it, the
 * notice that it is called off, and an admin's own message. The admin's words reach the HTML only escaped
 * (`textParagraphs`) and the subject only as one line (`headerText`).
 */

type Person = Pick<EventRegistration | EventWaitlistEntry, 'email'>;

/** The event's description as words, for a mail: it is stored as cleaned HTML. */
const aboutText = (event: Event) => plainText(event.description);

/** The reminder a registrant gets once, REMINDER_HOURS before the event, with the link to cancel. */
export function eventReminder(site: Site, event: Event, registration: EventRegistration, cancelUrl: string) {
  const { org, eventUrl, rows } = aboutEvent(site, event);
  const about = aboutText(event);
  const { date, time } = eventFactTexts(event);
  const when = `${date}, ${time}`;
  const { text, body } = greetedLetter(org, [
    paragraph(
      `A reminder that you are registered for ${event.title}: ${when}.`,
      html`A reminder that you are registered for <strong>${event.title}</strong>: ${when}.`,
    ),
    detailsAndLink(rows, eventUrl),
    !!about && {
      text: ['About the event (what to bring, where to meet):', about],
      html: html`<p><strong>About the event (what to bring, where to meet):</strong></p>
        <p>${about}</p>`,
    },
    cancelLink(cancelUrl),
  ]);
  const subject = `Reminder: ${event.title} on ${formatLongDate(event.date)}`;
  return eventLetter(org, { kind: 'event-reminder', to: registration.email, subject, text, body });
}

/** The notice that an event is called off, with the admin's message and the file that takes it off calendars. */
export function eventCancelledNotice(
  site: Site,
  event: Event,
  person: EventRegistration | EventWaitlistEntry,
  message: string,
) {
  const { org } = site;
  const rows = eventRows(event);
  const waiting = !('registeredAt' in person);
  const standing = waiting ? 'You were on the waiting list for it.' : 'You were registered for it.';
  const { text, body } = greetedLetter(org, [
    paragraph(
      `We are sorry: ${event.title} on ${formatLongDate(event.date)} is cancelled. ${standing}`,
      html`We are sorry: <strong>${event.title}</strong> on ${formatLongDate(event.date)} is cancelled. ${standing}`,
    ),
    { text: [message], html: textParagraphs(message) },
    { text: [detailsText(rows)], html: detailsTable(rows) },
    paragraph('The attached calendar file (cancel.ics) removes the event from your calendar.'),
    questionsClosing(org),
  ]);
  const subject = `Cancelled: ${event.title}`;
  return eventLetter(
    org,
    { kind: 'event-cancelled', to: person.email, subject, text, body },
    // Registrants and people waiting (who may have used Add to calendar) hold the same entry: this strikes it.
    calendarFile('CANCEL', eventCalendarFile(event, site, 'CANCEL')),
  );
}

/** An admin's message to the people registered for (or waiting for) one event. */
export function eventMessage(
  site: Site,
  event: Event,
  person: Person,
  subject: string,
  message: string,
  /** For someone on the waiting list: the link that takes them off it. */
  leaveUrl: string | null,
) {
  const { org, eventUrl, rows } = aboutEvent(site, event);
  const why = leaveUrl
    ? `You are receiving this because you are on the waiting list for ${event.title}.`
    : `You are receiving this because you are registered for ${event.title}.`;
  // The admin's words open the letter as written: they greet the people themselves, so the site adds no greeting.
  const { text, body } = composeLetter(org, [
    { text: [message], html: textParagraphs(message) },
    detailsAndLink(rows, eventUrl),
    leaveUrl ? leaveLink(leaveUrl) : null,
    { text: [why], html: html`<p style="color:#5c6b57;font-size:13px">${why}</p>` },
  ]);
  return {
    kind: 'event-message',
    to: person.email,
    subject: headerText(subject),
    text,
    html: layoutHtml(org, headerText(subject), body),
  } satisfies QueuedMessage;
}

/** One changed fact of an event: its label, what it was, what it is now. */
export type EventChange = [label: string, before: string, after: string];

/**
 * Tells a registrant that the date, time or place changed, with the event's calendar entry again: the same UID at
 * the edit's higher SEQUENCE, so calendar programs update the entry they hold instead of adding a second one.
 */
export function eventChangeNotice(
  site: Site,
  event: Event,
  registration: EventRegistration,
  changes: EventChange[],
  cancelUrl: string,
) {
  const { org, eventUrl, rows } = aboutEvent(site, event);
  const ics = eventCalendarFile(event, site);
  const { text, body } = greetedLetter(org, [
    paragraph(
      `${event.title} has changed. You are still registered.`,
      html`<strong>${event.title}</strong> has changed. You are still registered.`,
    ),
    {
      text: changes.map(([label, before, after]) => `${label}: ${after} (was ${before})`),
      html: html`<ul>
        ${changes.map(([label, before, after]) => html`<li>${label}: <strong>${after}</strong> (was ${before})</li>`)}
      </ul>`,
    },
    detailsAndLink(rows, eventUrl, 'The attached calendar file (event.ics) updates the event in your calendar.'),
    cancelLink(cancelUrl),
  ]);
  const subject = `Changed: ${event.title}`;
  return eventLetter(
    org,
    { kind: 'event-changed', to: registration.email, subject, text, body },
    calendarFile('PUBLISH', ics),
  );
}
