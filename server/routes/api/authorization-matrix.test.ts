import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { TestClient } from '../../test/client';
import { createEvent, createUser, TEST_PASSWORD } from '../../test/factories';
import { apiRouters } from './index';
import { GalleryImage, HistorySection, NewsletterSubscription, UploadSlot } from '../../db/entities';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ingestImage } from '../../services/images';
import { pngWithAlpha } from '../../test/images';
import { uploadUrlFor } from '../../test/uploads';
import { addImage } from '@server/test/galleryImages';
import { enqueueMail } from '../../services/mail/queue';
import { cursorAfter } from './gallery/cursor';

/**
 * Who gets what, for every endpoint: a visitor, a signed-in user, another signed-in user acting on the first
 * one's things, an admin, and the same people through desktop bearer tokens. Each cell is the exact status.
 * A route that exists but is missing here fails the completeness check, so new endpoints must take a side.
 */

type Actor = 'visitor' | 'user' | 'other' | 'admin' | 'userToken' | 'adminToken' | 'badToken';
const ACTORS: Actor[] = ['visitor', 'user', 'other', 'admin', 'userToken', 'adminToken', 'badToken'];

interface Fixtures {
  /** The "user" actor's id, e-mail and one of their device tokens (made fresh for each call that needs it). */
  userId: string;
  userEmail: string;
  userTokenId: () => Promise<string>;
  eventId: () => Promise<string>;
  /** A fresh event with no seat free, so anyone may join its waiting list. */
  fullEventId: () => Promise<string>;
  /** A fresh public gallery image, so hiding or moving it never depends on an earlier call. */
  galleryImageId: () => Promise<string>;
  thirdUserId: string;
  /** A fresh upload URL of the "user" actor, as path and query. */
  uploadPath: () => Promise<string>;
  /** The public path of a freshly processed image nobody has added to the gallery yet. */
  uploadedImage: () => Promise<string>;
  /** The same, uploaded through an upload URL the "user" actor asked for: theirs (and admins') to add. */
  userUpload: () => Promise<string>;
  /** A gallery image uploaded by the "user" actor (approved unless asked for one waiting for approval). */
  userImageId: (isPublic?: boolean) => Promise<string>;
  /** The stored path of a real photo of the "user" actor in the gallery, waiting for approval or approved. */
  userPhotoPath: (isPublic: boolean) => Promise<string>;
  /** A fresh outgoing message that failed for good, so each retry has one to requeue. */
  failedEmailId: () => Promise<string>;
  /** A fresh contact message and volunteer application, sent through the public forms. */
  contactId: () => Promise<string>;
  volunteerId: () => Promise<string>;
  /** A fresh confirmed newsletter subscriber. */
  subscriberId: () => Promise<string>;
  /** A signed-in admin, for rows that set something up first. */
  adminClient: () => Promise<TestClient>;
  /** A fresh custom history section. */
  historySectionId: () => Promise<string>;
}

interface Row {
  /** Tells apart several rows of one route (e.g. a public and a pending stored file). */
  label?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the router declares it, for the completeness check. */
  route: string;
  call: (f: Fixtures) => Promise<{ path: string; json?: unknown; form?: Record<string, string> }>;
  expect: Record<Actor, number>;
}

const all = (status: number, badToken = 401): Record<Actor, number> => ({
  visitor: status,
  user: status,
  other: status,
  admin: status,
  userToken: status,
  adminToken: status,
  badToken,
});
const signedIn = (ok: number): Record<Actor, number> => ({ ...all(ok), visitor: 401 });
const adminOnly = (ok: number): Record<Actor, number> => ({
  visitor: 401,
  user: 403,
  other: 403,
  admin: ok,
  userToken: 403,
  adminToken: ok,
  badToken: 401,
});

const registration = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' };
const volunteer = {
  firstName: 'Jamie',
  lastName: 'Sample',
  email: 'jamie@example.org',
  phone: '(609) 555-0199',
  interest: 'Conservation Worker',
  experience: 'Trail work.',
  availability: 'Saturdays',
};
const contact = {
  firstName: 'Pat',
  lastName: 'Sample',
  email: 'pat@example.org',
  subject: 'Trails',
  message: 'Is the east loop open?',
};
const event = {
  title: 'Matrix Walk (sample)',
  description: 'A walk.',
  date: `${new Date().getFullYear() + 1}-05-02`,
  time: '9:00 AM',
  location: 'Trailhead',
  maxCapacity: 10,
};
const NEW_PASSWORD = 'a-brand-new-passphrase';
const S3_KEY = 'incoming/33333333-3333-4333-8333-333333333333';

