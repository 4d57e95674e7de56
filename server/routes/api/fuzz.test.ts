import { registrationCheckInSchema } from '@shared/schemas/checkIn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestClient } from '../../test/client';
import { createEvent, createUser, TEST_PASSWORD } from '../../test/factories';
import { pngWithAlpha, tinyPngOfHugeSize } from '../../test/images';
import { ingestImage } from '../../services/images';
import {
  entities,
  ContactSubmission,
  User,
  Event,
  EventRegistration,
  HomePageContent,
  PageText,
  PageContent,
  Volunteer,
} from '../../db/entities';
import { GalleryImage, HistorySection, UploadSlot } from '../../db/entities';
import { randomUUID } from 'node:crypto';
import { addImage } from '@server/test/galleryImages';
import { CONTROL_CHARACTERS } from '@shared/lib/controlCharacters';
import { SAMPLE_SETTINGS, settingsValuesOf } from '@shared/organisation';
import type { z } from '../../../shared/schemas/zod';
import { matchRoute } from '@shared/api/routes';
import {
  cancelEventSchema,
  historySectionSchema,
  insertContactSchema,
  insertEventSchema,
  insertRegistrationSchema,
  insertVolunteerSchema,
  loginSchema,
  messageRegistrantsSchema,
  pageTextSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  removeClusterSchema,
  signupConfirmSchema,
  signupSchema,
  siteSettingsSchema,
  tokenRequestSchema,
  updateContactSchema,
  updateEventSchema,
  updateUserSchema,
  updateVolunteerSchema,
  upsertHomeContentSchema,
  upsertPageContentSchema,
  walkInSchema,
} from '@shared/schemas';
import { homeSectionSchema, pageContentSchema } from '@shared/schemas/content';
import { createGalleryImageSchema } from '@shared/schemas/gallery';
import { moderateImageSchema, reorderGallerySchema } from '@shared/schemas/galleryAdmin';
import { editImageDetailsSchema } from '@shared/schemas/galleryImageDetails';
import { completeMultipartSchema, createMultipartSchema } from '@shared/schemas/s3';
import { newsletterMessageSchema, newsletterSignupSchema } from '@shared/schemas/newsletter';
import { createPastEventsSchema } from '@shared/schemas/pastEvents';

/**
 * Generated bad bodies against every write endpoint, from the fields of the shared schema its handler parses
 * (`fieldsOf`): wrong types, huge strings, broken JSON,
 * control characters, prototype-pollution keys, lists and nulls where objects belong, and a few well-formed
 * bodies that name what the caller may not use (`wellFormed`). Every body is built to be refused, so every answer
 * must be a 4xx, never a 5xx, and no table may change. The generator is seeded:
 * a failure names its seed and case, and FUZZ_SEED=<n> replays it.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES_PER_ENDPOINT = Number(process.env.FUZZ_CASES ?? 40);

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}
type Gen = ReturnType<typeof generator>;

type Kind = 'text' | 'email' | 'password' | 'number' | 'bool' | 'enum' | 'list' | 'object';
/** One body field as the endpoint's shared schema has it (`fieldsOf`), with the values that schema refuses. */
interface Field {
  kind: Kind;
  /** The schema refuses the body without it. */
  required: boolean;
  /** The schema refuses every blank spelling of it (a password may be spaces). */
  blankable: boolean;
  max?: number;
  /** Of `WRONG`, the values the field's own schema refuses. */
  wrong: unknown[];
  /** The schema refuses a text of 100,000 characters (by its length or its pattern). */
  bounded: boolean;
}
interface Endpoint {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path(g: Gen): string;
  admin?: boolean;
  /** Updates: any subset of fields is valid, so "missing" is not a fault and an empty body is not bad. */
  partial?: boolean;
  /** DELETE takes no body: only its path can be bad. */
  noBody?: boolean;
  /** A browser form's target: it answers with a page, not JSON. */
  html?: boolean;
  /**
   * A public form the browser posts itself: a refused post is answered with a redirect (303) to the form's page,
   * which shows the refusal (post/redirect/get, ADR 055); a body the server cannot read at all is still a 4xx.
   */
  redirects?: boolean;
  /** Needs a signed-in (non-admin) caller. */
  member?: boolean;
  fields: Record<string, Field>;
  valid: Record<string, unknown>;
  /**
   * Bodies the schema accepts that must still be refused, mixed in with the generated ones: an address of
   * someone else's upload, an image over the pixel limit. Each may set up what it names first.
   */
  wellFormed?: Array<{ label: string; prepare?: () => Promise<void>; body: () => Record<string, unknown> }>;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b'];
const POLLUTION = [
  '"__proto__":{"isAdmin":true,"polluted":"yes"}',
  '"constructor":{"prototype":{"isAdmin":true,"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":null',
  '"toString":"x","hasOwnProperty":1,"valueOf":{}',
];

/** Values that are wrong somewhere: each field is tried with those of them its own schema refuses. */
const WRONG: unknown[] = [
  ...[123, -1.5, true, false, 0, 1, 7, null, {}, [], ['x'], { $ne: '' }],
  ...['not-an-email', 'a@b', '@example.org', ['a@example.org']],
  ...['12', 1.5, 100_001, 1e308, '1e3', 'true', 'yes'],
  ...['Board', 'event volunteer', [1, 2], [{}], [null], Array.from({ length: 25 }, () => '/a.jpg')],
  ...[20260615, '2026-02-30', 'next tuesday', '9999-99-99', '2026-13-01'],
  ...['About_Image', '../etc/passwd', '-start', 'a b'],
];
const BLANKS = ['', '   ', '\u0000', '\u0001\u0002\u001b', '\t\n', '\u007f\u0085'];

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: z.ZodRawShape };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** What a value must be under the wrappers and transforms: the string, number, list... a schema starts from. */
function coreOf(schema: z.ZodType): z.ZodType {
  for (;;) {
    const def = defOf(schema);
    if (WRAPPERS.has(def.type)) schema = def.innerType!;
    else if (def.type === 'pipe') schema = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    else return schema;
  }
}

function maxLengthOf(schema: z.ZodType): number | undefined {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }> }).checks;
  return checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
}

function kindOf(field: z.ZodType, core: z.ZodType): Kind | null {
  switch (defOf(core).type) {
    case 'string': {
      if (field.safeParse('reader@example.org').success && !field.safeParse('reader').success) return 'email';
      // Text fields are trimmed; a password is taken as typed.
      const spaced = field.safeParse(' plenty-long-passphrase-9 ');
      return spaced.success && spaced.data === ' plenty-long-passphrase-9 ' ? 'password' : 'text';
    }
    case 'number':
      return 'number';
    case 'boolean':
      return 'bool';
    case 'enum':
    case 'literal':
      return 'enum';
    case 'array':
    case 'tuple':
      return 'list';
    // The honeypot takes anything, so nothing sent in it is wrong.
    case 'unknown':
    case 'any':
      return null;
    default:
      return 'object';
  }
}

