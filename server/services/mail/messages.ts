import type { Organisation } from '@shared/organisation';
import type { OutboundEmailKind } from '@shared/api/mail';
import type { ContactSubmission, Event, EventRegistration, EventWaitlistEntry, Volunteer } from '../../db/entities';
import { buildEventCalendar, buildEventCancellation, type CalendarEventInput } from '@shared/lib/calendarFile';
import { formatLongDate } from '@shared/lib/eventTime';
import type { MailMessage } from './index';
import { detailsTable, detailsText, layoutHtml, letUsKnowAt, textFooter, writeOrCall } from './layout';
import { headerText, html, textParagraphs } from './safety';

/**
 * Every message the site sends, as plain text and HTML in the organisation's name. Visitor input appears in the
 * HTML only through `html` templates (escaped) and in subjects only through `headerText` (one line).
 * Acknowledgements to visitors repeat nothing they typed except their first name, so the public forms cannot be
 * used to send someone else a message of the sender's choosing.
 */

export type QueuedMessage = MailMessage & { kind: OutboundEmailKind };

export interface Site {
  org: Organisation;
  publicUrl: string;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
export const hostOf = (url: string) => new URL(url).hostname;

/** The text of the cancel link in every confirmation. */
export const CANCEL_LINK_TEXT = "Can't make it? Let us know so someone else can come.";

export const eventRows = (event: Event): Array<[string, string | null]> => [
  ['Event', event.title],
  ['Date', formatLongDate(event.date)],
  ['Time', event.time],
  ['Location', event.location],
];

/**
 * One registration's calendar entry. The confirmation and the cancellation share its UID; the cancellation's
 * SEQUENCE is higher, so calendars replace the entry with its removal.
 */
export function registrationEntry(
  site: Site,
  event: Event,
  registration: EventRegistration,
  stamp: Date,
): CalendarEventInput {
  const { org, publicUrl } = site;
  const eventUrl = `${publicUrl}/events/${event.id}`;
  return {
    uid: `registration-${registration.id}@${hostOf(publicUrl)}`,
    title: event.title,
    date: event.date,
    timeText: event.time,
    location: event.location,
    description: `Your registration with ${org.name}. Details: ${eventUrl}`,
    url: eventUrl,
    stamp,
    producer: org.name,
  };
}

/**
 * A confirmation carries the event's current calendar sequence (0 until registrants are told of a change, ADR 036);
 * a cancellation one above it, so it replaces whatever the person last received.
 */
const confirmedSequence = (event: Event) => event.calendarSequence ?? 0;
const cancelledSequence = (event: Event) => confirmedSequence(event) + 1;

export function registrationConfirmation(
  site: Site,
  event: Event,
  registration: EventRegistration,
  /** The link that cancels this one registration. */
  cancelUrl: string,
  /** Said when the seat came from the waiting list. */
  fromWaitlist = false,
): QueuedMessage {
  const { org, publicUrl } = site;
  const eventUrl = `${publicUrl}/events/${event.id}`;
  const rows = eventRows(event);
  const ics = buildEventCalendar({
    ...registrationEntry(site, event, registration, registration.registeredAt),
    sequence: confirmedSequence(event),
  });
  const reach = letUsKnowAt(site.org);
  const opening = fromWaitlist
    ? `Good news: a spot opened up for ${event.title}, and it is yours. You're on the list!`
    : `Thank you for registering for ${event.title}. You're on the list!`;
  const text = [
    `Hello ${registration.firstName},`,
    '',
    opening,
    '',
    detailsText(rows),
    '',
    `Event page: ${eventUrl}`,
    'The attached calendar file (event.ics) adds the event to your calendar.',
    '',
    CANCEL_LINK_TEXT,
    cancelUrl,
    '',
    ...(reach ? [`If your plans change, please let us know at ${reach.text}.`] : []),
    textFooter(org),
  ].join('\n');
  const openingHtml = fromWaitlist
    ? html`Good news: a spot opened up for <strong>${event.title}</strong>, and it is yours. You're on the list!`
    : html`Thank you for registering for <strong>${event.title}</strong>. You're on the list!`;
  const body = html`<p>Hello ${registration.firstName},</p>
    <p>${openingHtml}</p>
    ${detailsTable(rows)}
    <p>
      <a href="${eventUrl}" style="color:#2f5d34">See the event page</a>. The attached calendar file (event.ics) adds
      the event to your calendar.
    </p>
    <p><a href="${cancelUrl}" style="color:#2f5d34">${CANCEL_LINK_TEXT}</a></p>
    ${reach ? html`<p>If your plans change, please let us know at ${reach.html}.</p>` : ''}`;
  return {
    kind: 'registration-confirmation',
    to: registration.email,
    subject: headerText(`Registration confirmed: ${event.title}`),
    text,
    html: layoutHtml(org, `Registration confirmed: ${event.title}`, body),
    attachments: [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  };
}

/** The person's place on a full event's waiting list. */
export function waitlistConfirmation(
  site: Site,
  event: Event,
  entry: EventWaitlistEntry,
  position: number,
): QueuedMessage {
  const { org, publicUrl } = site;
  const eventUrl = `${publicUrl}/events/${event.id}`;
  const rows = eventRows(event);
  const place = `You are number ${position} on the waiting list.`;
  const questions = writeOrCall(org, 'Questions?');
  const text = [
    `Hello ${entry.firstName},`,
    '',
    `${event.title} is full, so we have put you on its waiting list. ${place}`,
    'If a spot opens up, it goes to the first person waiting: we register you at once and send you a confirmation.',
    '',
    detailsText(rows),
    '',
    `Event page: ${eventUrl}`,
    '',
    ...(questions.text ? [questions.text] : []),
    textFooter(org),
  ].join('\n');
  const body = html`<p>Hello ${entry.firstName},</p>
    <p><strong>${event.title}</strong> is full, so we have put you on its waiting list. ${place}</p>
    <p>If a spot opens up, it goes to the first person waiting: we register you at once and send you a confirmation.</p>
    ${detailsTable(rows)}
    <p><a href="${eventUrl}" style="color:#2f5d34">See the event page</a></p>
    ${questions.text ? html`<p>${questions.html}</p>` : ''}`;
  return {
    kind: 'waitlist-confirmation',
    to: entry.email,
    subject: headerText(`On the waiting list: ${event.title}`),
    text,
    html: layoutHtml(org, `On the waiting list: ${event.title}`, body),
  };
}

/** Confirms a cancelled registration, with the calendar file that removes the entry the confirmation added. */
export function registrationCancellation(
  site: Site,
  event: Event,
  registration: EventRegistration,
  cancelledAt: Date,
): QueuedMessage {
  const { org, publicUrl } = site;
  const eventUrl = `${publicUrl}/events/${event.id}`;
  const rows = eventRows(event);
  const ics = buildEventCancellation({
    ...registrationEntry(site, event, registration, cancelledAt),
    sequence: cancelledSequence(event),
  });
  const text = [
    `Hello ${registration.firstName},`,
    '',
    `Your registration for ${event.title} is cancelled. Thank you for letting us know: your spot can go to someone else.`,
    '',
    detailsText(rows),
    '',
    'The attached calendar file (cancel.ics) removes the event from your calendar.',
    `If you change your mind, you can register again while spots are open: ${eventUrl}`,
    textFooter(org),
  ].join('\n');
  const body = html`<p>Hello ${registration.firstName},</p>
    <p>
      Your registration for <strong>${event.title}</strong> is cancelled. Thank you for letting us know: your spot can
      go to someone else.
    </p>
    ${detailsTable(rows)}
    <p>The attached calendar file (cancel.ics) removes the event from your calendar.</p>
    <p>
      If you change your mind, you can
      <a href="${eventUrl}" style="color:#2f5d34">register again</a> while spots are open.
    </p>`;
  return {
    kind: 'registration-cancelled',
    to: registration.email,
    subject: headerText(`Registration cancelled: ${event.title}`),
    text,
    html: layoutHtml(org, `Registration cancelled: ${event.title}`, body),
    attachments: [{ filename: 'cancel.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: ics }],
  };
}

export function volunteerAcknowledgement(site: Site, volunteer: Volunteer): QueuedMessage {
  const { org } = site;
  const text = [
    `Hello ${volunteer.firstName},`,
    '',
    `Thank you for your interest in volunteering with ${org.name}. We'll review your application and be in touch soon!`,
    textFooter(org),
  ].join('\n');
  const body = html`<p>Hello ${volunteer.firstName},</p>
    <p>
      Thank you for your interest in volunteering with ${org.name}. We'll review your application and be in touch soon!
    </p>`;
  return {
    kind: 'volunteer-acknowledgement',
    to: volunteer.email,
    subject: headerText(`Thank you for volunteering with ${org.name}`),
    text,
    html: layoutHtml(org, 'Thank you for volunteering', body),
  };
}

export function contactAcknowledgement(site: Site, contact: ContactSubmission): QueuedMessage {
  const { org } = site;
  const text = [
    `Hello ${contact.firstName},`,
    '',
    `Thank you for contacting ${org.name}. We received your message and will get back to you soon!`,
    textFooter(org),
  ].join('\n');
  const body = html`<p>Hello ${contact.firstName},</p>
    <p>Thank you for contacting ${org.name}. We received your message and will get back to you soon!</p>`;
  return {
    kind: 'contact-acknowledgement',
    to: contact.email,
    subject: headerText(`We received your message - ${org.name}`),
    text,
    html: layoutHtml(org, 'We received your message', body),
  };
}

export function volunteerNotice(site: Site, to: string, volunteer: Volunteer): QueuedMessage {
  const { org, publicUrl } = site;
  const rows: Array<[string, string | null]> = [
    ['Name', fullName(volunteer)],
    ['Email', volunteer.email],
    ['Phone', volunteer.phone],
    ['Interest', volunteer.interest],
  ];
  const adminUrl = `${publicUrl}/admin/volunteers`;
  const text = [
    `A new volunteer application arrived on the ${org.name} website.`,
    '',
    detailsText(rows),
    ...(volunteer.experience ? ['', 'Experience:', volunteer.experience] : []),
    ...(volunteer.availability ? ['', 'Availability:', volunteer.availability] : []),
    '',
    `All volunteers: ${adminUrl}`,
    'Reply to this e-mail to write to the volunteer.',
  ].join('\n');
  const body = html`<p>A new volunteer application arrived on the ${org.name} website.</p>
    ${detailsTable(rows)}
    ${
      volunteer.experience
        ? html`<h3 style="margin:16px 0 4px">Experience</h3>
            ${textParagraphs(volunteer.experience)}`
        : ''
    }
    ${
      volunteer.availability
        ? html`<h3 style="margin:16px 0 4px">Availability</h3>
            ${textParagraphs(volunteer.availability)}`
        : ''
    }
    <p>
      <a href="${adminUrl}" style="color:#2f5d34">See all volunteers</a>. Reply to this e-mail to write to the
      volunteer.
    </p>`;
  return {
    kind: 'volunteer-notice',
    to,
    replyTo: volunteer.email,
    subject: headerText(`New volunteer: ${fullName(volunteer)} (${volunteer.interest})`),
    text,
    html: layoutHtml(org, 'New volunteer', body),
  };
}

export function contactNotice(site: Site, to: string, contact: ContactSubmission): QueuedMessage {
  const { org, publicUrl } = site;
  const rows: Array<[string, string | null]> = [
    ['From', fullName(contact)],
    ['Email', contact.email],
    ['Subject', contact.subject],
  ];
  const adminUrl = `${publicUrl}/admin/contacts`;
  const text = [
    `A new message arrived through the ${org.name} contact form.`,
    '',
    detailsText(rows),
    '',
    contact.message,
    '',
    `All messages: ${adminUrl}`,
    'Reply to this e-mail to answer the sender.',
  ].join('\n');
  const body = html`<p>A new message arrived through the ${org.name} contact form.</p>
    ${detailsTable(rows)}
    <div style="border-left:4px solid #a8c49a;padding:4px 12px;margin:12px 0">${textParagraphs(contact.message)}</div>
    <p>
      <a href="${adminUrl}" style="color:#2f5d34">See all messages</a>. Reply to this e-mail to answer the sender.
    </p>`;
  return {
    kind: 'contact-notice',
    to,
    replyTo: contact.email,
    subject: headerText(`New message from ${fullName(contact)}: ${contact.subject}`),
    text,
    html: layoutHtml(org, 'New message', body),
  };
}
