import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../deps';
import type { ContactSubmission, Event, EventRegistration, EventWaitlistEntry, Volunteer } from '../../db/entities';
import { cancelLink, cancelToken } from '../cancelTokens';
import {
  contactAcknowledgement,
  contactNotice,
  registrationCancellation,
  registrationConfirmation,
  waitlistConfirmation,
  volunteerAcknowledgement,
  volunteerNotice,
  type QueuedMessage,
} from './messages';

/**
 * The mail each public form causes, queued inside the form's own transaction. Callers kick the worker
 * (`deps.mailQueue.kick()`) after the transaction commits.
 */
export type MailDeps = Pick<AppDeps, 'org' | 'config' | 'mailQueue'>;

const siteOf = (deps: MailDeps) => ({ org: deps.org, publicUrl: deps.config.publicUrl });

async function queueAll(deps: MailDeps, m: EntityManager, messages: QueuedMessage[]): Promise<void> {
  for (const message of messages) await deps.mailQueue.enqueue(m, message);
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

export function queueWaitlistMail(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  entry: EventWaitlistEntry,
  position: number,
) {
  return queueAll(deps, m, [waitlistConfirmation(siteOf(deps), event, entry, position)]);
}

export function queueCancellationMail(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  registration: EventRegistration,
  cancelledAt: Date,
) {
  return queueAll(deps, m, [registrationCancellation(siteOf(deps), event, registration, cancelledAt)]);
}

/** The thank-you to the volunteer, and a notice to the office when ADMIN_NOTIFY_EMAIL is set. */
export function queueVolunteerMails(deps: MailDeps, m: EntityManager, volunteer: Volunteer) {
  const office = deps.config.adminNotifyEmail;
  return queueAll(deps, m, [
    volunteerAcknowledgement(siteOf(deps), volunteer),
    ...(office ? [volunteerNotice(siteOf(deps), office, volunteer)] : []),
  ]);
}

/** The acknowledgement to the sender, and a notice to the office when ADMIN_NOTIFY_EMAIL is set. */
export function queueContactMails(deps: MailDeps, m: EntityManager, contact: ContactSubmission) {
  const office = deps.config.adminNotifyEmail;
  return queueAll(deps, m, [
    contactAcknowledgement(siteOf(deps), contact),
    ...(office ? [contactNotice(siteOf(deps), office, contact)] : []),
  ]);
}