const ROWS: Row[] = [
  // Public reads
  { method: 'GET', route: '/api/health', call: async () => ({ path: '/api/health' }), expect: all(200, 200) },
  { method: 'GET', route: '/api/events', call: async () => ({ path: '/api/events' }), expect: all(200) },
  {
    method: 'GET',
    route: '/api/upcoming-events',
    call: async () => ({ path: '/api/upcoming-events' }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/events/:id',
    call: async (f) => ({ path: `/api/events/${await f.eventId()}` }),
    expect: all(200),
  },
  // Root files for crawlers and calendar programs: outside /api/, so a bearer token is not looked at.
  { method: 'GET', route: '/sitemap.xml', call: async () => ({ path: '/sitemap.xml' }), expect: all(200, 200) },
  { method: 'GET', route: '/robots.txt', call: async () => ({ path: '/robots.txt' }), expect: all(200, 200) },
  { method: 'GET', route: '/events.ics', call: async () => ({ path: '/events.ics' }), expect: all(200, 200) },
  {
    method: 'GET',
    route: '/events/:id/calendar.ics',
    call: async (f) => ({ path: `/events/${await f.eventId()}/calendar.ics` }),
    expect: all(200, 200),
  },
  { method: 'GET', route: '/favicon.ico', call: async () => ({ path: '/favicon.ico' }), expect: all(200, 200) },
  {
    method: 'GET',
    route: '/apple-touch-icon.png',
    call: async () => ({ path: '/apple-touch-icon.png' }),
    expect: all(200, 200),
  },
  { method: 'GET', route: '/api/home-content', call: async () => ({ path: '/api/home-content' }), expect: all(200) },
  {
    method: 'GET',
    route: '/api/page-content/:key',
    call: async () => ({ path: '/api/page-content/about-image' }),
    expect: all(200),
  },
  { method: 'GET', route: '/api/gallery', call: async () => ({ path: '/api/gallery' }), expect: all(200) },
  {
    method: 'GET',
    route: '/api/gallery/first-page',
    call: async () => ({ path: '/api/gallery/first-page' }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/gallery/after/:cursor',
    call: async () => ({
      path: `/api/gallery/after/${cursorAfter({ position: 'above', displayOrder: 0, createdAt: new Date(0), id: '00000000-0000-4000-8000-000000000000' } as GalleryImage)}`,
    }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/history-content',
    call: async () => ({ path: '/api/history-content' }),
    expect: all(200),
  },
  // Stored videos are public like stored images; none is stored here, so everyone gets the same 404.
  {
    method: 'GET',
    route: '/objects/videos/:name',
    call: async () => ({ path: '/objects/videos/none.mp4' }),
    expect: all(404, 404),
  },
  // No newsletter uploaded on this site: the same 404 for everyone (ADR 057).
  {
    method: 'GET',
    route: '/api/newsletter-pdf',
    call: async () => ({ path: '/api/newsletter-pdf' }),
    expect: all(404),
  },
  {
    method: 'GET',
    route: '/api/newsletter-pdf/:id',
    call: async () => ({ path: '/api/newsletter-pdf/00000000-0000-4000-8000-000000000000' }),
    expect: all(404),
  },
  {
    method: 'GET',
    route: '/api/newsletter-issues',
    call: async () => ({ path: '/api/newsletter-issues' }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/placeholder-image',
    call: async () => ({ path: '/api/placeholder-image' }),
    expect: all(200),
  },
  // Files are not API calls: a stale desktop token must not break pictures. Unknown file: 404 for everyone.
  {
    method: 'GET',
    route: '/objects/uploads/:id',
    call: async () => ({ path: '/objects/uploads/00000000-0000-4000-8000-000000000000' }),
    expect: all(404, 404),
  },
  // A photo waiting for approval (and each of its sizes) goes to its uploader and admins only: nobody else may
  // even learn it exists. Approved, it is public.
  {
    label: 'a pending photo',
    method: 'GET',
    route: '/objects/uploads/:id',
    call: async (f) => ({ path: await f.userPhotoPath(false) }),
    expect: { visitor: 404, user: 200, other: 404, admin: 200, userToken: 200, adminToken: 200, badToken: 404 },
  },
  {
    label: "a pending photo's smaller size",
    method: 'GET',
    route: '/objects/uploads/:id',
    call: async (f) => ({ path: `${await f.userPhotoPath(false)}?w=320` }),
    expect: { visitor: 404, user: 200, other: 404, admin: 200, userToken: 200, adminToken: 200, badToken: 404 },
  },
  {
    label: 'an approved photo',
    method: 'GET',
    route: '/objects/uploads/:id',
    call: async (f) => ({ path: `${await f.userPhotoPath(true)}?w=320` }),
    expect: all(200, 200),
  },
  // The share picture of a photo follows the photo's own rule.
  {
    label: "a pending photo's share picture",
    method: 'GET',
    route: '/objects/uploads/:id/share.jpg',
    call: async (f) => ({ path: `${await f.userPhotoPath(false)}/share.jpg` }),
    expect: { visitor: 404, user: 200, other: 404, admin: 200, userToken: 200, adminToken: 200, badToken: 404 },
  },
  {
    label: "an approved photo's share picture",
    method: 'GET',
    route: '/objects/uploads/:id/share.jpg',
    call: async (f) => ({ path: `${await f.userPhotoPath(true)}/share.jpg` }),
    expect: all(200, 200),
  },

  // Public writes
  {
    method: 'POST',
    route: '/api/events/:id/register',
    call: async (f) => ({ path: `/api/events/${await f.eventId()}/register`, json: registration }),
    expect: all(201),
  },
  {
    method: 'POST',
    route: '/api/volunteers',
    call: async () => ({ path: '/api/volunteers', json: volunteer }),
    expect: all(201),
  },
  {
    method: 'POST',
    route: '/api/contact',
    call: async () => ({ path: '/api/contact', json: contact }),
    expect: all(201),
  },
  // The same forms posted by the browser itself: the page again, with the outcome.
  {
    method: 'POST',
    route: '/api/forms/events/:id/register',
    call: async (f) => ({ path: `/api/forms/events/${await f.eventId()}/register`, form: registration }),
    // Answered with a redirect to the page showing the outcome (post/redirect/get, ADR 055).
    expect: all(303),
  },
  {
    method: 'POST',
    route: '/api/forms/volunteer',
    call: async () => ({ path: '/api/forms/volunteer', form: volunteer }),
    // Answered with a redirect to the page showing the outcome (post/redirect/get, ADR 055).
    expect: all(303),
  },
  {
    method: 'POST',
    route: '/api/forms/contact',
    call: async () => ({ path: '/api/forms/contact', form: contact }),
    // Answered with a redirect to the page showing the outcome (post/redirect/get, ADR 055).
    expect: all(303),
  },

  // Sign-in, sign-up, reset (open to everyone; the answers do not depend on who asks)
  {
    method: 'POST',
    route: '/api/auth/login',
    call: async (f) => ({ path: '/api/auth/login', json: { email: f.userEmail, password: TEST_PASSWORD } }),
    expect: all(200),
  },
  {
    method: 'POST',
    route: '/api/auth/token',
    call: async (f) => ({
      path: '/api/auth/token',
      json: { email: f.userEmail, password: TEST_PASSWORD, deviceName: 'Matrix' },
    }),
    expect: all(201),
  },
  {
    method: 'GET',
    route: '/api/login',
    call: async () => ({ path: '/api/login' }),
    expect: { ...all(302), visitor: 200 },
  },
  {
    method: 'POST',
    route: '/api/login',
    call: async (f) => ({ path: '/api/login', form: { email: f.userEmail, password: TEST_PASSWORD } }),
    expect: all(302),
  },
  { method: 'GET', route: '/api/logout', call: async () => ({ path: '/api/logout' }), expect: all(302) },
  {
    method: 'POST',
    route: '/api/auth/signup',
    call: async () => ({ path: '/api/auth/signup', json: newAccount() }),
    expect: all(202),
  },
  // An address that has an account gets exactly what a new one gets (ADR 027).
  {
    method: 'POST',
    route: '/api/auth/signup',
    call: async (f) => ({ path: '/api/auth/signup', json: { ...newAccount(), email: f.userEmail } }),
    expect: all(202),
  },
  {
    method: 'POST',
    route: '/api/signup',
    call: async () => ({ path: '/api/signup', form: newAccount() }),
    expect: all(200),
  },
  {
    method: 'POST',
    route: '/api/signup',
    call: async (f) => ({ path: '/api/signup', form: { ...newAccount(), email: f.userEmail } }),
    expect: all(200),
  },
  // A made-up sign-up link: a real one would sign the caller in as the new account (accounts.test.ts covers it).
  {
    method: 'POST',
    route: '/api/auth/signup/confirm',
    call: async () => ({ path: '/api/auth/signup/confirm', json: { token: 'not-a-real-token' } }),
    expect: all(400),
  },
  {
    method: 'GET',
    route: '/api/confirm-signup',
    call: async () => ({ path: '/api/confirm-signup?token=nope' }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/confirm-signup',
    call: async () => ({ path: '/api/confirm-signup', form: { token: 'nope' } }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset',
    call: async (f) => ({ path: '/api/auth/password-reset', json: { email: f.userEmail } }),
    expect: all(202),
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset/confirm',
    call: async () => ({
      path: '/api/auth/password-reset/confirm',
      json: { token: 'not-a-real-token', password: NEW_PASSWORD },
    }),
    expect: all(400),
  },
  {
    method: 'GET',
    route: '/api/password-reset',
    call: async () => ({ path: '/api/password-reset' }),
    expect: all(200),
  },
  {
    method: 'POST',
    route: '/api/password-reset',
    call: async (f) => ({ path: '/api/password-reset', form: { email: f.userEmail } }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/reset-password',
    call: async () => ({ path: '/api/reset-password?token=nope' }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/reset-password',
    call: async () => ({ path: '/api/reset-password', form: { token: 'nope', password: NEW_PASSWORD } }),
    expect: all(400),
  },

  // Signed-in users: their own account
  { method: 'GET', route: '/api/auth/user', call: async () => ({ path: '/api/auth/user' }), expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/auth/password',
    // A wrong current password: proves the caller got past the sign-in check without ending anyone's access.
    call: async () => ({
      path: '/api/auth/password',
      json: { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD },
    }),
    expect: signedIn(400),
  },
  { method: 'GET', route: '/api/auth/tokens', call: async () => ({ path: '/api/auth/tokens' }), expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/auth/tokens/:id',
    call: async (f) => ({ path: `/api/auth/tokens/${await f.userTokenId()}` }),
    // Another user's token is "not found" to them; admins may revoke anyone's.
    expect: { ...signedIn(204), other: 404, userToken: 204 },
  },
  {
    method: 'DELETE',
    route: '/api/auth/token',
    // Revokes the bearer token the call came with, so only token holders can use it. Runs last (see below).
    call: async () => ({ path: '/api/auth/token' }),
    expect: { ...all(401), userToken: 204, adminToken: 204 },
  },

  // S3 multipart companion. This server stores files on local disk, so signed-in callers get 501
  // 'Multipart uploads need S3 storage'; s3/s3.test.ts covers the same calls against S3.
  {
    method: 'POST',
    route: '/api/s3/multipart',
    call: async () => ({ path: '/api/s3/multipart', json: { filename: 'walk.mp4', type: 'video/mp4' } }),
    expect: signedIn(501),
  },
  {
    method: 'GET',
    route: '/api/s3/multipart/:uploadId',
    call: async () => ({ path: `/api/s3/multipart/upload-1?key=${S3_KEY}` }),
    expect: signedIn(501),
  },
  {
    method: 'GET',
    route: '/api/s3/multipart/:uploadId/:partNumber',
    call: async () => ({ path: `/api/s3/multipart/upload-1/1?key=${S3_KEY}` }),
    expect: signedIn(501),
  },
  {
    method: 'POST',
    route: '/api/s3/multipart/:uploadId/complete',
    call: async () => ({
      path: `/api/s3/multipart/upload-1/complete?key=${S3_KEY}`,
      json: { parts: [{ PartNumber: 1, ETag: '"etag"' }] },
    }),
    expect: signedIn(501),
  },
  {
    method: 'DELETE',
    route: '/api/s3/multipart/:uploadId',
    call: async () => ({ path: `/api/s3/multipart/upload-1?key=${S3_KEY}` }),
    expect: signedIn(501),
  },
  {
    method: 'GET',
    route: '/api/s3/params',
    call: async () => ({ path: '/api/s3/params?filename=owl.jpg&type=image%2Fjpeg' }),
    expect: signedIn(501),
  },
  { method: 'GET', route: '/api/s3/sts', call: async () => ({ path: '/api/s3/sts' }), expect: signedIn(501) },

  // Admins only
  {
    method: 'GET',
    route: '/api/admin/volunteers',
    call: async () => ({ path: '/api/admin/volunteers' }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/contacts',
    call: async () => ({ path: '/api/admin/contacts' }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/season-stats',
    call: async () => ({ path: '/api/admin/season-stats' }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/volunteer-hours',
    call: async () => ({ path: '/api/admin/volunteer-hours' }),
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/volunteers/:id',
    call: async (f) => ({ path: `/api/admin/volunteers/${await f.volunteerId()}`, json: { isActive: false } }),
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/contacts/:id',
    call: async (f) => ({ path: `/api/admin/contacts/${await f.contactId()}`, json: { isRead: true } }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/events',
    call: async () => ({ path: '/api/admin/events', json: event }),
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/admin/event-series',
    call: async () => ({
      path: '/api/admin/event-series',
      json: {
        title: 'Matrix series',
        description: 'Two dates.',
        startTime: '09:00',
        rule: { kind: 'dates', dates: ['2031-05-03', '2031-06-07'] },
      },
    }),
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/admin/past-events',
    call: async (f) => ({
      path: '/api/admin/past-events',
      json: {
        events: [
          {
            title: 'Annual Meeting 2019',
            description: 'The meeting.',
            date: '2019-06-15',
            time: '10:00 AM',
            imageUrl: await f.uploadedImage(),
          },
        ],
      },
    }),
    expect: adminOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/admin/events/:id',
    call: async (f) => ({ path: `/api/admin/events/${await f.eventId()}`, json: { title: 'Renamed (sample)' } }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/events/:id',
    call: async (f) => ({ path: `/api/admin/events/${await f.eventId()}`, json: { title: 'Renamed (sample)' } }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/events/:id/registrations',
    call: async (f) => ({ path: `/api/admin/events/${await f.eventId()}/registrations` }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/events/:id',
    call: async (f) => ({ path: `/api/admin/events/${await f.eventId()}` }),
    expect: adminOnly(204),
  },
  {
    method: 'POST',
    route: '/api/events/:id/waitlist',
    call: async (f) => ({ path: `/api/events/${await f.fullEventId()}/waitlist`, json: registration }),
    expect: all(202),
  },
  {
    method: 'POST',
    route: '/api/forms/events/:id/waitlist',
    call: async (f) => ({ path: `/api/forms/events/${await f.fullEventId()}/waitlist`, form: registration }),
    // Answered with a redirect to the page showing the outcome (post/redirect/get, ADR 055).
    expect: all(303),
  },
  {
    method: 'GET',
    route: '/api/admin/events/:id/waitlist',
    call: async (f) => ({ path: `/api/admin/events/${await f.fullEventId()}/waitlist` }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/events/:id/registrations/:registrationId',
    call: async (f) => {
      const eventId = await f.eventId();
      const res = await (await f.adminClient()).post(`/api/events/${eventId}/register`, registration);
      return { path: `/api/admin/events/${eventId}/registrations/${res.body.id as string}` };
    },
    expect: adminOnly(204),
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/clusters/remove',
    call: async (f) => ({
      path: `/api/admin/events/${await f.eventId()}/clusters/remove`,
      json: { by: 'client', key: '0'.repeat(32) },
    }),
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/registrations/:id',
    call: async (f) => {
      const eventId = await f.eventId();
      const res = await (await f.adminClient()).post(`/api/events/${eventId}/register`, registration);
      return { path: `/api/admin/registrations/${res.body.id as string}`, json: { checkedIn: true } };
    },
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/walk-ins',
    call: async (f) => ({
      path: `/api/admin/events/${await f.eventId()}/walk-ins`,
      json: { firstName: 'Walk', lastName: 'In', email: 'walk.in@example.org' },
    }),
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/phone-registrations',
    call: async (f) => ({
      path: `/api/admin/events/${await f.eventId()}/phone-registrations`,
      json: { firstName: 'Phone', lastName: 'Caller' },
    }),
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/cancel',
    call: async (f) => ({ path: `/api/admin/events/${await f.fullEventId()}/cancel`, json: { message: 'Storm.' } }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/message',
    call: async (f) => ({
      path: `/api/admin/events/${await f.eventId()}/message`,
      json: { subject: 'Parking', message: 'Park at the barn.' },
    }),
    expect: adminOnly(202),
  },
  {
    method: 'GET',
    route: '/api/cancel-registration',
    call: async () => ({ path: '/api/cancel-registration?token=nope' }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/cancel-registration',
    call: async () => ({ path: '/api/cancel-registration', form: { token: 'nope' } }),
    expect: all(400),
  },
  {
    method: 'GET',
    route: '/api/leave-waitlist',
    call: async () => ({ path: '/api/leave-waitlist?token=nope' }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/leave-waitlist',
    call: async () => ({ path: '/api/leave-waitlist', form: { token: 'nope' } }),
    expect: all(400),
  },
  // Newsletter sign-up: one answer for everyone; the confirm page with a wrong token is a 400 page for everyone.
  {
    method: 'POST',
    route: '/api/newsletter/subscribe',
    call: async () => ({ path: '/api/newsletter/subscribe', json: { email: 'matrix@example.org' } }),
    expect: all(202),
  },
  {
    method: 'POST',
    route: '/api/forms/newsletter',
    call: async () => ({ path: '/api/forms/newsletter', form: { email: 'matrix@example.org', page: 'home' } }),
    // Answered with a redirect to the page showing the outcome (post/redirect/get, ADR 055).
    expect: all(303),
  },
  {
    method: 'GET',
    route: '/api/newsletter/confirm',
    call: async () => ({ path: '/api/newsletter/confirm?token=nope' }),
    expect: all(400),
  },
  {
    method: 'GET',
    route: '/newsletter/confirm',
    call: async () => ({ path: '/newsletter/confirm?token=nope' }),
    // Outside /api/ a bearer token is not read at all, as on every page.
    expect: all(400, 400),
  },
  {
    method: 'POST',
    route: '/api/newsletter/confirm',
    call: async () => ({ path: '/api/newsletter/confirm', form: { token: 'nope' } }),
    expect: all(400),
  },
  {
    method: 'GET',
    route: '/api/newsletter/unsubscribe',
    call: async () => ({ path: '/api/newsletter/unsubscribe?token=nope' }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: '/api/newsletter/unsubscribe',
    call: async () => ({ path: '/api/newsletter/unsubscribe', form: { token: 'nope' } }),
    expect: all(400),
  },
  {
    method: 'GET',
    route: '/api/admin/newsletter/subscribers',
    call: async () => ({ path: '/api/admin/newsletter/subscribers' }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/newsletter/subscribers/:id',
    call: async (f) => ({ path: `/api/admin/newsletter/subscribers/${await f.subscriberId()}` }),
    expect: adminOnly(204),
  },
  {
    method: 'GET',
    route: '/newsletter/unsubscribe',
    call: async () => ({ path: '/newsletter/unsubscribe?token=nope' }),
    // Outside /api/ a bearer token is not read at all, as on every page.
    expect: all(400, 400),
  },
  {
    method: 'POST',
    route: '/newsletter/unsubscribe',
    call: async () => ({ path: '/newsletter/unsubscribe?token=nope', form: { 'List-Unsubscribe': 'One-Click' } }),
    expect: all(400, 400),
  },
  {
    method: 'POST',
    route: '/api/admin/newsletter/test',
    call: async () => ({ path: '/api/admin/newsletter/test', json: { subject: 'Matrix', text: 'Sample text' } }),
    expect: adminOnly(202),
  },
  {
    method: 'POST',
    route: '/api/admin/newsletter/send',
    call: async () => ({ path: '/api/admin/newsletter/send', json: { subject: 'Matrix', text: 'Sample text' } }),
    expect: adminOnly(202),
  },
  {
    method: 'GET',
    route: '/api/admin/newsletter/runs',
    call: async () => ({ path: '/api/admin/newsletter/runs' }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/newsletter/runs/:id',
    call: async (f) => {
      const started = await (await f.adminClient()).post('/api/admin/newsletter/send', { subject: 'Run', text: 'x' });
      return { path: `/api/admin/newsletter/runs/${started.body.id as string}` };
    },
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/home-content/:section',
    call: async () => ({ path: '/api/admin/home-content/matrix', json: { title: 'Sample', content: 'Sample text' } }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/home-content',
    call: async () => ({
      path: '/api/admin/home-content',
      json: { section: 'matrix', title: 'Sample', content: 'Sample text' },
    }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/page-content/:key',
    call: async () => ({ path: '/api/admin/page-content/about-image' }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/page-content/:key',
    call: async (f) => ({ path: '/api/admin/page-content/about-image', json: { value: await f.uploadedImage() } }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/page-content',
    call: async (f) => ({
      path: '/api/admin/page-content',
      json: { key: 'about-image', value: await f.uploadedImage() },
    }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/home-content/:section',
    call: async (f) => {
      const section = `matrix-${randomUUID()}`;
      await (await f.adminClient()).put('/api/admin/home-content', { section, title: 'Doomed' });
      return { path: `/api/admin/home-content/${section}` };
    },
    expect: adminOnly(204),
  },
  {
    method: 'GET',
    route: '/api/admin/scan-video-files',
    call: async () => ({ path: '/api/admin/scan-video-files' }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/history-content',
    call: async () => ({ path: '/api/admin/history-content' }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/history-content',
    call: async () => ({
      path: '/api/admin/history-content',
      json: { title: 'Matrix history', content: 'Sample text' },
    }),
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/history-content/:id',
    call: async (f) => ({
      path: `/api/admin/history-content/${await f.historySectionId()}`,
      json: { title: 'Matrix history, edited' },
    }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/history-content/:id',
    call: async (f) => ({ path: `/api/admin/history-content/${await f.historySectionId()}` }),
    expect: adminOnly(204),
  },
  {
    method: 'GET',
    route: '/api/page-texts',
    call: async () => ({ path: '/api/page-texts' }),
    expect: all(200),
  },
  // No version named: each admin save of the same text passes, whoever saved before.
  {
    method: 'PUT',
    route: '/api/admin/page-texts/:key',
    call: async () => ({ path: '/api/admin/page-texts/about-story', json: { body: 'Matrix story' } }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/demo-content',
    call: async () => ({ path: '/api/admin/demo-content' }),
    expect: adminOnly(200),
  },
  // Nothing was seeded here, so the admin's removal removes nothing; the others must not reach it at all.
  {
    method: 'POST',
    route: '/api/admin/demo-content/remove',
    call: async () => ({ path: '/api/admin/demo-content/remove' }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/users',
    call: async () => ({ path: '/api/admin/users' }),
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id',
    call: async (f) => ({ path: `/api/admin/users/${f.thirdUserId}`, json: { isAdmin: false } }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/tokens',
    call: async (f) => ({ path: `/api/admin/users/${f.userId}/tokens` }),
    expect: adminOnly(200),
  },
  // Uploads and gallery images
  {
    method: 'POST',
    route: '/api/objects/upload',
    call: async () => ({ path: '/api/objects/upload' }),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/objects/upload/:id',
    // The signed URL is the permission, whoever sends it: everyone gets past it to the file check (no body: 415).
    call: async (f) => ({ path: await f.uploadPath() }),
    expect: all(415, 415),
  },
  {
    method: 'POST',
    route: '/api/images',
    call: async (f) => ({ path: '/api/images', json: { imageURL: await f.userUpload(), title: 'Matrix photo' } }),
    // An upload belongs to whoever asked for its URL; an admin may add it for them, another member may not.
    expect: { ...signedIn(201), other: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/images/:id',
    call: async (f) => ({ path: `/api/images/${await f.userImageId()}` }),
    // The uploader or an admin; another member is refused.
    expect: { ...signedIn(204), other: 403 },
  },
  {
    label: 'pending',
    method: 'PATCH',
    route: '/api/images/:id',
    call: async (f) => ({ path: `/api/images/${await f.userImageId(false)}`, json: { title: 'Corrected' } }),
    // The uploader (or an admin) while the photo waits for approval; another member is refused.
    expect: { ...signedIn(200), other: 403 },
  },
  {
    label: 'approved',
    method: 'PATCH',
    route: '/api/images/:id',
    call: async (f) => ({ path: `/api/images/${await f.userImageId()}`, json: { title: 'Corrected' } }),
    // Once approved, only admins may change its words.
    expect: { ...adminOnly(200) },
  },
  {
    method: 'DELETE',
    route: '/api/admin/tokens/:id',
    call: async (f) => ({ path: `/api/admin/tokens/${await f.userTokenId()}` }),
    expect: adminOnly(204),
  },
  // Gallery management
  {
    method: 'GET',
    route: '/api/gallery/order',
    call: async () => ({ path: '/api/gallery/order' }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/gallery/reorder',
    call: async (f) => ({
      path: '/api/gallery/reorder',
      json: { imageUpdates: [{ id: await f.galleryImageId(), displayOrder: 3, position: 'below' }] },
    }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/migrate-gallery-urls',
    call: async () => ({ path: '/api/admin/migrate-gallery-urls' }),
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/images/:id',
    call: async (f) => ({ path: `/api/admin/images/${await f.galleryImageId()}`, json: { isPublic: false } }),
    expect: adminOnly(200),
  },
  {
    label: 'details',
    method: 'PATCH',
    route: '/api/admin/images/:id',
    call: async (f) => ({ path: `/api/admin/images/${await f.galleryImageId()}`, json: { title: 'Corrected' } }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/images/:id/hide',
    call: async (f) => ({ path: `/api/admin/images/${await f.galleryImageId()}/hide` }),
    expect: adminOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/admin/images/:id/hide',
    call: async (f) => ({ path: `/api/admin/images/${await f.galleryImageId()}/hide` }),
    expect: adminOnly(204),
  },
  {
    method: 'POST',
    route: '/api/admin/images/:id/decline',
    // A member's photo waiting for approval, declined with a reason (it is removed and the member mailed).
    call: async (f) => ({
      path: `/api/admin/images/${await f.userImageId(false)}/decline`,
      json: { reason: 'Out of focus.' },
    }),
    expect: adminOnly(204),
  },
  // Outgoing mail queue
  {
    method: 'GET',
    route: '/api/admin/emails',
    call: async () => ({ path: '/api/admin/emails?limit=5' }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/settings',
    call: async () => ({ path: '/api/settings' }),
    expect: all(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/settings',
    // The version as it is now, so an admin's save lands (each admin row saves the unchanged values again).
    call: async (f) => {
      const current = (await (await f.adminClient()).get('/api/settings')).body as Record<string, unknown>;
      const { id: _id, updatedAt: _at, copyrightYear: _y, ...values } = current;
      // A site started without demo content has no name yet, which a save must give.
      return { path: '/api/admin/settings', json: { ...values, name: 'Matrix Friends', abbreviation: 'MF' } };
    },
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/notices',
    call: async () => ({ path: '/api/admin/notices' }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/notices',
    call: async () => ({
      path: '/api/admin/notices',
      json: {
        contactMessages: { enabled: true, recipients: ['desk@example.org'] },
        volunteerApplications: { enabled: false, recipients: [] },
        memberPhotos: { enabled: false, recipients: [] },
      },
    }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/waiting',
    call: async () => ({ path: '/api/admin/waiting' }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/newsletter-issues',
    call: async () => ({
      path: '/api/admin/newsletter-issues',
      json: {
        title: 'Matrix issue',
        issueDate: '2026-01-15',
        pdf: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      },
    }),
    expect: adminOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/admin/newsletter-issues/:id',
    call: async (f) => {
      const res = await (
        await f.adminClient()
      ).post('/api/admin/newsletter-issues', {
        title: 'To delete',
        issueDate: '2026-01-15',
        pdf: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      });
      return { path: `/api/admin/newsletter-issues/${(res.body as { id: string }).id}` };
    },
    expect: adminOnly(204),
  },
  {
    method: 'GET',
    route: '/api/admin/metrics',
    call: async () => ({ path: '/api/admin/metrics' }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/emails/:id/retry',
    call: async (f) => ({ path: `/api/admin/emails/${await f.failedEmailId()}/retry` }),
    expect: adminOnly(200),
  },
];

/** 'METHOD /route' for every route the API's routers declare (HEAD, which Koa adds to every GET, left out). */
function declaredRoutes(): Set<string> {
  const declared = new Set<string>();
  for (const router of apiRouters()) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        declared.add(`${method} ${String(layer.path)}`);
      }
    }
  }
  return declared;
}

let accountNumber = 0;
function newAccount() {
  accountNumber += 1;
  return {
    firstName: 'New',
    lastName: 'Member',
    email: `new-member-${accountNumber}-${Date.now()}@example.org`,
    password: 'plenty-long-passphrase',
  };
}

describe('authorization matrix', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  const people = {} as Record<'user' | 'other' | 'admin', { email: string }>;

  /** A fresh client for each call, so one call's sign-in or sign-out never leaks into the next. */
  async function clientFor(actor: Actor): Promise<TestClient> {
    const client = server.client();
    if (actor === 'visitor') return client;
    if (actor === 'badToken') return client.bearer('pst_this-token-was-never-issued');
    const person = actor === 'userToken' ? people.user : actor === 'adminToken' ? people.admin : people[actor];
    if (actor === 'userToken' || actor === 'adminToken') {
      const res = await client.post('/api/auth/token', {
        email: person.email,
        password: TEST_PASSWORD,
        deviceName: 'Matrix',
      });
      expect(res.status).toBe(201);
      return client.bearer(res.body.token);
    }
    await client.login(person.email, TEST_PASSWORD);
    return client;
  }

  beforeAll(async () => {
    // Local disk whatever TEST_STORAGE says: the S3 companion rows expect its 501s.
    server = await startTestServer({ s3: false });
    const { db } = server.deps;
    const user = await createUser(db);
    const other = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const third = await createUser(db);
    people.user = user;
    people.other = other;
    people.admin = admin;
    // The public page-content read answers 404 until a value exists.
    const adminClient = await clientFor('admin');
    const aboutImage = (await ingestImage(server.deps.storage, await pngWithAlpha())).url;
    const stored = await adminClient.put('/api/admin/page-content', { key: 'about-image', value: aboutImage });
    expect(stored.status).toBe(200);
    fixtures = {
      userId: user.id,
      userEmail: user.email,
      thirdUserId: third.id,
      async userTokenId() {
        const res = await server
          .client()
          .post('/api/auth/token', { email: user.email, password: TEST_PASSWORD, deviceName: 'Spare' });
        expect(res.status).toBe(201);
        return res.body.tokenInfo.id as string;
      },
      async eventId() {
        return (await createEvent(db, { maxCapacity: null })).id;
      },
      async fullEventId() {
        return (await createEvent(db, { maxCapacity: 0 })).id;
      },
      async uploadPath() {
        const url = new URL(await uploadUrlFor(await clientFor('user')));
        return url.pathname + url.search;
      },
      async uploadedImage() {
        return (await ingestImage(server.deps.storage, await pngWithAlpha())).url;
      },
      async userUpload() {
        const id = randomUUID();
        await db.write((m) =>
          m.insert(UploadSlot, { id, userId: user.id, expiresAt: new Date(Date.now() + 15 * 60_000), usedAt: null }),
        );
        return (await ingestImage(server.deps.storage, await pngWithAlpha(), id)).url;
      },
      async userImageId(isPublic = true) {
        const row = await db.write((m) =>
          m.save(
            m.create(GalleryImage, {
              title: 'Matrix photo',
              description: null,
              imageUrl: '/objects/uploads/22222222-2222-4222-8222-222222222222',
              altText: null,
              category: 'conservation',
              uploadedBy: user.id,
              isPublic,
              displayOrder: 0,
              position: 'above',
              createdAt: new Date(),
            }),
          ),
        );
        return row.id;
      },
      async galleryImageId() {
        return (await addImage(db)).id;
      },
      async userPhotoPath(isPublic) {
        const id = randomUUID();
        await db.write((m) =>
          m.insert(UploadSlot, { id, userId: user.id, expiresAt: new Date(Date.now() + 15 * 60_000), usedAt: null }),
        );
        const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#2f6f4f' } })
          .jpeg()
          .toBuffer();
        const stored = await ingestImage(server.deps.storage, photo, id);
        await addImage(db, { imageUrl: stored.url, uploadedBy: user.id, isPublic });
        return stored.url;
      },
      async failedEmailId() {
        const row = await db.write(async (m) => {
          const r = await enqueueMail(
            m,
            {
              kind: 'contact-acknowledgement',
              to: 'matrix@example.org',
              subject: 'Matrix',
              text: 'Hi',
              html: '<p>Hi</p>',
            },
            'preserve.test',
          );
          r.status = 'failed';
          r.lastError = 'matrix';
          return m.save(r);
        });
        return row.id;
      },
      async subscriberId() {
        const id = randomUUID();
        await server.deps.db.repo(NewsletterSubscription).insert({
          id,
          email: `matrix-${id}@example.org`,
          firstName: null,
          isActive: true,
          subscribedAt: new Date(),
          confirmedAt: new Date(),
        });
        return id;
      },
      async contactId() {
        const res = await server.client().post('/api/contact', contact);
        expect(res.status).toBe(201);
        return res.body.id as string;
      },
      async volunteerId() {
        const res = await server.client().post('/api/volunteers', volunteer);
        expect(res.status).toBe(201);
        return res.body.id as string;
      },
      adminClient: async () => adminClient,
      async historySectionId() {
        const row = await db.write((m) =>
          m.save(
            m.create(HistorySection, {
              title: 'Matrix section',
              content: null,
              imageUrl: null,
              imageAlt: null,
              isVisible: true,
              displayOrder: 0,
              createdAt: new Date(),
              updatedAt: new Date(),
              updatedBy: null,
            }),
          ),
        );
        return row.id;
      },
    };
  });
  afterAll(() => server.close());

  it('covers every route the API declares', () => {
    const declared = declaredRoutes();
    const covered = new Set(ROWS.map((r) => `${r.method} ${r.route}`));
    expect([...declared].filter((r) => !covered.has(r)).sort()).toEqual([]);
    expect([...covered].filter((r) => !declared.has(r)).sort()).toEqual([]);
  });

  /**
   * Makes the row's request (fresh fixtures each time) as `actor`, or through `client` when given; `alter` may change
   * its path.
   */
  async function send(
    row: Row,
    actor: Actor,
    alter: (path: string) => string = (p) => p,
    headers: Record<string, string> = {},
    client?: TestClient,
  ) {
    client ??= await clientFor(actor);
    const req = await row.call(fixtures);
    const path = alter(req.path);
    return req.form
      ? client.request(row.method, path, {
          body: new URLSearchParams(req.form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        })
      : client.request(row.method, path, req.json === undefined ? { headers } : { json: req.json, headers });
  }

  /**
   * One signed-in client per actor for a run of rows that only read: a read neither signs in nor out, so it cannot
   * leak into the next call. Signing out is the one GET that changes the session, and it gets fresh clients like every
   * write; after any such row (a password change ends every session of its account) the next read signs in afresh.
   */
  const readers = new Map<Actor, Promise<TestClient>>();
  const readerFor = (actor: Actor) => {
    if (!readers.has(actor)) readers.set(actor, clientFor(actor));
    return readers.get(actor)!;
  };
  const onlyReads = (row: Row) => row.method === 'GET' && !row.route.includes('logout');
  /** The row's request as `actor`: through the kept reader when the row only reads, else through a fresh client. */
  const sendInTurn = async (row: Row, actor: Actor) =>
    send(row, actor, undefined, {}, onlyReads(row) ? await readerFor(actor) : undefined);

  for (const row of ROWS) {
    it(`${row.method} ${row.route}${row.label ? ` (${row.label})` : ''}`, async () => {
      const seen: Partial<Record<Actor, number>> = {};
      for (const actor of ACTORS) seen[actor] = (await sendInTurn(row, actor)).status;
      if (!onlyReads(row)) readers.clear();
      expect(seen).toEqual(row.expect);
    });
  }

  // Another site's page may not start any write, whoever the visitor is: signed in, with a token, or nobody yet
  // (a cross-site sign-in or sign-up would put the visitor into an account the other site controls).
  it('every write started by another site is refused with 403, whoever calls', async () => {
    const problems: string[] = [];
    // Nobody, a session cookie, a bearer token. A refused write runs no handler (no sign-out, no password change), so
    // each keeps one client for every row; a write that got through would fail the test either way.
    const callers = await Promise.all(
      (['visitor', 'admin', 'adminToken'] as const).map(async (actor) => [actor, await clientFor(actor)] as const),
    );
    for (const row of ROWS.filter((r) => r.method !== 'GET')) {
      for (const [actor, client] of callers) {
        for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Array<
          Record<string, string>
        >) {
          const res = await send(row, actor, undefined, headers, client);
          // Outside /api/ (the newsletter's unsubscribe address) the refusal is the error page, not JSON.
          const refused = row.route.startsWith('/api/') ? res.body?.message === 'Cross-site request refused.' : true;
          if (res.status !== 403 || !refused) {
            problems.push(`${row.method} ${row.route} as ${actor} with ${JSON.stringify(headers)}: ${res.status}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  // Admin data and account answers must never sit in a browser's or a proxy's cache, whatever the answer was.
  it('every /api/admin/* and /api/auth/* route, and the account pages, answer Cache-Control: no-store', async () => {
    const accountPages = ['/api/login', '/api/logout', '/api/signup', '/api/password-reset', '/api/reset-password'];
    const privateRoutes = [...declaredRoutes()]
      .map((r) => r.split(' ') as [Row['method'], string])
      .filter(([, route]) => /^\/api\/(admin|auth)\//.test(route) || accountPages.includes(route));
    expect(privateRoutes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [method, route] of privateRoutes) {
      const row = ROWS.find((r) => r.method === method && r.route === route);
      if (!row) throw new Error(`no matrix row for ${method} ${route}`);
      const answers = [
        ...(await Promise.all(
          (['admin', 'visitor', 'user', 'badToken'] as const).map(
            async (actor) => [actor, await sendInTurn(row, actor)] as const,
          ),
        )),
        // Refused before any route runs: a broken escape in the query.
        [
          'admin, broken query',
          await send(row, 'admin', (p) => `${p}${p.includes('?') ? '&' : '?'}x=%E0%A4%A`),
        ] as const,
      ];
      if (!onlyReads(row)) readers.clear();
      for (const [who, res] of answers) {
        if (res.headers.get('cache-control') !== 'no-store')
          problems.push(`${method} ${route} as ${who}: ${res.status} with ${res.headers.get('cache-control')}`);
      }
    }
    for (const path of ['/api/admin/no-such-thing', '/api/auth/no-such-thing']) {
      const res = await (await clientFor('admin')).get(path);
      if (res.status !== 404 || res.headers.get('cache-control') !== 'no-store')
        problems.push(`GET ${path}: ${res.status} with ${res.headers.get('cache-control')}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
