import type { Event, EventRegistration, EventWaitlistEntry } from '../../db/entities';
import { eventCalendarFile } from '@shared/lib/eventCalendarEntry';
import { formatLongDate } from '@shared/lib/eventTime';
import { eventFactTexts } from '@shared/lib/eventFacts';
import { plainText } from '@shared/lib/html';
import { detailsTable, detailsText, layoutHtml, textFooter } from './layout';
import {
  aboutEvent,
  cancelLinkHtml,
  cancelLinkText,
  calendarFile,
  detailsAndLink,
  eventLetter,
  eventRows,
  GREETING,
  leaveLinkHtml,
  leaveLinkText,
  letterOpening,
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
  const details = detailsAndLink(rows, eventUrl);
  const text = [
    ...letterOpening(`A reminder that you are registered for ${event.title}: ${when}.`),
    ...details.text,
    ...(about ? ['', 'About the event (what to bring, where to meet):', about] : []),
    ...cancelLinkText(cancelUrl),
    textFooter(org),
  ].join('\n');
  const body = html`<p>${GREETING}</p>
    <p>A reminder that you are registered for <strong>${event.title}</strong>: ${when}.</p>
    ${details.html}
    ${
      about
        ? html`<p><strong>About the event (what to bring, where to meet):</strong></p>
            <p>${about}</p>`
        : ''
    }
    ${cancelLinkHtml(cancelUrl)}`;
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
  const questions = questionsClosing(org);
  const text = [
    ...letterOpening(`We are sorry: ${event.title} on ${formatLongDate(event.date)} is cancelled. ${standing}`),
    message,
    '',
    detailsText(rows),
    '',
    'The attached calendar file (cancel.ics) removes the event from your calendar.',
    ...questions.text,
    textFooter(org),
  ].join('\n');
  const body = html`<p>${GREETING}</p>
    <p>We are sorry: <strong>${event.title}</strong> on ${formatLongDate(event.date)} is cancelled. ${standing}</p>
    ${textParagraphs(message)} ${detailsTable(rows)}
    <p>The attached calendar file (cancel.ics) removes the event from your calendar.</p>
    ${questions.html}`;
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
  const details = detailsAndLink(rows, eventUrl);
  const text = [
    message,
    '',
    ...details.text,
    ...(leaveUrl ? leaveLinkText(leaveUrl) : []),
    '',
    why,
    textFooter(org),
  ].join('\n');
  const body = html`${textParagraphs(message)} ${details.html} ${leaveUrl ? leaveLinkHtml(leaveUrl) : ''}
    <p style="color:#5c6b57;font-size:13px">${why}</p>`;
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
  const changeLines = changes.map(([label, before, after]) => `${label}: ${after} (was ${before})`);
  const details = detailsAndLink(
    rows,
    eventUrl,
    'The attached calendar file (event.ics) updates the event in your calendar.',
  );
  const text = [
    ...letterOpening(`${event.title} has changed. You are still registered.`),
    ...changeLines,
    '',
    ...details.text,
    ...cancelLinkText(cancelUrl),
    textFooter(org),
  ].join('\n');
  const body = html`<p>${GREETING}</p>
    <p><strong>${event.title}</strong> has changed. You are still registered.</p>
    <ul>
      ${changes.map(([label, before, after]) => html`<li>${label}: <strong>${after}</strong> (was ${before})</li>`)}
    </ul>
    ${details.html} ${cancelLinkHtml(cancelUrl)}`;
  const subject = `Changed: ${event.title}`;
  return eventLetter(
    org,
    { kind: 'event-changed', to: registration.email, subject, text, body },
    calendarFile('PUBLISH', ics),
  );
}