/**
 * The body fields of an endpoint, read from the shared schema its handler parses, so a field added there is fuzzed
 * here too and a bound changed there moves the too-long values with it.
 */
function fieldsOf(schema: z.ZodType): Record<string, Field> {
  let object = schema;
  while (defOf(object).type !== 'object') {
    const def = defOf(object);
    object = def.type === 'pipe' ? def.in! : def.innerType!;
  }
  const fields: Record<string, Field> = {};
  for (const [name, field] of Object.entries(defOf(object).shape!) as Array<[string, z.ZodType]>) {
    const core = coreOf(field);
    const kind = kindOf(field, core);
    if (!kind) continue;
    fields[name] = {
      kind,
      required: !field.safeParse(undefined).success,
      blankable: BLANKS.every((b) => !field.safeParse(b).success),
      max: kind === 'text' || kind === 'email' || kind === 'password' ? maxLengthOf(core) : undefined,
      wrong: WRONG.filter((v) => !field.safeParse(v).success),
      bounded: !field.safeParse('x'.repeat(100_000)).success,
    };
  }
  return fields;
}

/** The pages behind the links in mails read their token themselves, with no shared schema to read it from. */
const TOKEN_FORM: Record<string, Field> = {
  token: {
    kind: 'text',
    required: true,
    blankable: true,
    max: 200,
    wrong: [123, -1.5, true, false, {}, [], ['x'], { $ne: '' }],
    bounded: true,
  },
};

