import crypto from 'node:crypto';
import { isId } from '@shared/schemas/common';

/**
 * The token in a registration's cancel link (ADR 032): the registration's and its event's ids with an HMAC over
 * both under the site's session secret. Nothing is stored: the signature proves the site issued the link for that
 * one registration, and the event's id lets a second visit, after the row is gone, still name the event. How long
 * the link works is not in the token but in the event: it stops working when the event starts, wherever the event
 * is moved meanwhile.
 */

const PURPOSE = 'cancel-registration';

function signatureOf(secret: string, registrationId: string, eventId: string): string {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}\n${registrationId}\n${eventId}`).digest('base64url');
}

export function cancelToken(secret: string, registrationId: string, eventId: string): string {
  return `${registrationId}.${eventId}.${signatureOf(secret, registrationId, eventId)}`;
}

/** The ids a token names, when the site signed it; null for anything else. */
export function readCancelToken(secret: string, token: unknown): { registrationId: string; eventId: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [registrationId, eventId, signature, ...rest] = token.split('.');
  if (rest.length || !registrationId || !eventId || !signature) return null;
  if (!isId(registrationId) || !isId(eventId)) return null;
  const expected = Buffer.from(signatureOf(secret, registrationId, eventId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { registrationId, eventId };
}

export const cancelLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/cancel-registration?token=${encodeURIComponent(token)}`;
