import type { Organisation } from '@shared/organisation';
import type { OutboundEmailKind } from '@shared/api/mail';
import type { ContactSubmission, Event, EventRegistration, EventWaitlistEntry, Volunteer } from '../../db/entities';
import { buildEventCalendar, buildEventCancellation, type CalendarEventInput } from '@shared/lib/calendarFile';
import { formatLongDate } from '@shared/lib/eventTime';
import type { MailMessage } from './index';
import { detailsTable, detailsText, layoutHtml, letUsKnowAt, textFooter, writeOrCall } from './layout';
import { headerText, html, textParagraphs, type SafeHtml } from './safety';

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

export const eventUrlOf = (site: Site, event: Event) => `${site.publicUrl}/events/${event.id}`;

/** What every message about an event uses: the organisation, the event's page, and its facts. */
export const aboutEvent = (site: Site, event: Event) => ({
  org: site.org,
  eventUrl: eventUrlOf(site, event),
  rows: eventRows(event),
});

/** The text of the cancel link in every confirmation. */
export const CANCEL_LINK_TEXT = "Can't make it? Let us know so someone else can come.";

/** The cancel link closing a confirmation: text lines (after a blank one), and HTML. */
export const cancelLinkText = (cancelUrl: string) => ['', CANCEL_LINK_TEXT, cancelUrl];
export const cancelLinkHtml = (cancelUrl: string) =>
  html`<p><a href="${cancelUrl}" style="color:#2f5d34">${CANCEL_LINK_TEXT}</a></p>`;

/** A calendar file to attach: one that adds or updates the event, or one that takes it off the calendar. */
export const calendarFile = (method: 'PUBLISH' | 'CANCEL', content: string) => ({
  filename: method === 'PUBLISH' ? 'event.ics' : 'cancel.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content,
});

