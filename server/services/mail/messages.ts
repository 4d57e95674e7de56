import type { Organisation } from '@shared/organisation';
import type { OutboundEmailKind } from '@shared/api/mail';
import type { ContactSubmission, Event, EventRegistration, EventWaitlistEntry, Volunteer } from '../../db/entities';
import { eventCalendarFile } from '@shared/lib/eventCalendarEntry';
import { eventFacts } from '@shared/lib/eventFacts';
import { partyText } from '@shared/lib/eventParty';
import type { MailMessage } from './index';
import { detailsTable, detailsText, layoutHtml, letUsKnowAt, textFooter, writeOrCall } from './layout';
import { headerText, html, textParagraphs, type SafeHtml } from './safety';

/**
 * Every message the site sends, as plain text and HTML in the organisation's name. Visitor input appears in the
 * HTML only through `html` templates (escaped) and in subjects only through `headerText` (one line).
 * Mail to an address nobody has proved to own (registrants, people waiting, visitors who wrote or volunteered)
 * repeats nothing typed into a form, not even the first name: whoever typed it may not own the address, and the
 * name field would carry their words ("Hello Claim your refund at ...,") in the organisation's signed mail.
 * Only notices to the office show what visitors wrote.
 */

/**
 * `held: false` exempts one message from the per-mailbox cap that its kind would otherwise meet (a seat from the
 * waiting list, which the office or the mailbox's owner freed, and which the person must hear of).
 */
export type QueuedMessage = MailMessage & { kind: OutboundEmailKind; held?: false };

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

/**
 * The event's details and the link to its page, as every letter about an event gives them: text lines and HTML.
 * `then`: a sentence that follows the link (what the attached calendar file does).
 */
export function detailsAndLink(rows: Array<[string, string | null]>, eventUrl: string, then?: string): LetterPart {
  const link = html`<a href="${eventUrl}" style="color:#2f5d34">See the event page</a>`;
  return {
    text: [detailsText(rows), '', `Event page: ${eventUrl}`, ...(then ? [then] : [])],
    html: html`${detailsTable(rows)}
      <p>${link}${then ? html`. ${then}` : ''}</p>`,
  };
}

/** "Questions? Write to ... or call ...", closing a letter: text lines (after a blank one) and HTML; none without either. */
export function questionsClosing(org: Organisation): LetterPart | null {
  const questions = writeOrCall(org, 'Questions?');
  return questions.text ? paragraph(questions.text, questions.html) : null;
}

/** What a person waiting is promised, in every letter that tells them their place. */
export const SPOT_OPENS =
  'If a spot opens up, it goes to the first person waiting: we register you at once and send you a confirmation.';

/** The text of the cancel link in every confirmation. */
export const CANCEL_LINK_TEXT = "Can't make it? Let us know so someone else can come.";

/** A link a letter closes with: its words then the address in the text, the words linked in the HTML. */
const linkPart = (words: string, url: string): LetterPart => ({
  text: [words, url],
  html: html`<p><a href="${url}" style="color:#2f5d34">${words}</a></p>`,
});

/** The cancel link closing a confirmation. */
export const cancelLink = (cancelUrl: string) => linkPart(CANCEL_LINK_TEXT, cancelUrl);

/** The text of the leave link in every mail to someone on a waiting list. */
export const LEAVE_WAITLIST_LINK_TEXT = 'No longer need a spot? Leave the waiting list so the next person moves up.';

/** The leave link of a waiting-list mail. */
export const leaveLink = (leaveUrl: string) => linkPart(LEAVE_WAITLIST_LINK_TEXT, leaveUrl);

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

/** The greeting of every letter to an address nobody has proved to own: no name, as the name was typed by anyone. */
export const GREETING = 'Hello,';

/** A part of a letter in its two forms: the lines of its text, and its HTML. */
export interface LetterPart {
  text: string[];
  html: SafeHtml;
}

/** A paragraph: its words in the text, and in the HTML `rich` (with markup) or the same words escaped. */
export const paragraph = (text: string, rich?: SafeHtml): LetterPart => ({
  text: [text],
  html: html`<p>${rich ?? text}</p>`,
});

/**
 * The text and HTML body of a letter from its parts in order: a blank line between parts in the text, the
 * organisation's footer last. A part left out is given as false or null.
 */
export function composeLetter(
  org: Organisation,
  parts: Array<LetterPart | false | null>,
): { text: string; body: SafeHtml } {
  const kept = parts.filter((p): p is LetterPart => !!p);
  return {
    text: kept.map((p) => p.text.join('\n')).join('\n\n') + textFooter(org),
    body: html`${kept.map((p) => p.html)}`,
  };
}

/** A letter to one person that opens with "Hello,": see composeLetter. */
export const greetedLetter = (org: Organisation, parts: Array<LetterPart | false | null>) =>
  composeLetter(org, [paragraph(GREETING), ...parts]);

export const eventRows = (event: Event): Array<[string, string | null]> => [
  ['Event', event.title],
  ...eventFacts(event, { unsetPlace: 'omit' }).map(({ label, text }): [string, string] => [label, text]),
];

/**
 * The party a sign-up holds seats for, as a row of the letter's details, where the event takes guests or the sign-up
 * brings any. Only counts, never typed answers: the address is not proved, so the letter repeats nothing typed.
 */
