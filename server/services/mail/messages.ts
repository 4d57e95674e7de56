import type { Organisation } from '@shared/organisation';
import type { OutboundEmailKind } from '@shared/api/mail';
import type { ContactSubmission, Event, EventRegistration, Volunteer } from '../../db/entities';
import { buildEventCalendar } from '@shared/lib/calendarFile';
import { formatLongDate } from '@shared/lib/eventTime';
import type { MailMessage } from './index';
import { detailsTable, detailsText, layoutHtml, textFooter } from './layout';
import { headerText, html, textParagraphs } from './safety';

/**
 * Every message the site sends, as plain text and HTML in the organisation's name. Visitor input appears in the
 * HTML only through `html` templates (escaped) and in subjects only through `headerText` (one line).
 * Acknowledgements to visitors repeat nothing they typed except their first name, so the public forms cannot be
 * used to send someone else a message of the sender's choosing.
 */

export type QueuedMessage = MailMessage & { kind: OutboundEmailKind };

interface Site {
  org: Organisation;
  publicUrl: string;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const hostOf = (url: string) => new URL(url).hostname;

export function registrationConfirmation(site: Site, event: Event, registration: EventRegistration): QueuedMessage {
  const { org, publicUrl } = site;
  const eventUrl = `${publicUrl}/events/${event.id}`;
  const date = formatLongDate(event.date);
  const rows: Array<[string, string | null]> = [
    ['Event', event.title],
    ['Date', date],
    ['Time', event.time],
    ['Location', event.location],
  ];
  const ics = buildEventCalendar({
    uid: `registration-${registration.id}@${hostOf(publicUrl)}`,
    title: event.title,
    date: event.date,
    timeText: event.time,
    location: event.location,
    description: `Your registration with ${org.name}. Details: ${eventUrl}`,
    url: eventUrl,
    stamp: registration.registeredAt,
    producer: org.name,
  });
  const text = [
    `Hello ${registration.firstName},`,
    '',
    `Thank you for registering for ${event.title}. You're on the list!`,
    '',
    detailsText(rows),
    '',
    `Event page: ${eventUrl}`,
    'The attached calendar file (event.ics) adds the event to your calendar.',
    '',
    `If your plans change, please let us know at ${org.email} or ${org.phone}.`,
    textFooter(org),
  ].join('\n');
  const body = html`<p>Hello ${registration.firstName},</p>
<p>Thank you for registering for <strong>${event.title}</strong>. You're on the list!</p>
${detailsTable(rows)}
<p><a href="${eventUrl}" style="color:#2f5d34">See the event page</a>. The attached calendar file (event.ics) adds the event to your calendar.</p>
<p>If your plans change, please let us know at <a href="mailto:${org.email}" style="color:#2f5d34">${org.email}</a> or ${org.phone}.</p>`;
  return {
    kind: 'registration-confirmation',
    to: registration.email,
    subject: headerText(`Registration confirmed: ${event.title}`),
    text,
    html: layoutHtml(org, `Registration confirmed: ${event.title}`, body),
    attachments: [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
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
<p>Thank you for your interest in volunteering with ${org.name}. We'll review your application and be in touch soon!</p>`;
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
${volunteer.experience ? html`<h3 style="margin:16px 0 4px">Experience</h3>${textParagraphs(volunteer.experience)}` : ''}
${volunteer.availability ? html`<h3 style="margin:16px 0 4px">Availability</h3>${textParagraphs(volunteer.availability)}` : ''}
<p><a href="${adminUrl}" style="color:#2f5d34">See all volunteers</a>. Reply to this e-mail to write to the volunteer.</p>`;
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
<p><a href="${adminUrl}" style="color:#2f5d34">See all messages</a>. Reply to this e-mail to answer the sender.</p>`;
  return {
    kind: 'contact-notice',
    to,
    replyTo: contact.email,
    subject: headerText(`New message from ${fullName(contact)}: ${contact.subject}`),
    text,
    html: layoutHtml(org, 'New message', body),
  };
}