/** A message to one person about an event, its subject also the title of its HTML. */
export function eventLetter(
  org: Organisation,
  letter: Pick<QueuedMessage, 'kind' | 'to' | 'subject' | 'text'> & { body: SafeHtml },
  calendar?: ReturnType<typeof calendarFile>,
): QueuedMessage {
  const { body, subject, ...rest } = letter;
  return {
    ...rest,
    subject: headerText(subject),
    html: layoutHtml(org, subject, body),
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}

/** The first lines of a letter's text: the greeting, then its opening paragraph. */
export const letterOpening = (firstName: string, opening: string) => [`Hello ${firstName},`, '', opening, ''];

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
  const eventUrl = eventUrlOf(site, event);
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
  const { org, eventUrl, rows } = aboutEvent(site, event);
  const ics = buildEventCalendar({
    ...registrationEntry(site, event, registration, registration.registeredAt),
    sequence: confirmedSequence(event),
  });
  const reach = letUsKnowAt(site.org);
  const opening = fromWaitlist
    ? `Good news: a spot opened up for ${event.title}, and it is yours. You're on the list!`
    : `Thank you for registering for ${event.title}. You're on the list!`;
  const text = [
    ...letterOpening(registration.firstName, opening),
    detailsText(rows),
    '',
    `Event page: ${eventUrl}`,
    'The attached calendar file (event.ics) adds the event to your calendar.',
    ...cancelLinkText(cancelUrl),
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
    ${cancelLinkHtml(cancelUrl)} ${reach ? html`<p>If your plans change, please let us know at ${reach.html}.</p>` : ''}`;
  const subject = `Registration confirmed: ${event.title}`;
  return eventLetter(
    org,
    { kind: 'registration-confirmation', to: registration.email, subject, text, body },
    calendarFile('PUBLISH', ics),
  );
}

/** The person's place on a full event's waiting list. */
export function waitlistConfirmation(
  site: Site,
  event: Event,
  entry: EventWaitlistEntry,
  position: number,
): QueuedMessage {
  const { org, eventUrl, rows } = aboutEvent(site, event);
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
  const subject = `On the waiting list: ${event.title}`;
  return eventLetter(org, { kind: 'waitlist-confirmation', to: entry.email, subject, text, body });
}

/** Confirms a cancelled registration, with the calendar file that removes the entry the confirmation added. */
export function registrationCancellation(
  site: Site,
  event: Event,
  registration: EventRegistration,
  cancelledAt: Date,
): QueuedMessage {
  const { org, eventUrl, rows } = aboutEvent(site, event);
  const ics = buildEventCancellation({
    ...registrationEntry(site, event, registration, cancelledAt),
    sequence: cancelledSequence(event),
  });
  const text = [
    ...letterOpening(
      registration.firstName,
      `Your registration for ${event.title} is cancelled. Thank you for letting us know: your spot can go to someone else.`,
    ),
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
  const subject = `Registration cancelled: ${event.title}`;
  return eventLetter(
    org,
    { kind: 'registration-cancelled', to: registration.email, subject, text, body },
    calendarFile('CANCEL', ics),
  );
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

/** A notice to the office about what a visitor sent, linking to the admin list it is in; replies go to the visitor. */
function officeNotice(
  site: Site,
  notice: Pick<QueuedMessage, 'kind' | 'to' | 'replyTo' | 'subject'> & {
    title: string;
    intro: string;
    rows: Array<[string, string | null]>;
    text: string[];
    html: SafeHtml;
    /** The admin list: its path, its name in the text and its link in the HTML. */
    list: [path: string, label: string, link: string];
    reply: string;
  },
): QueuedMessage {
  const { org, publicUrl } = site;
  const [path, label, link] = notice.list;
  const adminUrl = `${publicUrl}${path}`;
  const text = [
    notice.intro,
    '',
    detailsText(notice.rows),
    ...notice.text,
    '',
    `${label}: ${adminUrl}`,
    notice.reply,
  ].join('\n');
  const body = html`<p>${notice.intro}</p>
    ${detailsTable(notice.rows)} ${notice.html}
    <p><a href="${adminUrl}" style="color:#2f5d34">${link}</a>. ${notice.reply}</p>`;
  return {
    kind: notice.kind,
    to: notice.to,
    replyTo: notice.replyTo,
    subject: headerText(notice.subject),
    text,
    html: layoutHtml(org, notice.title, body),
  };
}

/** A text section with its heading, when the visitor wrote one. */
const section = (heading: string, value: string | null) => ({
  text: value ? ['', `${heading}:`, value] : [],
  html: value
    ? html`<h3 style="margin:16px 0 4px">${heading}</h3>
        ${textParagraphs(value)}`
    : '',
});

export function volunteerNotice(site: Site, to: string, volunteer: Volunteer): QueuedMessage {
  const experience = section('Experience', volunteer.experience);
  const availability = section('Availability', volunteer.availability);
  return officeNotice(site, {
    kind: 'volunteer-notice',
    to,
    replyTo: volunteer.email,
    subject: `New volunteer: ${fullName(volunteer)} (${volunteer.interest})`,
    title: 'New volunteer',
    intro: `A new volunteer application arrived on the ${site.org.name} website.`,
    rows: [
      ['Name', fullName(volunteer)],
      ['Email', volunteer.email],
      ['Phone', volunteer.phone],
      ['Interest', volunteer.interest],
    ],
    text: [...experience.text, ...availability.text],
    html: html`${experience.html} ${availability.html}`,
    list: ['/admin/volunteers', 'All volunteers', 'See all volunteers'],
    reply: 'Reply to this e-mail to write to the volunteer.',
  });
}

export function contactNotice(site: Site, to: string, contact: ContactSubmission): QueuedMessage {
  return officeNotice(site, {
    kind: 'contact-notice',
    to,
    replyTo: contact.email,
    subject: `New message from ${fullName(contact)}: ${contact.subject}`,
    title: 'New message',
    intro: `A new message arrived through the ${site.org.name} contact form.`,
    rows: [
      ['From', fullName(contact)],
      ['Email', contact.email],
      ['Subject', contact.subject],
    ],
    text: ['', contact.message],
    html: html`<div style="border-left:4px solid #a8c49a;padding:4px 12px;margin:12px 0">
      ${textParagraphs(contact.message)}
    </div>`,
    list: ['/admin/contacts', 'All messages', 'See all messages'],
    reply: 'Reply to this e-mail to answer the sender.',
  });
}