const NEWSLETTER_VALID = { email: 'reader@example.org', firstName: 'Reader' };
const SIGNUP_CONFIRM_VALID = {
  token: 'not-a-real-token',
  firstName: 'New',
  lastName: 'Member',
  password: 'plenty-long-passphrase',
};
const CONTACT_VALID = {
  firstName: 'Pat',
  lastName: 'Sample',
  email: 'pat@example.org',
  subject: 'Hi',
  message: 'Hello',
};
const VOLUNTEER_VALID = {
  firstName: 'Jamie',
  lastName: 'Sample',
  email: 'jamie@example.org',
  interest: 'Event Volunteer',
};
const REGISTRATION_VALID = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' };

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    path: () => '/api/auth/login',
    fields: fieldsOf(loginSchema),
    valid: { email: 'nobody@example.org', password: 'not the password' },
  },
  {
    name: 'POST /api/login',
    method: 'POST',
    path: () => '/api/login',
    fields: fieldsOf(loginSchema),
    valid: { email: 'nobody@example.org', password: 'not the password', returnTo: '/' },
  },
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: () => '/api/contact',
    fields: fieldsOf(insertContactSchema),
    valid: CONTACT_VALID,
  },
  {
    name: 'POST /api/volunteers',
    method: 'POST',
    path: () => '/api/volunteers',
    fields: fieldsOf(insertVolunteerSchema),
    valid: VOLUNTEER_VALID,
  },
  {
    name: 'POST /api/events/:id/register',
    method: 'POST',
    path: () => `/api/events/${ids.event}/register`,
    fields: fieldsOf(insertRegistrationSchema),
    valid: REGISTRATION_VALID,
  },
  {
    name: 'POST /api/admin/events',
    method: 'POST',
    admin: true,
    path: () => '/api/admin/events',
    fields: fieldsOf(insertEventSchema),
    valid: { title: 'Walk', description: 'A walk', date: '2027-06-15', time: '10:00 AM', maxCapacity: 10 },
  },
  {
    name: 'POST /api/admin/past-events',
    method: 'POST',
    admin: true,
    path: () => '/api/admin/past-events',
    fields: fieldsOf(createPastEventsSchema),
    valid: {
      events: [
        {
          title: 'Annual Meeting 2019',
          description: 'The meeting.',
          date: '2019-06-15',
          time: '10:00 AM',
          imageUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000',
        },
      ],
    },
  },
  {
    name: 'PATCH /api/admin/events/:id',
    method: 'PATCH',
    admin: true,
    partial: true,
    path: () => `/api/admin/events/${ids.event}`,
    fields: fieldsOf(updateEventSchema),
    valid: { title: 'Changed', maxCapacity: 30 },
  },
  {
    name: 'DELETE /api/admin/events/:id',
    method: 'DELETE',
    admin: true,
    noBody: true,
    path: (g) =>
      `/api/admin/events/${encodeURIComponent(
        g.pick([
          '00000000-0000-4000-8000-000000000000',
          'not-a-uuid',
          "' OR 1=1 --",
          '%00',
          'a'.repeat(2000),
          '__proto__',
          `${ids.event}x`,
          '..%2F..%2Fetc%2Fpasswd',
        ]),
      )}`,
    fields: {},
    valid: {},
  },
  {
    name: 'PUT /api/admin/home-content/:section',
    method: 'PUT',
    admin: true,
    path: () => '/api/admin/home-content/fuzz',
    fields: fieldsOf(homeSectionSchema),
    valid: { title: 'Fuzz', content: '<p>Hello</p>', isVisible: true, displayOrder: 1 },
  },
  {
    name: 'PUT /api/admin/page-content/:key',
    method: 'PUT',
    admin: true,
    path: () => '/api/admin/page-content/about-image',
    fields: fieldsOf(pageContentSchema),
    valid: { value: '/objects/uploads/x' },
    wellFormed: [
      {
        label: 'an image over the pixel limit',
        prepare: () => fixtures.refillHuge(),
        body: () => ({ value: `/x/incoming/${ids.huge}` }),
      },
    ],
  },
  {
    name: 'DELETE /api/admin/home-content/:section',
    method: 'DELETE',
    admin: true,
    noBody: true,
    // Never the 'existing' section the snapshot holds: every path here names no section.
    path: (g) =>
      `/api/admin/home-content/${encodeURIComponent(g.pick(['missing-section', "' OR 1=1 --", '%00', 'a'.repeat(2000), '__proto__', '..%2F..%2Fetc']))}`,
    fields: {},
    valid: {},
  },
  // History content.
  {
    name: 'POST /api/admin/history-content',
    method: 'POST',
    admin: true,
    path: () => '/api/admin/history-content',
    fields: fieldsOf(historySectionSchema),
    valid: { title: 'Fuzz', content: 'Text', imageUrl: null, imageAlt: null, isVisible: true, displayOrder: 1 },
  },
  {
    name: 'PUT /api/admin/history-content/:id',
    method: 'PUT',
    admin: true,
    path: () => `/api/admin/history-content/${ids.history}`,
    fields: fieldsOf(historySectionSchema),
    valid: { title: 'Changed', content: 'Text', imageUrl: null, imageAlt: null, isVisible: true, displayOrder: 2 },
  },
  {
    name: 'DELETE /api/admin/history-content/:id',
    method: 'DELETE',
    admin: true,
    noBody: true,
    path: (g) =>
      `/api/admin/history-content/${encodeURIComponent(
        g.pick([
          '00000000-0000-4000-8000-000000000000',
          'not-a-uuid',
          "' OR 1=1 --",
          '%00',
          'a'.repeat(2000),
          `${ids.history}x`,
        ]),
      )}`,
    fields: {},
    valid: {},
  },
  // Accounts: sign-up, reset, password change, desktop tokens, admin user changes.
  {
    name: 'POST /api/auth/signup',
    method: 'POST',
    path: () => '/api/auth/signup',
    fields: fieldsOf(signupSchema),
    valid: { email: 'new-member@example.org' },
  },
  {
    name: 'POST /api/signup',
    method: 'POST',
    html: true,
    path: () => '/api/signup',
    fields: fieldsOf(signupSchema),
    valid: { email: 'form-member@example.org', returnTo: '/' },
  },
  {
    name: 'POST /api/auth/signup/confirm',
    method: 'POST',
    path: () => '/api/auth/signup/confirm',
    fields: fieldsOf(signupConfirmSchema),
    valid: SIGNUP_CONFIRM_VALID,
  },
  {
    name: 'POST /api/confirm-signup',
    method: 'POST',
    html: true,
    path: () => '/api/confirm-signup',
    fields: fieldsOf(signupConfirmSchema),
    valid: SIGNUP_CONFIRM_VALID,
  },
  {
    name: 'POST /api/auth/password-reset',
    method: 'POST',
    path: () => '/api/auth/password-reset',
    fields: fieldsOf(passwordResetRequestSchema),
    valid: { email: 'someone@example.org' },
  },
  {
    name: 'POST /api/password-reset',
    method: 'POST',
    html: true,
    path: () => '/api/password-reset',
    fields: fieldsOf(passwordResetRequestSchema),
    valid: { email: 'someone@example.org' },
  },
  {
    name: 'POST /api/auth/password-reset/confirm',
    method: 'POST',
    path: () => '/api/auth/password-reset/confirm',
    fields: fieldsOf(passwordResetConfirmSchema),
    valid: { token: 'not-a-real-token', password: 'plenty-long-passphrase' },
  },
  {
    name: 'POST /api/reset-password',
    method: 'POST',
    html: true,
    path: () => '/api/reset-password',
    fields: fieldsOf(passwordResetConfirmSchema),
    valid: { token: 'not-a-real-token', password: 'plenty-long-passphrase' },
  },
  {
    name: 'POST /api/auth/password',
    method: 'POST',
    member: true,
    path: () => '/api/auth/password',
    fields: fieldsOf(passwordChangeSchema),
    valid: { currentPassword: 'not the password', newPassword: 'another-long-passphrase' },
  },
  {
    name: 'POST /api/auth/token',
    method: 'POST',
    path: () => '/api/auth/token',
    fields: fieldsOf(tokenRequestSchema),
    valid: { email: 'nobody@example.org', password: 'not the password', deviceName: 'Office PC' },
  },
  {
    name: 'PATCH /api/admin/users/:id',
    method: 'PATCH',
    admin: true,
    path: () => `/api/admin/users/${ids.member}`,
    fields: fieldsOf(updateUserSchema),
    valid: { isAdmin: true },
  },
  {
    name: 'PATCH /api/admin/contacts/:id',
    method: 'PATCH',
    admin: true,
    path: () => `/api/admin/contacts/${ids.contact}`,
    fields: fieldsOf(updateContactSchema),
    valid: { isRead: true },
  },
  {
    name: 'PATCH /api/admin/volunteers/:id',
    method: 'PATCH',
    admin: true,
    path: () => `/api/admin/volunteers/${ids.volunteer}`,
    fields: fieldsOf(updateVolunteerSchema),
    valid: { isActive: false },
  },
  {
    name: 'DELETE /api/auth/tokens/:id',
    method: 'DELETE',
    member: true,
    noBody: true,
    path: (g) => `/api/auth/tokens/${encodeURIComponent(BAD_IDS(g))}`,
    fields: {},
    valid: {},
  },
  {
    name: 'DELETE /api/admin/tokens/:id',
    method: 'DELETE',
    admin: true,
    noBody: true,
    path: (g) => `/api/admin/tokens/${encodeURIComponent(BAD_IDS(g))}`,
    fields: {},
    valid: {},
  },
  // Uploads and gallery images. POST /api/objects/upload takes no body, so it has nothing to fuzz.
  {
    name: 'POST /api/images',
    method: 'POST',
    member: true,
    path: () => '/api/images',
    fields: fieldsOf(createGalleryImageSchema),
    // A real processed upload, so the generated fault is the only thing that can make the request fail.
    get valid() {
      return { imageUrl: ids.upload, title: 'Owl', category: 'wildlife' };
    },
    wellFormed: [
      { label: "someone else's upload", body: () => ({ imageUrl: ids.othersUpload, title: 'Owl' }) },
      {
        label: 'an upload that came with no upload URL',
        body: () => ({ imageUrl: `/x/incoming/${ids.slotless}`, title: 'Owl' }),
      },
      {
        label: 'an image over the pixel limit',
        prepare: () => fixtures.refillHuge(),
        body: () => ({ imageUrl: `/x/incoming/${ids.huge}`, title: 'Owl' }),
      },
    ],
  },
  {
    name: 'DELETE /api/images/:id',
    method: 'DELETE',
    member: true,
    noBody: true,
    path: (g) => `/api/images/${encodeURIComponent(BAD_IDS(g))}`,
    fields: {},
    valid: {},
  },
  {
    name: 'PUT /objects/upload/:id',
    method: 'PUT',
    noBody: true,
    path: (g) =>
      `/objects/upload/${encodeURIComponent(g.pick([BAD_IDS(g), '00000000-0000-4000-8000-000000000000']))}?${g.pick([
        '',
        'expires=&signature=',
        `expires=${Math.floor(Date.now() / 1000) + 600}&signature=${'A'.repeat(43)}`,
        'expires=-1&signature=x',
        'expires=99999999999999999999&signature=x',
        'expires=1e3&signature=x',
        `expires[]=1&signature[]=x`,
        `expires=1&signature=${'x'.repeat(5000)}`,
        'expires=%00&signature=%ff',
      ])}`,
    fields: {},
    valid: {},
  },
  // Gallery management. The migration takes no input at all, so it has nothing to fuzz.
  {
    name: 'PUT /api/gallery/reorder',
    method: 'PUT',
    admin: true,
    path: () => '/api/gallery/reorder',
    fields: fieldsOf(reorderGallerySchema),
    // A getter: the image exists only once the server has started.
    get valid() {
      return { imageUpdates: [{ id: galleryIds.image, displayOrder: 5, position: 'below' }] };
    },
  },
  {
    name: 'PATCH /api/admin/images/:id',
    method: 'PATCH',
    admin: true,
    partial: true,
    path: () => `/api/admin/images/${galleryIds.image}`,
    fields: fieldsOf(moderateImageSchema),
    valid: { isPublic: false },
  },
  {
    name: 'POST /api/admin/images/:id/hide',
    method: 'POST',
    admin: true,
    noBody: true,
    path: (g) => `/api/admin/images/${encodeURIComponent(BAD_IDS(g))}/hide`,
    fields: {},
    valid: {},
  },
  {
    name: 'DELETE /api/admin/images/:id/hide',
    method: 'DELETE',
    admin: true,
    noBody: true,
    path: (g) => `/api/admin/images/${encodeURIComponent(BAD_IDS(g))}/hide`,
    fields: {},
    valid: {},
  },
  // S3 multipart companion: the input is checked before the storage, so these are 400s on local disk too.
  {
    name: 'POST /api/s3/multipart',
    method: 'POST',
    member: true,
    path: () => '/api/s3/multipart',
    fields: fieldsOf(createMultipartSchema),
    valid: { filename: 'walk.mp4', type: 'video/mp4' },
  },
  {
    name: 'POST /api/s3/multipart/:uploadId/complete',
    method: 'POST',
    member: true,
    path: () => `/api/s3/multipart/upload-1/complete?key=${S3_KEY}`,
    fields: fieldsOf(completeMultipartSchema),
    valid: { parts: [{ PartNumber: 1, ETag: '"etag"' }] },
  },
  {
    name: 'DELETE /api/s3/multipart/:uploadId',
    method: 'DELETE',
    member: true,
    noBody: true,
    // A key the server never issues (or none), with any upload id: always refused before storage is asked.
    path: (g) =>
      `/api/s3/multipart/${encodeURIComponent(BAD_IDS(g))}${g.pick(['', '?key=', '?key=uploads%2Fx', '?key=incoming%2F..%2Fuploads%2Fx', `?key=${S3_KEY}x`, `?key=${S3_KEY}&key=${S3_KEY}`])}`,
    fields: {},
    valid: {},
  },
  // Outgoing mail: the retry takes no body, so only its id can be bad.
  {
    name: 'POST /api/admin/emails/:id/retry',
    method: 'POST',
    admin: true,
    noBody: true,
    path: (g) => `/api/admin/emails/${encodeURIComponent(BAD_IDS(g))}/retry`,
    fields: {},
    valid: {},
  },
  // Last, so the seeded cases of the endpoints above stay as they were.
  {
    name: 'POST /api/forms/contact',
    method: 'POST',
    html: true,
    redirects: true,
    path: () => '/api/forms/contact',
    fields: fieldsOf(insertContactSchema),
    valid: CONTACT_VALID,
  },
  {
    name: 'POST /api/forms/volunteer',
    method: 'POST',
    html: true,
    redirects: true,
    path: () => '/api/forms/volunteer',
    fields: fieldsOf(insertVolunteerSchema),
    valid: VOLUNTEER_VALID,
  },
  {
    name: 'POST /api/forms/events/:id/register',
    method: 'POST',
    html: true,
    redirects: true,
    path: () => `/api/forms/events/${ids.event}/register`,
    fields: fieldsOf(insertRegistrationSchema),
    valid: REGISTRATION_VALID,
  },
  {
    name: 'POST /api/events/:id/waitlist',
    method: 'POST',
    path: () => `/api/events/${ids.event}/waitlist`,
    fields: fieldsOf(insertRegistrationSchema),
    valid: REGISTRATION_VALID,
  },
  {
    name: 'POST /api/forms/events/:id/waitlist',
    method: 'POST',
    html: true,
    redirects: true,
    path: () => `/api/forms/events/${ids.event}/waitlist`,
    fields: fieldsOf(insertRegistrationSchema),
    valid: REGISTRATION_VALID,
  },
  {
    name: 'POST /api/cancel-registration',
    method: 'POST',
    html: true,
    path: () => '/api/cancel-registration',
    fields: TOKEN_FORM,
    valid: { token: 'not-a-real-token' },
  },
  {
    name: 'POST /api/leave-waitlist',
    method: 'POST',
    html: true,
    path: () => '/api/leave-waitlist',
    fields: TOKEN_FORM,
    valid: { token: 'not-a-real-token' },
  },
  {
    name: 'PATCH /api/images/:id',
    method: 'PATCH',
    member: true,
    partial: true,
    // The member's own photo, still waiting for approval: theirs to correct.
    path: () => `/api/images/${galleryIds.ownPending}`,
    fields: fieldsOf(editImageDetailsSchema),
    valid: { title: 'Corrected' },
    wellFormed: [{ label: 'the approval flag', body: () => ({ title: 'Corrected', isPublic: true }) }],
  },
  {
    name: 'POST /api/admin/events/:id/cancel',
    method: 'POST',
    admin: true,
    // A valid body calls the event off for good, so the control-character pass gives each one an event of its own.
    path: () => `/api/admin/events/${ids.callOff || ids.event}/cancel`,
    fields: fieldsOf(cancelEventSchema),
    valid: { message: 'Called off for the storm.' },
  },
  {
    name: 'POST /api/admin/events/:id/message',
    method: 'POST',
    admin: true,
    path: () => `/api/admin/events/${ids.event}/message`,
    fields: fieldsOf(messageRegistrantsSchema),
    valid: { subject: 'Parking', message: 'Park at the barn.', includeWaitlist: true },
  },
  {
    name: 'POST /api/newsletter/subscribe',
    method: 'POST',
    path: () => '/api/newsletter/subscribe',
    fields: fieldsOf(newsletterSignupSchema),
    valid: NEWSLETTER_VALID,
  },
  {
    name: 'POST /api/forms/newsletter',
    method: 'POST',
    html: true,
    redirects: true,
    path: () => '/api/forms/newsletter',
    fields: fieldsOf(newsletterSignupSchema),
    valid: NEWSLETTER_VALID,
  },
  {
    name: 'POST /api/newsletter/confirm',
    method: 'POST',
    html: true,
    path: () => '/api/newsletter/confirm',
    fields: TOKEN_FORM,
    valid: { token: 'not-a-real-token' },
  },
  {
    name: 'PATCH /api/admin/registrations/:id',
    method: 'PATCH',
    admin: true,
    path: () => `/api/admin/registrations/${ids.registration}`,
    fields: fieldsOf(registrationCheckInSchema),
    valid: { checkedIn: true },
  },
  {
    name: 'POST /api/admin/events/:id/walk-ins',
    method: 'POST',
    admin: true,
    path: () => `/api/admin/events/${ids.event}/walk-ins`,
    fields: fieldsOf(walkInSchema),
    valid: { firstName: 'Walk', lastName: 'In', email: 'walk.in@example.org' },
  },
  {
    name: 'POST /api/admin/events/:id/clusters/remove',
    method: 'POST',
    admin: true,
    path: () => `/api/admin/events/${ids.event}/clusters/remove`,
    fields: fieldsOf(removeClusterSchema),
    valid: { by: 'client', key: '0'.repeat(32) },
  },
  {
    name: 'POST /api/newsletter/unsubscribe',
    method: 'POST',
    html: true,
    path: () => '/api/newsletter/unsubscribe',
    fields: TOKEN_FORM,
    valid: { token: 'not-a-real-token' },
  },
  {
    name: 'DELETE /api/admin/newsletter/subscribers/:id',
    method: 'DELETE',
    admin: true,
    noBody: true,
    path: (g) => `/api/admin/newsletter/subscribers/${encodeURIComponent(BAD_IDS(g))}`,
    fields: {},
    valid: {},
  }, // Page texts (ADR 043). "Remove all demo content" takes no input at all, so it has no bad request to fuzz.
  {
    name: 'PUT /api/admin/page-texts/:key',
    method: 'PUT',
    admin: true,
    partial: true,
    path: () => '/api/admin/page-texts/about-story',
    fields: fieldsOf(pageTextSchema),
    valid: { title: 'Our Story', body: 'We began in a barn.' },
  },
  {
    name: 'POST /newsletter/unsubscribe',
    method: 'POST',
    html: true,
    path: () => '/newsletter/unsubscribe',
    fields: TOKEN_FORM,
    valid: { token: 'not-a-real-token' },
  },
  {
    name: 'POST /api/admin/newsletter/test',
    method: 'POST',
    admin: true,
    path: () => '/api/admin/newsletter/test',
    fields: fieldsOf(newsletterMessageSchema),
    valid: { subject: 'Spring news', text: 'The **heron** is back.', pdfLink: true },
  },
  {
    name: 'POST /api/admin/newsletter/send',
    method: 'POST',
    admin: true,
    path: () => '/api/admin/newsletter/send',
    fields: fieldsOf(newsletterMessageSchema),
    valid: { subject: 'Spring news', text: 'The **heron** is back.', pdfLink: false },
  },
  {
    // A stale version on the otherwise valid body: even a generated body the schema takes is refused (409).
    name: 'PUT /api/admin/settings',
    method: 'PUT',
    admin: true,
    path: () => '/api/admin/settings',
    fields: fieldsOf(siteSettingsSchema),
    valid: {
      ...settingsValuesOf(SAMPLE_SETTINGS),
      social: { facebook: '', twitter: '', instagram: '' },
      version: 99_999,
    },
  },
  // Last, so every endpoint above keeps the generator seed its place gives it.
  {
    // The older address with the name in the body, still taken for drafts earlier desktop versions stored.
    name: 'PUT /api/admin/home-content',
    method: 'PUT',
    admin: true,
    path: () => '/api/admin/home-content',
    fields: fieldsOf(upsertHomeContentSchema),
    valid: { section: 'fuzz', title: 'Fuzz', content: '<p>Hello</p>', isVisible: true, displayOrder: 1 },
  },
  {
    // The older address with the key in the body, still taken for drafts earlier desktop versions stored.
    name: 'PUT /api/admin/page-content',
    method: 'PUT',
    admin: true,
    path: () => '/api/admin/page-content',
    fields: fieldsOf(upsertPageContentSchema),
    valid: { key: 'about-image', value: '/objects/uploads/x' },
  },
];

