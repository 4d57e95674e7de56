import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../deps';
import type {
  ContactSubmission,
  Event,
  EventRegistration,
  EventWaitlistEntry,
  User,
  Volunteer,
} from '../../db/entities';
import { noticeRecipients } from '../notices';
import { cancelLink, cancelToken, leaveWaitlistLink, leaveWaitlistToken } from '../cancelTokens';
import {
  contactAcknowledgement,
  contactNotice,
  memberPhotoNotice,
  registrationCancellation,
  registrationConfirmation,
  waitlistConfirmation,
  volunteerAcknowledgement,
  volunteerNotice,
  type QueuedMessage,
} from './messages';
import { alreadyRegisteredNotice, alreadyWaitingNotice } from './alreadySignedUp';

/**
 * The mail each public form causes, queued inside the form's own transaction. Callers kick the worker
 * (`deps.mailQueue.kick()`) after the transaction commits. Each answers whether the message to the visitor was
 * queued: false when the per-mailbox cap held it back (ADR 051), so the form can say so instead of promising mail.
 */
export type MailDeps = Pick<AppDeps, 'org' | 'config' | 'mailQueue'>;

const siteOf = (deps: MailDeps) => ({ org: deps.org, publicUrl: deps.config.publicUrl });

/** Queues each message; true when the first (the one to the visitor) was queued. */
async function queueAll(deps: MailDeps, m: EntityManager, messages: QueuedMessage[]): Promise<boolean> {
  const queued = [];
  for (const message of messages) queued.push((await deps.mailQueue.enqueue(m, message)) !== null);
  return queued[0] ?? false;
}

/** The confirmation with its calendar file and the link that cancels this one registration. */
export function queueRegistrationMail(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  registration: EventRegistration,
  fromWaitlist = false,
) {
  const token = cancelToken(deps.config.sessionSecret, registration.id, event.id);
  const link = cancelLink(deps.config.publicUrl, token);
  return queueAll(deps, m, [registrationConfirmation(siteOf(deps), event, registration, link, fromWaitlist)]);
}

/** To an address asked for again while registered: nothing changed, and its own cancel link (ADR 051). */
export function queueAlreadyRegisteredMail(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  registration: EventRegistration,
) {
  const link = cancelLink(deps.config.publicUrl, cancelToken(deps.config.sessionSecret, registration.id, event.id));
  return queueAll(deps, m, [alreadyRegisteredNotice(siteOf(deps), event, registration, link)]);
}

/** To an address asked for again while waiting: its place is kept (ADR 051). */
export function queueAlreadyWaitingMail(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  entry: EventWaitlistEntry,
  position: number,
) {
  return queueAll(deps, m, [alreadyWaitingNotice(siteOf(deps), event, entry, position, leaveLinkOf(deps, entry))]);
}

export function queueWaitlistMail(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  entry: EventWaitlistEntry,
  position: number,
) {
  return queueAll(deps, m, [waitlistConfirmation(siteOf(deps), event, entry, position, leaveLinkOf(deps, entry))]);
}

/** The signed link that takes one entry off its event's waiting list: in every mail to someone waiting. */
export const leaveLinkOf = (deps: Pick<MailDeps, 'config'>, entry: EventWaitlistEntry) =>
  leaveWaitlistLink(deps.config.publicUrl, leaveWaitlistToken(deps.config.sessionSecret, entry.id, entry.eventId));

export function queueCancellationMail(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  registration: EventRegistration,
  cancelledAt: Date,
) {
  return queueAll(deps, m, [registrationCancellation(siteOf(deps), event, registration, cancelledAt)]);
}

/** The thank-you to the volunteer, and a notice to each address the notices name (services/notices.ts). */
export async function queueVolunteerMails(deps: MailDeps, m: EntityManager, volunteer: Volunteer) {
  const office = await noticeRecipients(deps, m, 'volunteerApplications');
  return queueAll(deps, m, [
    volunteerAcknowledgement(siteOf(deps), volunteer),
    ...office.map((to) => volunteerNotice(siteOf(deps), to, volunteer)),
  ]);
}

/** The acknowledgement to the sender, and a notice to each address the notices name. */
export async function queueContactMails(deps: MailDeps, m: EntityManager, contact: ContactSubmission) {
  const office = await noticeRecipients(deps, m, 'contactMessages');
  return queueAll(deps, m, [
    contactAcknowledgement(siteOf(deps), contact),
    ...office.map((to) => contactNotice(siteOf(deps), to, contact)),
  ]);
}

/** A member's photo waits for approval: a notice to each address the notices name, none to the member. */
export async function queueMemberPhotoNotices(
  deps: MailDeps,
  m: EntityManager,
  member: User,
  photo: { title: string; description: string | null },
) {
  for (const to of await noticeRecipients(deps, m, 'memberPhotos'))
    await deps.mailQueue.enqueue(m, memberPhotoNotice(siteOf(deps), to, member, photo));
}
