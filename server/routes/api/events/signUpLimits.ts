import type { EntityManager } from 'typeorm';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { HttpError } from '@server/errors';
import { emailSiteOf, isWebmailDomain } from '@shared/lib/registrationClusters';

/**
 * How many places on one event (seats and waiting-list entries together) one client and one e-mail domain may
 * hold through the public forms (ADR 051). A family signs up two or three people, each with their own address;
 * someone hoarding seats with made-up addresses signs up dozens. The bounds sit between the two.
 */
export const PER_CLIENT = 6;
/** An organisation's or a family's own domain: at least 8, more for a big event. */
const ORDINARY_DOMAIN_MIN = 8;
/**
 * A webmail domain that half of all registrants may use: at least 20 and three quarters of the seats, so real
 * visitors on Gmail never meet it, while one domain still cannot take the whole event.
 */
const WEBMAIL_DOMAIN_MIN = 20;

export const SIGN_UP_LIMIT_REACHED =
  "We can't take more sign-ups for this event from your connection or your e-mail's domain. If you are signing up a group, please get in touch with us.";

/** Who signs someone up through a public form: the key of their client (lib/clientKey.ts), and whether limits apply. */
export interface SignUpSource {
  clientKey: string | null;
  limited: boolean;
}

/** The most places one domain may hold on an event, or null when the event has no capacity (nothing to hoard). */
export function domainBound(domain: string, capacity: number | null): number | null {
  if (capacity == null) return null;
  return isWebmailDomain(domain)
    ? Math.max(WEBMAIL_DOMAIN_MIN, Math.ceil(capacity * 0.75))
    : Math.max(ORDINARY_DOMAIN_MIN, Math.ceil(capacity / 4));
}

/**
 * The SQL that picks an event's sign-ups at a registered domain or at any name under it (`alias.email_normalized`),
 * with its parameters; null for a domain of anything but letters, digits, dots and hyphens (no wildcard gets in).
 * Limits count by it and the office removes a domain's cluster by it, so both see the same people.
 */
export function atDomain(alias: string, eventId: string, domain: string): { sql: string; params: object } | null {
  if (!/^[a-z0-9.-]+$/.test(domain)) return null;
  return {
    sql: `${alias}.event_id = :eventId AND (${alias}.email_normalized LIKE :exact OR ${alias}.email_normalized LIKE :under)`,
    params: { eventId, exact: `%@${domain}`, under: `%@%.${domain}` },
  };
}

/** How many places of the event a client and a domain hold: in seats only, or with the waiting list. */
async function held(
  m: EntityManager,
  eventId: string,
  clientKey: string | null,
  domain: string,
  withWaiting: boolean,
): Promise<{ client: number; domain: number }> {
  const domainRows = atDomain('p', eventId, domain);
  const tables = withWaiting ? [EventRegistration, EventWaitlistEntry] : [EventRegistration];
  const counts = { client: 0, domain: 0 };
  for (const table of tables) {
    if (clientKey) counts.client += await m.countBy(table, { eventId, clientKey });
    if (domainRows) {
      counts.domain += await m.createQueryBuilder(table, 'p').where(domainRows.sql, domainRows.params).getCount();
    }
  }
  return counts;
}

/**
 * Refuses (409) a sign-up that would take a client's or a domain's places on the event over the bounds. Runs in
 * the sign-up's transaction after the event's row is locked, so parallel requests count one after another; and
 * before anything about the address is looked at, so the refusal is the same whether or not it is signed up.
 */
export async function checkSignUpLimits(
  m: EntityManager,
  event: Event,
  source: SignUpSource,
  emailNormalized: string,
): Promise<void> {
  if (!source.limited) return;
  const domain = emailSiteOf(emailNormalized);
  const counts = await held(m, event.id, source.clientKey, domain, true);
  const bound = domainBound(domain, event.maxCapacity);
  if (counts.client >= PER_CLIENT || (bound !== null && counts.domain >= bound)) {
    throw new HttpError(409, SIGN_UP_LIMIT_REACHED);
  }
}

/**
 * Whether a person waiting may take a freed seat: their client and their domain hold fewer seats than the bounds
 * allow. Entries made under the same limits always may; the check keeps a freed seat from going to a group that
 * already holds its share some other way (entries from before the limits, say), and gives it to the next person.
 */
export async function mayTakeFreedSeat(m: EntityManager, event: Event, entry: EventWaitlistEntry): Promise<boolean> {
  const domain = emailSiteOf(entry.emailNormalized);
  const counts = await held(m, event.id, entry.clientKey, domain, false);
  const bound = domainBound(domain, event.maxCapacity);
  return counts.client < PER_CLIENT && (bound === null || counts.domain < bound);
}