const galleryIds = { image: '', ownPending: '' };
const S3_KEY = 'incoming/33333333-3333-4333-8333-333333333333';

function BAD_IDS(g: Gen): string {
  return g.pick([
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
    "' OR 1=1 --",
    '%00',
    'a'.repeat(2000),
    '__proto__',
    '..%2F..%2Fetc%2Fpasswd',
  ]);
}

const ids: {
  event: string;
  callOff: string;
  member: string;
  upload: string;
  othersUpload: string;
  slotless: string;
  huge: string;
  contact: string;
  volunteer: string;
  history: string;
  registration: string;
} = {
  event: '',
  callOff: '',
  member: '',
  upload: '',
  othersUpload: '',
  slotless: '',
  huge: '',
  contact: '',
  volunteer: '',
  history: '',
  registration: '',
};

/** Puts the pixel bomb back under incoming/ (refusing it deletes the raw file). */
const fixtures = { refillHuge: async () => {} };

interface BadRequest {
  label: string;
  body?: string;
  contentType?: string;
}

/** Adds pollution keys and control characters to a JSON object text without making it valid or invalid. */
function decorate(g: Gen, json: string): string {
  if (!json.startsWith('{') || json === '{}') return json;
  let out = json;
  if (g.next() < 0.5) out = `{${g.pick(POLLUTION)},${out.slice(1)}`;
  // Only characters the schemas strip, so a blank field stays blank.
  if (g.next() < 0.3)
    out = out.replace(/"([^"]*)"(?=[,}])/, (_m, s: string) =>
      JSON.stringify(`${JSON.parse(`"${s}"`)}${g.pick(CONTROL)}`),
    );
  if (g.next() < 0.2) out = `{"unknown":"\ud800\udfff\ud800",${out.slice(1)}`;
  if (g.next() < 0.2) out = `{"deep":${'['.repeat(500)}${']'.repeat(500)},${out.slice(1)}`;
  return out;
}