export const withParty = (
  rows: Array<[string, string | null]>,
  event: Pick<Event, 'guestLimit'>,
  signUp: Pick<EventRegistration, 'guests' | 'children'>,
): Array<[string, string | null]> => {
  const party = { guests: signUp.guests ?? 0, children: signUp.children ?? 0 };
  if (!event.guestLimit && !party.guests && !party.children) return rows;
  return [...rows, ['Party', partyText(party)]];
};

export function registrationConfirmation(
  site: Site,
  event: Event,
  registration: EventRegistration,
  /** The link that cancels this one registration. */
  cancelUrl: string,
  /** Said when the seat came from the waiting list. */
  fromWaitlist = false,
): QueuedMessage {
  const { org, eventUrl, rows: facts } = aboutEvent(site, event);
  const rows = withParty(facts, event, registration);
  // The event's own entry, as the feed and the event page's file give it: one entry in the person's calendar.
  const ics = eventCalendarFile(event, site);
  const reach = letUsKnowAt(site.org);
  const { text, body } = greetedLetter(org, [
    fromWaitlist
      ? paragraph(
          `Good news: a spot opened up for ${event.title}, and it is yours. You're on the list!`,
          html`Good news: a spot opened up for <strong>${event.title}</strong>, and it is yours. You're on the list!`,
        )
      : paragraph(
          `Thank you for registering for ${event.title}. You're on the list!`,
          html`Thank you for registering for <strong>${event.title}</strong>. You're on the list!`,
        ),
    detailsAndLink(rows, eventUrl, 'The attached calendar file (event.ics) adds the event to your calendar.'),
    cancelLink(cancelUrl),
    reach &&
      paragraph(
        `If your plans change, please let us know at ${reach.text}.`,
        html`If your plans change, please let us know at ${reach.html}.`,
      ),
  ]);
  const subject = `Registration confirmed: ${event.title}`;
  const letter = eventLetter(
    org,
    { kind: 'registration-confirmation', to: registration.email, subject, text, body },
    calendarFile('PUBLISH', ics),
  );
  // A seat from the waiting list was freed by the office or by a registrant's own cancel link, never by a
  // stranger's request, and the person must hear of it: the per-mailbox cap does not hold it back.
  return fromWaitlist ? { ...letter, held: false } : letter;
}

/** The person's place on a full event's waiting list. */
export function waitlistConfirmation(
  site: Site,
  event: Event,
  entry: EventWaitlistEntry,
  position: number,
  /** The link that takes this one entry off the list. */
  leaveUrl: string,
): QueuedMessage {
  const { org, eventUrl, rows: facts } = aboutEvent(site, event);
  const rows = withParty(facts, event, entry);
  const place = `You are number ${position} on the waiting list.`;
  const { text, body } = greetedLetter(org, [
    paragraph(
      `${event.title} is full, so we have put you on its waiting list. ${place}`,
      html`<strong>${event.title}</strong> is full, so we have put you on its waiting list. ${place}`,
    ),
    paragraph(SPOT_OPENS),
    detailsAndLink(rows, eventUrl),
    leaveLink(leaveUrl),
    questionsClosing(org),
  ]);
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
  const ics = eventCalendarFile(event, site, 'CANCEL', { at: cancelledAt });
  const { text, body } = greetedLetter(org, [
    paragraph(
      `Your registration for ${event.title} is cancelled. Thank you for letting us know: your spot can go to someone else.`,
      html`Your registration for <strong>${event.title}</strong> is cancelled. Thank you for letting us know: your spot
        can go to someone else.`,
    ),
    { text: [detailsText(rows)], html: detailsTable(rows) },
    paragraph('The attached calendar file (cancel.ics) removes the event from your calendar.'),
    paragraph(
      `If you change your mind, you can register again while spots are open: ${eventUrl}`,
      html`If you change your mind, you can <a href="${eventUrl}" style="color:#2f5d34">register again</a> while spots
        are open.`,
    ),
  ]);
  const subject = `Registration cancelled: ${event.title}`;
  return eventLetter(
    org,
    { kind: 'registration-cancelled', to: registration.email, subject, text, body },
    calendarFile('CANCEL', ics),
  );
}

export function volunteerAcknowledgement(site: Site, volunteer: Volunteer): QueuedMessage {
  const { org } = site;
  const { text, body } = greetedLetter(org, [
    paragraph(
      `Thank you for your interest in volunteering with ${org.name}. We'll review your application and be in touch soon!`,
    ),
  ]);
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
  const { text, body } = greetedLetter(org, [
    paragraph(`Thank you for contacting ${org.name}. We received your message and will get back to you soon!`),
  ]);
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

/** A notice to the office that a member's photo waits for approval; replies go to the member. */
export function memberPhotoNotice(
  site: Site,
  to: string,
  member: { email: string; firstName: string | null; lastName: string | null },
  photo: { title: string; description: string | null },
): QueuedMessage {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
  const description = section('Description', photo.description);
  return officeNotice(site, {
    kind: 'photo-notice',
    to,
    replyTo: member.email,
    subject: `Photo to approve: ${photo.title} (from ${name})`,
    title: 'Photo to approve',
    intro: `A member added a photo to the ${site.org.name} gallery. It shows on the site once an admin approves it.`,
    rows: [
      ['From', name],
      ['Email', member.email],
      ['Title', photo.title],
    ],
    text: description.text,
    html: html`${description.html}`,
    list: ['/admin/gallery', 'The gallery', 'Approve or delete it in the gallery'],
    reply: 'Reply to this e-mail to write to the member.',
  });
}
