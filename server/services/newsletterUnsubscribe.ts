import { signedIds } from './signedIds';
import { UNSEEN_BY_VISITORS, type Database } from '../db/database';
import { NewsletterSubscription } from '../db/entities';

/**
 * Leaving the newsletter without signing in (ADR 038). Every newsletter mail carries a link with a token that
 * names one subscription, signed under the site's session secret like the confirmation and cancel links; nothing
 * secret is stored. Unsubscribing deletes the row, so the address is forgotten rather than kept as "unsubscribed".
 */

const unsubscribeTokens = signedIds('newsletter-unsubscribe');
export const unsubscribeToken = unsubscribeTokens.sign;
export const readUnsubscribeToken = unsubscribeTokens.read;

/** The short address outside /api/, like the confirmation link; it answers the page's GET and the one-click POST. */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** The address part of a From header: `Name <a@b>` or a bare address. */
function addressOf(mailFrom: string): string {
  return /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * The headers that let a mail program offer its own "unsubscribe" button (RFC 2369) and do it in one click
 * without opening a page (RFC 8058): the link's POST with `List-Unsubscribe=One-Click` unsubscribes at once.
 * The mailto is for programs that only know mail; the office reads those by hand, so it goes to the organisation's
 * own address when one is set (the sending address is often a no-reply box nobody reads).
 */
export function unsubscribeHeaders(
  site: { publicUrl: string; sessionSecret: string; mailFrom: string },
  subscriptionId: string,
  officeEmail?: string,
): Record<string, string> {
  return unsubscribeFor(site, subscriptionId, officeEmail).headers;
}

/** The link for a newsletter's footer and the headers that name it, for one subscription. */
export function unsubscribeFor(
  site: { publicUrl: string; sessionSecret: string; mailFrom: string },
  subscriptionId: string,
  officeEmail?: string,
): { link: string; headers: Record<string, string> } {
  const link = unsubscribeLink(site.publicUrl, unsubscribeToken(site.sessionSecret, subscriptionId));
  const mailbox = officeEmail?.trim() || addressOf(site.mailFrom);
  return {
    link,
    headers: {
      'List-Unsubscribe': `<${link}>, <mailto:${mailbox}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Deletes the subscription; answers whether there was one to delete (a second press finds none). */
export async function unsubscribe(db: Database, id: string): Promise<boolean> {
  const result = await db.write((m) => m.delete(NewsletterSubscription, { id }), UNSEEN_BY_VISITORS);
  return (result.affected ?? 0) > 0;
}