function tooLong(g: Gen, field: Field): string {
  const base = field.max ?? 500;
  const extra = g.pick([1, 10, 1000, 150_000]);
  const unit = g.pick(['x', 'é', '🦉', '\u200b']);
  return unit.repeat(base + extra);
}

/** One invalid request for an endpoint; the label says what makes it invalid, for the failure message. */
async function badRequestFor(g: Gen, ep: Endpoint): Promise<BadRequest> {
  if (ep.noBody) return { label: 'bad id' };
  if (ep.wellFormed && g.next() < 0.25) {
    const pick = g.pick(ep.wellFormed);
    await pick.prepare?.();
    return { label: `well-formed: ${pick.label}`, body: JSON.stringify(pick.body()) };
  }
  const fieldNames = Object.keys(ep.fields);
  const required = fieldNames.filter((f) => ep.fields[f].required);
  const mistyped = fieldNames.filter((f) => ep.fields[f].wrong.length > 0);
  const textual = fieldNames.filter((f) => ep.fields[f].max !== undefined);
  const blankable = required.filter((r) => ep.fields[r].blankable);
  const kinds = [
    'broken-json',
    'not-object',
    ...(mistyped.length ? ['wrong-type'] : []),
    ...(textual.length ? ['too-long'] : []),
    ...(blankable.length ? ['blank-required'] : []),
    ...(ep.partial || !required.length ? [] : ['missing-required', 'odd-content-type']),
  ];
  const kind = g.pick(kinds);
  const body: Record<string, unknown> = { ...ep.valid };
  switch (kind) {
    case 'broken-json': {
      const text = JSON.stringify(body);
      const cut = 1 + g.int(text.length - 1);
      const broken = text.slice(0, cut) + g.pick(['', '}', ',', '"', '\u0000', '{{', ']']);
      try {
        JSON.parse(broken);
        return { label: kind, body: `${broken}}` };
      } catch {
        return { label: kind, body: broken };
      }
    }
    case 'not-object': {
      const value = g.pick<unknown>([[], [body], null, 0, 'text', true, [[]], [null]]);
      return { label: `${kind} ${JSON.stringify(value)?.slice(0, 40)}`, body: JSON.stringify(value) };
    }
    case 'wrong-type': {
      const f = g.pick(mistyped);
      body[f] = g.pick(ep.fields[f].wrong);
      return {
        label: `${kind} ${f}=${JSON.stringify(body[f])?.slice(0, 40)}`,
        body: decorate(g, JSON.stringify(body)),
      };
    }
    case 'too-long': {
      const f = g.pick(textual);
      body[f] = tooLong(g, ep.fields[f]);
      if (ep.fields[f].kind === 'email') body[f] = `${tooLong(g, ep.fields[f])}@example.org`;
      return { label: `${kind} ${f} (${String(body[f]).length})`, body: decorate(g, JSON.stringify(body)) };
    }
    case 'blank-required': {
      const f = g.pick(blankable);
      body[f] = g.pick(BLANKS);
      return { label: `${kind} ${f}=${JSON.stringify(body[f])}`, body: decorate(g, JSON.stringify(body)) };
    }
    case 'missing-required': {
      const f = g.pick(required);
      delete body[f];
      return { label: `${kind} ${f}`, body: decorate(g, JSON.stringify(body)) };
    }
    default: {
      // A body the JSON parser must not read as the fields: the request then lacks its required fields.
      const contentType = g.pick([
        'text/plain',
        'application/xml',
        'application/octet-stream',
        'multipart/form-data; boundary=x',
      ]);
      return { label: `${kind} ${contentType}`, body: JSON.stringify(body), contentType };
    }
  }
}

