import crypto from 'node:crypto';
import { isId } from '@shared/schemas/common';

/**
 * The token in a registration's cancel link (ADR 032): the registration's and its event's ids with an HMAC over
 * both under the site's session secret. Nothing is stored: the signature proves the site issued the link for that
 * one registration, and the event's id lets a second visit, after the row is gone, still name the event. How long
 * the link works is not in the token but in the event: it stops working when the event starts, wherever the event
 * is moved meanwhile.
 */

/**
 * What a link is for: part of what is signed, so a cancel link's token never works as a leave link's (the ids of a
 * registration and of a waiting-list entry are both ids).
 */
type Purpose = 'cancel-registration' | 'leave-waitlist';

function signatureOf(secret: string, purpose: Purpose, rowId: string, eventId: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\n${rowId}\n${eventId}`).digest('base64url');
}

const signedToken = (secret: string, purpose: Purpose, rowId: string, eventId: string) =>
  `${rowId}.${eventId}.${signatureOf(secret, purpose, rowId, eventId)}`;

/** The ids a token names, when the site signed it for `purpose`; null for anything else. */
function readToken(secret: string, purpose: Purpose, token: unknown): { rowId: string; eventId: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [rowId, eventId, signature, ...rest] = token.split('.');
  if (rest.length || !rowId || !eventId || !signature) return null;
  if (!isId(rowId) || !isId(eventId)) return null;
  const expected = Buffer.from(signatureOf(secret, purpose, rowId, eventId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { rowId, eventId };
}

export const cancelToken = (secret: string, registrationId: string, eventId: string): string =>
  signedToken(secret, 'cancel-registration', registrationId, eventId);

/** The ids a cancel token names, when the site signed it; null for anything else. */
export function readCancelToken(secret: string, token: unknown): { registrationId: string; eventId: string } | null {
  const ids = readToken(secret, 'cancel-registration', token);
  return ids && { registrationId: ids.rowId, eventId: ids.eventId };
}

export const cancelLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/cancel-registration?token=${encodeURIComponent(token)}`;

/**
 * The token in the leave link of every mail to someone on a waiting list: the same kind of signed pair, for one
 * waiting-list entry. It works until the event starts or the entry is gone (a seat given, the list left).
 */
export const leaveWaitlistToken = (secret: string, entryId: string, eventId: string): string =>
  signedToken(secret, 'leave-waitlist', entryId, eventId);

export function readLeaveWaitlistToken(secret: string, token: unknown): { entryId: string; eventId: string } | null {
  const ids = readToken(secret, 'leave-waitlist', token);
  return ids && { entryId: ids.rowId, eventId: ids.eventId };
}

export const leaveWaitlistLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/leave-waitlist?token=${encodeURIComponent(token)}`;