/**
 * Tables a refused request may write on purpose: a member's upload refused after it arrived still counts its bytes
 * against the member's day (ADR 049), since the server read them all the same; a refused form post keeps its outcome
 * for the page it redirects to (ADR 055): that is the answer, not a write.
 */
const COUNTED_EVEN_WHEN_REFUSED = new Set(['MemberUploadDay', 'FormResult']);

/** Everything the database holds, as comparable text: row counts of every table and the rows writes could touch. */
async function snapshot(server: TestServer): Promise<string> {
  const db = server.deps.db;
  const counts: Record<string, number> = {};
  for (const entity of entities)
    if (!COUNTED_EVEN_WHEN_REFUSED.has(entity.name)) counts[entity.name] = await db.repo(entity).count();
  const rows = {
    events: await db.repo(Event).find({ order: { id: 'ASC' } }),
    registrations: await db.repo(EventRegistration).find({ order: { id: 'ASC' } }),
    home: await db.repo(HomePageContent).find({ order: { id: 'ASC' } }),
    pages: await db.repo(PageContent).find({ order: { id: 'ASC' } }),
    texts: await db.repo(PageText).find({ order: { id: 'ASC' } }),
    history: await db.repo(HistorySection).find({ order: { id: 'ASC' } }),
    users: (await db.repo(User).find({ order: { id: 'ASC' } })).map((u) => [
      u.id,
      u.email,
      u.isAdmin,
      u.disabled,
      u.passwordHash,
    ]),
    contacts: (await db.repo(ContactSubmission).find({ order: { id: 'ASC' } })).map((c) => [c.id, c.isRead]),
    volunteers: (await db.repo(Volunteer).find({ order: { id: 'ASC' } })).map((v) => [v.id, v.isActive]),
    gallery: await db.repo(GalleryImage).find({ order: { id: 'ASC' } }),
  };
  return JSON.stringify({ counts, rows });
}

describe('the fuzzed fields are read from the shared schemas', () => {
  it('with their kind, whether they are required and their bound', () => {
    const contact = fieldsOf(insertContactSchema);
    expect(Object.keys(contact)).toEqual(['firstName', 'lastName', 'email', 'subject', 'message']);
    expect(contact.firstName).toMatchObject({ kind: 'text', required: true, blankable: true, max: 100 });
    expect(contact.email).toMatchObject({ kind: 'email', required: true, max: 254 });
    expect(contact.email.wrong).toContain('not-an-email');
    expect(contact.subject.wrong).not.toContain('not-an-email');
    expect(fieldsOf(loginSchema).password).toMatchObject({ kind: 'password', required: true, blankable: false });
    expect(fieldsOf(updateEventSchema).version).toMatchObject({ kind: 'number', required: false });
    expect(fieldsOf(insertVolunteerSchema).interest).toMatchObject({ kind: 'enum', required: true });
    expect(fieldsOf(insertVolunteerSchema).interest.wrong).toContain('Board');
    expect(fieldsOf(insertEventSchema).date.wrong).toContain('2026-02-30');
    expect(fieldsOf(reorderGallerySchema).imageUpdates).toMatchObject({ kind: 'list', required: true });
  });

  // The fuzzed fields are those route() parses: the schema the endpoint's entry in the route table declares.
  it('every endpoint fuzzes the fields of the body schema its route table entry declares', () => {
    for (const ep of ENDPOINTS.filter((e) => !e.noBody)) {
      // The fixtures' ids are made when the server starts; a placeholder stands in for each here.
      const path = new URL(ep.path(generator(SEED)), 'http://x').pathname.replace(/\/(?=\/|$)/g, '/id');
      const match = matchRoute(ep.method, path);
      expect(match, ep.name).not.toBeNull();
      const declared = match!.route.body;
      // A form the browser posts reads its own body (`ownBody`), with the schema named here.
      if (!declared) continue;
      expect(Object.keys(ep.fields).sort(), ep.name).toEqual(Object.keys(fieldsOf(declared)).sort());
    }
  });

  it('every endpoint with a body has fields to fuzz, each with wrong values, and no text without a bound', () => {
    const unbounded: string[] = [];
    const neverWrong: string[] = [];
    for (const ep of ENDPOINTS.filter((e) => !e.noBody)) {
      expect(Object.keys(ep.fields).length, ep.name).toBeGreaterThan(0);
      for (const [name, field] of Object.entries(ep.fields)) {
        if (['text', 'email', 'password'].includes(field.kind) && !field.bounded) unbounded.push(`${ep.name} ${name}`);
        if (!field.wrong.length) neverWrong.push(`${ep.name} ${name}`);
      }
    }
    expect(unbounded).toEqual([]);
    expect(neverWrong).toEqual([]);
  });
});

describe(`fuzzing every write endpoint (seed ${SEED})`, () => {
  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;
  let before: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member, userId: ids.member } = await server.signedIn());
    ids.event = (await createEvent(server.deps.db, { maxCapacity: 10 })).id;
    const slotOf = (id: string, userId: string) =>
      server.deps.db.write((m) =>
        m.insert(UploadSlot, { id, userId, expiresAt: new Date(Date.now() + 15 * 60_000), usedAt: null }),
      );
    // The member's own upload (a slot in their name), so only the generated fault can make the request fail.
    const uploadId = randomUUID();
    await slotOf(uploadId, ids.member);
    ids.upload = (await ingestImage(server.deps.storage, await pngWithAlpha(), uploadId)).url;
    const { userId: otherId } = await server.signedIn();
    const othersId = randomUUID();
    await slotOf(othersId, otherId);
    ids.othersUpload = (await ingestImage(server.deps.storage, await pngWithAlpha(), othersId)).url;
    ids.slotless = randomUUID();
    await server.deps.storage.put(`incoming/${ids.slotless}`, await pngWithAlpha(), 'image/png');
    ids.huge = randomUUID();
    await slotOf(ids.huge, ids.member);
    const huge = tinyPngOfHugeSize(16000, 16000);
    fixtures.refillHuge = () => server.deps.storage.put(`incoming/${ids.huge}`, huge, 'image/png');
    await admin.put('/api/admin/home-content', { section: 'existing', title: 'Kept', content: 'Kept text' });
    await admin.put('/api/admin/page-content', { key: 'about-image', value: '/objects/uploads/kept' });
    ids.history = (await admin.post('/api/admin/history-content', { title: 'Kept history' })).body.id;
    galleryIds.image = (await addImage(server.deps.db)).id;
    galleryIds.ownPending = (await addImage(server.deps.db, { isPublic: false, uploadedBy: ids.member })).id;
    ids.contact = (
      await server.client().post('/api/contact', {
        firstName: 'Pat',
        lastName: 'Sample',
        email: 'pat@example.org',
        subject: 'Kept',
        message: 'Kept',
      })
    ).body.id;
    ids.volunteer = (
      await server.client().post('/api/volunteers', {
        firstName: 'Jo',
        lastName: 'Sample',
        email: 'jo@example.org',
        interest: 'Event Volunteer',
      })
    ).body.id;
    // On an event of its own, so the seats the registration endpoints fill stay as they were.
    const checkInEvent = await createEvent(server.deps.db, { maxCapacity: null });
    ids.registration = (
      await server.client().post(`/api/events/${checkInEvent.id}/register`, {
        firstName: 'Sam',
        lastName: 'Sample',
        email: 'sam@example.org',
      })
    ).body.id;
    before = await snapshot(server);
  });
  afterAll(() => server.close());

  it.each(ENDPOINTS.map((ep, i) => [ep.name, ep, i] as const))(
    '%s: only 4xx answers, nothing written',
    async (_name, ep, index) => {
      const g = generator(SEED + index * 7919);
      for (let n = 0; n < CASES_PER_ENDPOINT; n++) {
        const bad = await badRequestFor(g, ep);
        const client = ep.admin ? admin : ep.member ? member : server.client();
        const headers: Record<string, string> = {};
        if (bad.body !== undefined) headers['content-type'] = bad.contentType ?? 'application/json';
        const path = ep.path(g);
        const res = await client.request(ep.method, path, { body: bad.body, headers });
        const where = `seed ${SEED}, ${ep.name} case ${n}: ${bad.label}`;
        if (ep.redirects && res.status === 303) {
          expect(new URL(res.headers.get('location')!, 'http://x').searchParams.has('result'), where).toBe(true);
          expect(res.text, where).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
          continue;
        }
        expect(res.status, where).toBeGreaterThanOrEqual(400);
        expect(res.status, where).toBeLessThan(500);
        if (path.startsWith('/api/') && path !== '/api/login' && !ep.html) {
          expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
          expect(typeof res.body?.message, where).toBe('string');
        }
        expect(res.text, where).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
      }
      expect(await snapshot(server)).toBe(before);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('isAdmin');
    },
  );

  // The same endpoints with a valid body at a wrong address: another spelling reaches no handler (404), a broken
  // %-escape in the path or query is refused before anything reads it (400). Either way nothing is written.
  type Respell = (path: string, search: string) => string;
  const RESPELLINGS: Array<[label: string, respell: Respell, status: number]> = [
    ['trailing slash', (p, q) => `${p}/${q}`, 404],
    ['upper case', (p, q) => `${p.toUpperCase()}${q}`, 404],
    [
      'one capital',
      (p, q) => `${p.replace(/^\/(api|objects)\/(\w)/, (_m, a: string, c: string) => `/${a}/${c.toUpperCase()}`)}${q}`,
      404,
    ],
    ['broken escape in the path', (p, q) => `${p}%E0%A4%A${q}`, 400],
    ['broken escape in the query', (p, q) => `${p}${q ? `${q}&` : '?'}x=%ff`, 400],
  ];

  it.each(ENDPOINTS.map((ep, i) => [ep.name, ep, i] as const))(
    '%s at a wrong address: 404 or 400, nothing written',
    async (_name, ep, index) => {
      const g = generator(SEED + 104_729 + index * 7919);
      for (const [label, respell, status] of RESPELLINGS) {
        const url = new URL(ep.path(g), 'http://x');
        const path = respell(url.pathname, url.search);
        // A root address (/newsletter/unsubscribe) has no /api/ prefix to capitalise: that respelling is itself.
        if (path === url.pathname + url.search) continue;
        const client = ep.admin ? admin : ep.member ? member : server.client();
        const res = await client.request(ep.method, path, ep.noBody ? {} : { json: ep.valid });
        const where = `seed ${SEED}, ${ep.name} ${label}: ${ep.method} ${path.slice(0, 120)}`;
        expect(res.status, where).toBe(status);
        if (path.startsWith('/api/') || path.startsWith('/objects/'))
          expect(typeof res.body?.message, where).toBe('string');
        expect(res.text, where).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|URIError/);
      }
      expect(await snapshot(server)).toBe(before);
    },
  );

  it('the admin is still an admin and the server still answers', async () => {
    expect((await admin.get('/api/auth/user')).body).toMatchObject({ isAdmin: true });
    expect((await server.client().get('/api/health')).status).toBe(200);
  });
});

/**
 * NUL, escape and bell in every text field of every write endpoint, the rest of the body valid: each request
 * must be answered exactly as the same body without them (the characters are stripped), never with a 5xx, and
 * afterwards no value anywhere in the database holds a control character (NUL would fail on PostgreSQL).
 */
describe('control characters in every text field of every write endpoint', () => {
  const POISON = { NUL: '\u0000', ESC: '\u001b', BEL: '\u0007' };
  const STORED_CONTROL = new RegExp(CONTROL_CHARACTERS.source);
  // Passwords are hashed, never stored as text; the S3 companion stores nothing and needs S3 (501 here).
  const textFields = (ep: Endpoint) =>
    Object.keys(ep.fields).filter((f) => ['text', 'email'].includes(ep.fields[f].kind));
  const cases = ENDPOINTS.filter(
    (ep) => !ep.noBody && !ep.path(generator(1)).startsWith('/api/s3/') && textFields(ep).length > 0,
  );

  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;
  let account = { email: '', password: TEST_PASSWORD };
  let unique = 0;
  beforeAll(async () => {
    server = await startTestServer();
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member, userId: ids.member } = await server.signedIn());
    account = { email: (await createUser(server.deps.db)).email, password: TEST_PASSWORD };
    ids.event = (await createEvent(server.deps.db, { maxCapacity: null })).id;
    ids.history = (await admin.post('/api/admin/history-content', { title: 'Kept history' })).body.id;
  });
  afterAll(() => server.close());

  /** The endpoint's valid body, made fresh: a new address where one is kept once, a new upload, a real account. */
  async function validBody(ep: Endpoint): Promise<Record<string, unknown>> {
    if (ep.name === 'POST /api/images') ids.upload = (await ingestImage(server.deps.storage, await pngWithAlpha())).url;
    const body = { ...ep.valid };
    // The event stays without a limit, so every registration later in the list is answered alike however many came.
    if (ep.name === 'PATCH /api/admin/events/:id') body.maxCapacity = null;
    if (ep.name === 'POST /api/admin/events/:id/cancel') ids.callOff = (await createEvent(server.deps.db)).id;
    if (ep.name === 'POST /api/auth/token') Object.assign(body, account);
    else if (typeof body.email === 'string') body.email = `control-${++unique}@example.org`;
    return body;
  }

  const send = (ep: Endpoint, body: Record<string, unknown>) =>
    (ep.admin ? admin : ep.member ? member : server.client()).request(ep.method, ep.path(generator(1)), {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it.each(cases.map((ep) => [ep.name, ep] as const))(
    '%s: answered as without them, never a 5xx',
    async (_name, ep) => {
      for (const field of textFields(ep)) {
        const clean = await validBody(ep);
        const sample = (body: Record<string, unknown>) =>
          typeof body[field] === 'string' && body[field] !== '' ? (body[field] as string) : 'Sample text';
        const plain = await send(ep, { ...clean, [field]: sample(clean) });
        for (const [label, c] of Object.entries(POISON)) {
          const body = await validBody(ep);
          const value = sample(body);
          const res = await send(ep, { ...body, [field]: `${c}${value.slice(0, 1)}${c}${value.slice(1)}${c}` });
          const where = `${ep.name} ${field} with ${label}: ${res.text.slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(res.status, where).toBe(plain.status);
        }
      }
    },
    120_000,
  );

  it('no value in any table holds a control character', async () => {
    const found: string[] = [];
    const visit = (where: string, v: unknown) => {
      if (typeof v === 'string') {
        if (STORED_CONTROL.test(v)) found.push(`${where}: ${JSON.stringify(v).slice(0, 80)}`);
      } else if (v && typeof v === 'object' && !(v instanceof Date)) {
        for (const [k, x] of Object.entries(v)) visit(`${where}.${k}`, x);
      }
    };
    let rows = 0;
    for (const entity of entities) {
      for (const row of await server.deps.db.repo(entity).find()) {
        rows++;
        visit(entity.name, row);
      }
    }
    expect(rows).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});

/**
 * Addresses a browser would read as another host or run as script, in every picture field of every write
 * endpoint: each is refused with a 400 naming the field, and nothing is stored.
 */
describe('address tricks in every picture field', () => {
  const TRICKS = [
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    '\\/evil.example/a.jpg',
    '\\\\evil.example\\a.jpg',
    '\t//evil.example/a.jpg',
    '\u0000//evil.example/a.jpg',
    ' /\t/evil.example/a.jpg',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ];
  // Event pictures may be videos, and a video plays only from our own storage.
  const EVENT_TRICKS = [...TRICKS, 'https://evil.example/film.mp4', 'film.mp4'];
  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;
  let eventId = '';
  let historyId = '';
  let before = '';
  beforeAll(async () => {
    server = await startTestServer();
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
    eventId = (await createEvent(server.deps.db)).id;
    historyId = (await admin.post('/api/admin/history-content', { title: 'Kept history' })).body.id;
    before = await snapshot(server);
  });
  afterAll(() => server.close());

  const event = { title: 'Walk', description: 'A walk', date: '2027-06-15', time: '10:00 AM' };
  const FIELDS: Array<
    [string, (v: string) => [TestClient, 'POST' | 'PUT' | 'PATCH', string, Record<string, unknown>], string]
  > = [
    [
      'POST /api/admin/events imageUrl',
      (v) => [admin, 'POST', '/api/admin/events', { ...event, imageUrl: v }],
      'imageUrl',
    ],
    [
      'POST /api/admin/events imageUrls',
      (v) => [admin, 'POST', '/api/admin/events', { ...event, imageUrls: ['/objects/uploads/x', v] }],
      'imageUrls.1',
    ],
    [
      'PATCH /api/admin/events/:id imageUrl',
      (v) => [admin, 'PATCH', `/api/admin/events/${eventId}`, { imageUrl: v }],
      'imageUrl',
    ],
    [
      'PUT /api/admin/page-content/:key value',
      (v) => [admin, 'PUT', '/api/admin/page-content/about-image', { value: v }],
      'value',
    ],
    [
      'POST /api/admin/history-content imageUrl',
      (v) => [admin, 'POST', '/api/admin/history-content', { title: 'Farm', imageUrl: v }],
      'imageUrl',
    ],
    [
      'PUT /api/admin/history-content/:id imageUrl',
      (v) => [admin, 'PUT', `/api/admin/history-content/${historyId}`, { title: 'Farm', imageUrl: v }],
      'imageUrl',
    ],
    ['POST /api/images imageUrl', (v) => [member, 'POST', '/api/images', { imageUrl: v, title: 'Owl' }], 'imageUrl'],
  ];

  it.each(FIELDS)('%s: every trick is a 400 on that field', async (name, build, field) => {
    for (const trick of name.includes('/events') ? EVENT_TRICKS : TRICKS) {
      const [client, method, path, body] = build(trick);
      const res = await client.request(method, path, { json: body });
      expect(res.status, `${JSON.stringify(trick)}: ${res.text.slice(0, 200)}`).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(trick)).toContain(field);
    }
    expect(await snapshot(server)).toBe(before);
  });
});

describe('control characters in otherwise valid input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are stripped before storing; tabs and line breaks stay', async () => {
    const res = await server.client().post('/api/contact', {
      firstName: 'Pa\u0000t',
      lastName: '\u001b[31mSample',
      email: 'pat@example.org',
      subject: 'Bell\u0007 and \u0085next',
      message: 'Line one\r\nLine\ttwo\u0000',
    });
    expect(res.status).toBe(201);
    const row = await server.deps.db.repo(ContactSubmission).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({
      firstName: 'Pat',
      lastName: '[31mSample',
      subject: 'Bell and next',
      message: 'Line one\r\nLine\ttwo',
    });
  });

  it('broken UTF-16 (lone surrogates) is stored without a failure on either database', async () => {
    const res = await server.client().post('/api/contact', {
      firstName: 'Pat\ud800',
      lastName: 'Sample',
      email: 'pat@example.org',
      subject: '\udfffHi',
      message: 'Owl \ud83e\udd89 and half an owl \ud83e',
    });
    expect(res.status).toBe(201);
    const row = await server.deps.db.repo(ContactSubmission).findOneByOrFail({ id: res.body.id });
    expect(row.message.startsWith('Owl \ud83e\udd89 and half an owl')).toBe(true);
  });

  it('a required field of nothing but control characters is blank', async () => {
    const res = await server.client().post('/api/volunteers', {
      firstName: '\u0000\u0001',
      lastName: 'Sample',
      email: 'jamie@example.org',
      interest: 'Event Volunteer',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ firstName: ['First name is required'] });
  });
});
