/**
 * Every HTTP route the server answers outside the server-rendered pages, declared once: the typed contract between
 * the server and its clients. The routers register their handlers by name from this table (`route()` in
 * `server/routes/api/routing.ts`), which checks the access rule and parses the query and body with the entry's
 * shared schemas before the handler runs; clients call by name (`call()` in `shared/api/call.ts`), which builds the
 * path, sends what the schemas take and answers the entry's response type. The rate limits, the server renderer's
 * in-process reads and the desktop app's offline drafts read the same entries.
 * `server/routes/api/routeTable.test.ts` fails when a router serves something this table does not declare, or the
 * reverse.
 */

import { registrationCheckInSchema } from '../schemas/checkIn';
import type { SeasonStatsDto, VolunteerHoursDto } from './reports';
import type { z } from '../schemas/zod';
import type { AdminUserDto, DeviceTokenDto } from './accounts';
import type { GalleryPageDto } from './gallery';
import type { OutboundEmailDto, OutboundEmailListDto } from './mail';
import type {
  ClusterRemovalDto,
  ContactSubmissionDto,
  DemoContentSummaryDto,
  EventDto,
  EventMessagePreviewDto,
  EventMessageResultDto,
  GalleryImageDto,
  GalleryOrderDto,
  GalleryReorderResultDto,
  GalleryUrlMigrationDto,
  HealthDto,
  HiddenImageDto,
  HistorySectionDto,
  HomeSectionDto,
  NewsletterIssueDto,
  NewsletterRunDto,
  NewsletterSendDto,
  NewsletterSubscriberDto,
  NoticeSettingsDto,
  PageContentDto,
  PageTextDto,
  RegistrationAnswerDto,
  RegistrationDto,
  SiteSettingsDto,
  UserDto,
  VideoScanDto,
  VolunteerDto,
  WaitingDto,
  WaitlistEntryDto,
  WaitlistJoinDto,
} from './types';
import {
  loginSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  tokenRequestSchema,
} from '../schemas/auth';
import { versionQuerySchema } from '../schemas/common';
import { insertContactSchema, updateContactSchema } from '../schemas/contact';
import {
  historySectionSchema,
  homeSectionParamsSchema,
  homeSectionSchema,
  pageContentParamsSchema,
  pageContentSchema,
  pageTextSchema,
  upsertHomeContentSchema,
  upsertPageContentSchema,
} from '../schemas/content';
import {
  cancelEventSchema,
  eventSeriesSchema,
  insertEventSchema,
  messageRegistrantsSchema,
  updateEventSchema,
} from '../schemas/events';
import { createGalleryImageSchema } from '../schemas/gallery';
import { declineImageSchema, moderateImageSchema, reorderGallerySchema } from '../schemas/galleryAdmin';
import { editImageDetailsSchema } from '../schemas/galleryImageDetails';
import { galleryPageQuerySchema } from '../schemas/galleryList';
import { mailListQuerySchema } from '../schemas/mail';
import { newsletterMessageSchema, newsletterSignupSchema } from '../schemas/newsletter';
import { newsletterIssueSchema } from '../schemas/newsletterIssues';
import { noticeSettingsSchema } from '../schemas/notices';
import { createPastEventsSchema } from '../schemas/pastEvents';
import { insertRegistrationSchema, removeClusterSchema, walkInSchema } from '../schemas/registrations';
import { completeMultipartSchema, createMultipartSchema } from '../schemas/s3';
import { siteSettingsSchema } from '../schemas/settings';
import { updateUserSchema } from '../schemas/users';
import { insertVolunteerSchema, updateVolunteerSchema } from '../schemas/volunteers';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `anyone`: no sign-in (the handler may still look at who is signed in, as the gallery does
 * for pending photos); `signed-in`: any account, by cookie or desktop token; `admin`: an account with the admin flag.
 * The server checks it before the handler runs; handlers with finer rules (the uploader of a photo) check those too.
 */
export type RouteAccess = 'anyone' | 'signed-in' | 'admin';

/** The rate-limit rules (their numbers live with the server's limiter). */
export const RATE_LIMIT_RULE_NAMES = [
  'sign-in',
  'sign-up',
  'password-reset-request',
  'password-change',
  'contact',
  'volunteers',
  'event-registration',
  'uploads',
  'newsletter',
] as const;
export type RateLimitRuleName = (typeof RATE_LIMIT_RULE_NAMES)[number];

/** A desktop write that may wait in the offline outbox, and which record it changes. */
export interface OfflineWrite {
  entity: string;
  operation: 'create' | 'update' | 'delete';
  /** How the pending-changes list calls the record. */
  noun: string;
  /** How the pending-changes list words the change, when not New / Edit / Delete (a hide is "Hide"). */
  verb?: string;
  /** The record's key is always this (a record of which there is one, such as the gallery order). */
  key?: string;
  /** What the write sets on the record beyond its body (a body-less hide sets `hidden`), for the offline copy. */
  sets?: Record<string, unknown>;
  /**
   * The write also places several records of another kind: `field` of the body lists them, each with its key,
   * and the offline copy of their list shows each item's values (the gallery order moves every picture). The site
   * bumps the version of every record it places.
   */
  items?: { field: string; entity: string };
  /**
   * When the body has the field `when`, the site also bumps the version of this one record of another kind (a
   * picture's section toggle changes the gallery order), so drafts made after it follow on from that version.
   */
  bumps?: { entity: string; key: string; when: string };
}

/** A cached GET answer that lists records of a kind (or holds one), so offline drafts can be laid over it. */
export interface CachedList {
  entity: string;
  /** The field that names a record in the answer. */
  key: string;
  single?: boolean;
}

declare const ANSWER: unique symbol;

/**
 * What a route answers, for the compiler only: the entry holds an empty object, so the answer's type costs nothing
 * at run time and cannot drift from a second list of types.
 */
export interface Answer<T> {
  readonly [ANSWER]?: T;
}

/** The response type of an entry: `response: answers<EventDto>()`. */
export const answers = <T>(): Answer<T> => ({});

/** An answer with no body (204, or 202 with nothing to read). */
export const nothing = answers<void>();

export interface RouteDeclaration {
  method: RouteMethod;
  /** Koa-router style: literal segments and `:name` parameters; matched exactly (case and trailing slash count). */
  path: string;
  access: RouteAccess;
  rateLimit?: RateLimitRuleName;
  /** The server renderer may answer this GET in-process while rendering a public page. */
  ssr?: true;
  /** Desktop app: this write may be drafted offline. */
  offline?: OfflineWrite;
  /** Desktop app: this GET lists (or holds) records that drafts change. */
  cachedList?: CachedList;
  /**
   * The path parameters' shared schema, where a parameter is a name with rules of its own (a home section's): parsed
   * like the body. Without one the handler gets the parameters as the router decoded them (ids are checked by the
   * handler, whose answer to one that cannot exist is a 404).
   */
  params?: z.ZodType;
  /** The query string's shared schema: `route()` parses it before the handler runs (400 with field errors). */
  query?: z.ZodType;
  /** The JSON body's shared schema, parsed the same way; the handler reads the result as `ctx.input.body`. */
  body?: z.ZodType;
  /**
   * Why the handler reads its body itself instead (a form the browser posts, answered with a page or a redirect
   * whatever the fields hold): such a route declares no `body`.
   */
  ownBody?: string;
  /** What a success answers (`answers<T>()`), for `call()` and the handler's type. */
  response?: Answer<unknown>;
  /**
   * An older method or path of another route, still served for what earlier desktop versions left in their outbox
   * (drafts replay as they were stored); names the route clients call instead (the route table test checks the
   * name). Never drafted offline.
   */
  legacy?: string;
}

type RouteOptions = Omit<RouteDeclaration, 'method' | 'path' | 'access'>;

// Generic so each entry keeps its literal path, its access and its schemas' own types: the typed input of a handler
// and the typed answer of `call()` are read from them.
const declare =
  <A extends RouteAccess>(access: A) =>
  <M extends RouteMethod, P extends string, O extends RouteOptions = Record<never, never>>(
    method: M,
    path: P,
    options?: O,
  ) =>
    ({ method, path, access, ...options }) as { method: M; path: P; access: A } & O;
const open = declare('anyone');
const signedIn = declare('signed-in');
const admin = declare('admin');

/** A write drafted offline: which record it changes and how the pending-changes list calls it. */
const draft = (
  entity: string,
  operation: OfflineWrite['operation'],
  noun: string,
  more: Omit<OfflineWrite, 'entity' | 'operation' | 'noun'> = {},
): OfflineWrite => ({ entity, operation, noun, ...more });

/** A GET answer listing records of a kind, or (`single`) holding one. */
const list = (entity: string, key = 'id'): CachedList => ({ entity, key });
const single = (entity: string, key = 'id'): CachedList => ({ entity, key, single: true });

/** Why a route reads its own body: the browser posts the form itself and is answered with a page or a redirect. */
const FORM_POST = 'a form the browser posts: answered with its page (or a redirect) whatever the fields hold';

/** Why sign-up reads its own body: a site with sign-up by invitation refuses (403) before any field is judged. */
const SIGN_UP_CLOSED = 'sign-up by invitation refuses (403) before the fields are judged';

const TABLE = {
  // Health and files
  health: open('GET', '/api/health', { response: answers<HealthDto>() }),
  placeholderImage: open('GET', '/api/placeholder-image'),
  // The newest newsletter PDF an admin uploaded (404 while there is none), any one of them by id, and the list
  // (the archive page, and whether pages show a newsletter link at all; ADR 057).
  newsletterPdf: open('GET', '/api/newsletter-pdf'),
  newsletterIssuePdf: open('GET', '/api/newsletter-pdf/:id'),
  newsletterIssues: open('GET', '/api/newsletter-issues', { ssr: true, response: answers<NewsletterIssueDto[]>() }),
  storedFile: open('GET', '/objects/uploads/:id'),
  storedShareImage: open('GET', '/objects/uploads/:id/share.jpg'),
  storedVideo: open('GET', '/objects/videos/:name'),

  // For search engines and calendar programs, at the addresses they look for
  sitemap: open('GET', '/sitemap.xml'),
  robots: open('GET', '/robots.txt'),
  eventsCalendar: open('GET', '/events.ics'),
  eventCalendar: open('GET', '/events/:id/calendar.ics'),
  favicon: open('GET', '/favicon.ico'),
  touchIcon: open('GET', '/apple-touch-icon.png'),

  // Accounts: JSON API
  login: open('POST', '/api/auth/login', { rateLimit: 'sign-in', body: loginSchema, response: answers<UserDto>() }),
  currentUser: open('GET', '/api/auth/user', { ssr: true, response: answers<UserDto>() }),
  signUp: open('POST', '/api/auth/signup', {
    rateLimit: 'sign-up',
    ownBody: SIGN_UP_CLOSED,
    response: answers<{ message: string }>(),
  }),
  signUpConfirm: open('POST', '/api/auth/signup/confirm', {
    rateLimit: 'password-change',
    ownBody: SIGN_UP_CLOSED,
    response: answers<UserDto>(),
  }),
  passwordResetRequest: open('POST', '/api/auth/password-reset', {
    rateLimit: 'password-reset-request',
    body: passwordResetRequestSchema,
    response: answers<{ message: string }>(),
  }),
  passwordResetConfirm: open('POST', '/api/auth/password-reset/confirm', {
    rateLimit: 'password-change',
    body: passwordResetConfirmSchema,
    response: answers<{ message: string }>(),
  }),
  passwordChange: signedIn('POST', '/api/auth/password', {
    rateLimit: 'password-change',
    body: passwordChangeSchema,
    response: answers<{ message: string }>(),
  }),
  tokenCreate: open('POST', '/api/auth/token', { rateLimit: 'sign-in', body: tokenRequestSchema }),
  tokenRevokeCurrent: open('DELETE', '/api/auth/token', { response: nothing }),
  tokenList: signedIn('GET', '/api/auth/tokens', { response: answers<DeviceTokenDto[]>() }),
  tokenRevoke: signedIn('DELETE', '/api/auth/tokens/:id', { response: nothing }),

  // Accounts: server-rendered pages and their no-script form posts
  signInPage: open('GET', '/api/login'),
  signInForm: open('POST', '/api/login', { rateLimit: 'sign-in', ownBody: FORM_POST }),
  signUpForm: open('POST', '/api/signup', { rateLimit: 'sign-up', ownBody: FORM_POST }),
  signUpConfirmPage: open('GET', '/api/confirm-signup'),
  signUpConfirmForm: open('POST', '/api/confirm-signup', { rateLimit: 'password-change', ownBody: FORM_POST }),
  logout: open('GET', '/api/logout'),
  passwordResetRequestPage: open('GET', '/api/password-reset'),
  passwordResetRequestForm: open('POST', '/api/password-reset', {
    rateLimit: 'password-reset-request',
    ownBody: FORM_POST,
  }),
  passwordResetPage: open('GET', '/api/reset-password'),
  passwordResetForm: open('POST', '/api/reset-password', { rateLimit: 'password-change', ownBody: FORM_POST }),

  // Events
  eventList: open('GET', '/api/events', { ssr: true, cachedList: list('event'), response: answers<EventDto[]>() }),
  eventUpcoming: open('GET', '/api/upcoming-events', { ssr: true, response: answers<EventDto[]>() }),
  eventGet: open('GET', '/api/events/:id', { ssr: true, cachedList: single('event'), response: answers<EventDto>() }),
  eventRegister: open('POST', '/api/events/:id/register', {
    rateLimit: 'event-registration',
    body: insertRegistrationSchema,
    response: answers<RegistrationAnswerDto>(),
  }),
  adminEventCreate: admin('POST', '/api/admin/events', {
    offline: draft('event', 'create', 'event'),
    body: insertEventSchema,
    response: answers<EventDto>(),
  }),
  // The bulk past-event creator's rows, created all or none (never drafted offline: the site checks each picture).
  adminPastEventsCreate: admin('POST', '/api/admin/past-events', {
    body: createPastEventsSchema,
    response: answers<EventDto[]>(),
  }),
  // A series makes one event per date at once, online only: each date takes its own seats, which only the site holds.
  adminEventSeriesCreate: admin('POST', '/api/admin/event-series', {
    body: eventSeriesSchema,
    response: answers<EventDto[]>(),
  }),
  // A partial update, like every edit that sends only what changed: PATCH with the schema's `.partial()`.
  adminEventUpdate: admin('PATCH', '/api/admin/events/:id', {
    offline: draft('event', 'update', 'event'),
    body: updateEventSchema,
    response: answers<EventDto & { notified?: number }>(),
  }),
  adminEventUpdateByPut: admin('PUT', '/api/admin/events/:id', {
    legacy: 'adminEventUpdate',
    body: updateEventSchema,
    response: answers<EventDto & { notified?: number }>(),
  }),
  adminEventDelete: admin('DELETE', '/api/admin/events/:id', {
    offline: draft('event', 'delete', 'event'),
    query: versionQuerySchema,
    response: nothing,
  }),
  adminEventRegistrations: admin('GET', '/api/admin/events/:id/registrations', {
    cachedList: list('registration'),
    response: answers<RegistrationDto[]>(),
  }),
  eventWaitlistJoin: open('POST', '/api/events/:id/waitlist', {
    rateLimit: 'event-registration',
    body: insertRegistrationSchema,
    response: answers<WaitlistJoinDto>(),
  }),
  adminEventWaitlist: admin('GET', '/api/admin/events/:id/waitlist', { response: answers<WaitlistEntryDto[]>() }),
  adminEventRegistrationDelete: admin('DELETE', '/api/admin/events/:id/registrations/:registrationId', {
    response: nothing,
  }),
  adminEventClusterRemove: admin('POST', '/api/admin/events/:id/clusters/remove', {
    body: removeClusterSchema,
    response: answers<ClusterRemovalDto>(),
  }),
  // Check-in at the trailhead, often out of reach of the network: drafted offline, and with no version to go stale.
  adminRegistrationCheckIn: admin('PATCH', '/api/admin/registrations/:id', {
    offline: draft('registration', 'update', 'check-in'),
    body: registrationCheckInSchema,
    response: answers<RegistrationDto>(),
  }),
  // A walk-in takes a seat, which only the site can decide: online only.
  adminEventWalkIn: admin('POST', '/api/admin/events/:id/walk-ins', {
    body: walkInSchema,
    response: answers<RegistrationDto>(),
  }),
  // A registration taken by phone takes seats and may send a confirmation: online only, as a walk-in.
  adminEventPhoneRegistration: admin('POST', '/api/admin/events/:id/phone-registrations', {
    body: walkInSchema,
    response: answers<RegistrationDto>(),
  }),
  // Mail goes out to people at once: never drafted offline, so the desktop app refuses them without the site.
  adminEventCancel: admin('POST', '/api/admin/events/:id/cancel', {
    body: cancelEventSchema,
    response: answers<EventDto>(),
  }),
  adminEventMessage: admin('POST', '/api/admin/events/:id/message', {
    body: messageRegistrantsSchema,
    response: answers<EventMessageResultDto | EventMessagePreviewDto>(),
  }),
  // The page behind the cancel link in a confirmation: the signed token in the address is the credential.
  registrationCancelPage: open('GET', '/api/cancel-registration'),
  registrationCancelForm: open('POST', '/api/cancel-registration', {
    rateLimit: 'event-registration',
    ownBody: FORM_POST,
  }),
  // The leave link of every waiting-list mail: opening it asks, its button's post takes the place off the list.
  waitlistLeavePage: open('GET', '/api/leave-waitlist'),
  waitlistLeaveForm: open('POST', '/api/leave-waitlist', { rateLimit: 'event-registration', ownBody: FORM_POST }),

  // Home page and page images
  homeContent: open('GET', '/api/home-content', {
    ssr: true,
    cachedList: list('home-section', 'section'),
    response: answers<HomeSectionDto[]>(),
  }),
  // A section is named in the path, as every record's key is; the whole section is sent, so PUT.
  adminHomeContentSave: admin('PUT', '/api/admin/home-content/:section', {
    offline: draft('home-section', 'update', 'home section'),
    params: homeSectionParamsSchema,
    body: homeSectionSchema,
    response: answers<HomeSectionDto>(),
  }),
  adminHomeContentSaveByBody: admin('PUT', '/api/admin/home-content', {
    legacy: 'adminHomeContentSave',
    body: upsertHomeContentSchema,
    response: answers<HomeSectionDto>(),
  }),
  adminHomeContentDelete: admin('DELETE', '/api/admin/home-content/:section', {
    offline: draft('home-section', 'delete', 'home section'),
    query: versionQuerySchema,
    response: nothing,
  }),
  pageContent: open('GET', '/api/page-content/:key', { ssr: true, response: answers<PageContentDto>() }),
  adminPageContent: admin('GET', '/api/admin/page-content/:key', {
    cachedList: single('page-content', 'key'),
    response: answers<PageContentDto>(),
  }),
  adminPageContentSave: admin('PUT', '/api/admin/page-content/:key', {
    offline: draft('page-content', 'update', 'page image'),
    params: pageContentParamsSchema,
    body: pageContentSchema,
    response: answers<PageContentDto>(),
  }),
  adminPageContentSaveByBody: admin('PUT', '/api/admin/page-content', {
    legacy: 'adminPageContentSave',
    body: upsertPageContentSchema,
    response: answers<PageContentDto>(),
  }),
  adminScanVideos: admin('GET', '/api/admin/scan-video-files', { response: answers<VideoScanDto>() }),

  // History page
  historyContent: open('GET', '/api/history-content', {
    ssr: true,
    cachedList: list('history-section'),
    response: answers<HistorySectionDto[]>(),
  }),
  adminHistoryContent: admin('GET', '/api/admin/history-content', {
    cachedList: list('history-section'),
    response: answers<HistorySectionDto[]>(),
  }),
  adminHistoryCreate: admin('POST', '/api/admin/history-content', {
    offline: draft('history-section', 'create', 'history section'),
    body: historySectionSchema,
    response: answers<HistorySectionDto>(),
  }),
  adminHistoryUpdate: admin('PUT', '/api/admin/history-content/:id', {
    offline: draft('history-section', 'update', 'history section'),
    body: historySectionSchema,
    response: answers<HistorySectionDto>(),
  }),
  adminHistoryDelete: admin('DELETE', '/api/admin/history-content/:id', {
    offline: draft('history-section', 'delete', 'history section'),
    query: versionQuerySchema,
    response: nothing,
  }),

  // The organisation's texts on the about, history and donate pages (ADR 043)
  pageTexts: open('GET', '/api/page-texts', {
    ssr: true,
    cachedList: list('page-text', 'key'),
    response: answers<PageTextDto[]>(),
  }),
  adminPageTextSave: admin('PUT', '/api/admin/page-texts/:key', {
    offline: draft('page-text', 'update', 'page text'),
    body: pageTextSchema,
    response: answers<PageTextDto>(),
  }),

  // Demo content (ADR 043): what the demo seed wrote, and removing it all at once (online only)
  adminDemoContent: admin('GET', '/api/admin/demo-content', { response: answers<DemoContentSummaryDto>() }),
  adminDemoContentRemove: admin('POST', '/api/admin/demo-content/remove', {
    response: answers<{ removed: DemoContentSummaryDto }>(),
  }),

  // Gallery and uploads
  gallery: open('GET', '/api/gallery', {
    ssr: true,
    cachedList: list('gallery-image'),
    query: galleryPageQuerySchema,
    response: answers<GalleryImageDto[]>(),
  }),
  galleryFirstPage: open('GET', '/api/gallery/first-page', { ssr: true, response: answers<GalleryPageDto>() }),
  galleryAfter: open('GET', '/api/gallery/after/:cursor', { response: answers<GalleryPageDto>() }),
  // The order is one record with its own version (ADR 041): an order drafted offline is sent with the version
  // its board was made from, and one saved on the web meanwhile is a conflict, never overwritten.
  galleryOrder: admin('GET', '/api/gallery/order', {
    cachedList: single('gallery-order'),
    response: answers<GalleryOrderDto>(),
  }),
  galleryReorder: admin('PUT', '/api/gallery/reorder', {
    offline: draft('gallery-order', 'update', 'gallery order', {
      key: 'gallery',
      items: { field: 'imageUpdates', entity: 'gallery-image' },
    }),
    body: reorderGallerySchema,
    response: answers<GalleryReorderResultDto>(),
  }),
  // A photo added offline waits with its file (the upload is drafted too). Until sent it shows where the site will
  // put it: marked 'above', after every picture so marked (the site gives it the highest order there).
  imageCreate: signedIn('POST', '/api/images', {
    offline: draft('gallery-image', 'create', 'gallery image', {
      sets: { imageUrl: '', isPublic: true, position: 'above', displayOrder: 2 ** 31 - 1, hidden: false, version: 1 },
    }),
    body: createGalleryImageSchema,
    response: answers<GalleryImageDto>(),
  }),
  imageDelete: signedIn('DELETE', '/api/images/:id', {
    offline: draft('gallery-image', 'delete', 'gallery image'),
    query: versionQuerySchema,
    response: nothing,
  }),
  // The uploader's own correction of a photo still waiting for approval (admins may use it as well).
  imageUpdate: signedIn('PATCH', '/api/images/:id', {
    body: editImageDetailsSchema,
    response: answers<GalleryImageDto>(),
  }),
  adminImageUpdate: admin('PATCH', '/api/admin/images/:id', {
    offline: draft('gallery-image', 'update', 'gallery image', {
      bumps: { entity: 'gallery-order', key: 'gallery', when: 'position' },
    }),
    body: moderateImageSchema,
    response: answers<GalleryImageDto>(),
  }),
  // Hiding and showing take no version: each sets one flag to a known value, so sending it late cannot undo more
  // than that flag (like a check-in).
  adminImageHide: admin('POST', '/api/admin/images/:id/hide', {
    offline: draft('gallery-image', 'update', 'gallery image', { verb: 'Hide', sets: { hidden: true } }),
    response: answers<HiddenImageDto>(),
  }),
  adminImageShow: admin('DELETE', '/api/admin/images/:id/hide', {
    offline: draft('gallery-image', 'update', 'gallery image', { verb: 'Show', sets: { hidden: false } }),
    response: nothing,
  }),
  // Online only: the member is mailed the reason at once, and the photo is removed.
  adminImageDecline: admin('POST', '/api/admin/images/:id/decline', { body: declineImageSchema, response: nothing }),
  adminMigrateGalleryUrls: admin('POST', '/api/admin/migrate-gallery-urls', {
    response: answers<GalleryUrlMigrationDto>(),
  }),
  uploadSlot: signedIn('POST', '/api/objects/upload', {
    rateLimit: 'uploads',
    response: answers<{ uploadURL: string }>(),
  }),
  // The upload slot's own signed address: the signature in the query string is the credential.
  uploadPut: open('PUT', '/objects/upload/:id'),
  // The calls that name an upload judge the query's key and the path's upload id (and part number) together, so
  // that one answer says what is missing: their handlers parse those with the s3 schemas themselves.
  s3MultipartCreate: signedIn('POST', '/api/s3/multipart', { body: createMultipartSchema }),
  s3MultipartParts: signedIn('GET', '/api/s3/multipart/:uploadId'),
  s3MultipartSignPart: signedIn('GET', '/api/s3/multipart/:uploadId/:partNumber'),
  s3MultipartComplete: signedIn('POST', '/api/s3/multipart/:uploadId/complete', { body: completeMultipartSchema }),
  s3MultipartAbort: signedIn('DELETE', '/api/s3/multipart/:uploadId'),
  s3Params: signedIn('GET', '/api/s3/params'),
  s3Sts: signedIn('GET', '/api/s3/sts'),

  // Visitor forms and what admins do with them
  volunteerApply: open('POST', '/api/volunteers', {
    rateLimit: 'volunteers',
    body: insertVolunteerSchema,
    response: answers<VolunteerDto>(),
  }),
  adminVolunteers: admin('GET', '/api/admin/volunteers', {
    cachedList: list('volunteer'),
    response: answers<VolunteerDto[]>(),
  }),
  // What the office reads back: the dashboard's season and the hours for grant reports.
  adminSeasonStats: admin('GET', '/api/admin/season-stats', { response: answers<SeasonStatsDto>() }),
  adminVolunteerHours: admin('GET', '/api/admin/volunteer-hours', { response: answers<VolunteerHoursDto>() }),
  adminVolunteerUpdate: admin('PATCH', '/api/admin/volunteers/:id', {
    offline: draft('volunteer', 'update', 'volunteer'),
    body: updateVolunteerSchema,
    response: answers<VolunteerDto>(),
  }),
  contactSend: open('POST', '/api/contact', {
    rateLimit: 'contact',
    body: insertContactSchema,
    response: answers<ContactSubmissionDto>(),
  }),
  // The same forms posted by the browser itself (before or without scripts): they answer with the page again.
  volunteerForm: open('POST', '/api/forms/volunteer', { rateLimit: 'volunteers', ownBody: FORM_POST }),
  contactForm: open('POST', '/api/forms/contact', { rateLimit: 'contact', ownBody: FORM_POST }),
  eventRegisterForm: open('POST', '/api/forms/events/:id/register', {
    rateLimit: 'event-registration',
    ownBody: FORM_POST,
  }),
  eventWaitlistForm: open('POST', '/api/forms/events/:id/waitlist', {
    rateLimit: 'event-registration',
    ownBody: FORM_POST,
  }),
  // Newsletter sign-up (double opt-in): the JSON route, the browser's own post, and the page behind the e-mailed
  // link, which confirms only when its button is pressed.
  newsletterSubscribe: open('POST', '/api/newsletter/subscribe', {
    rateLimit: 'newsletter',
    body: newsletterSignupSchema,
  }),
  newsletterForm: open('POST', '/api/forms/newsletter', { rateLimit: 'newsletter', ownBody: FORM_POST }),
  newsletterConfirmPage: open('GET', '/api/newsletter/confirm'),
  // The address the confirmation mail links to: short, and outside /api/ like a page.
  newsletterConfirmLink: open('GET', '/newsletter/confirm'),
  newsletterConfirmForm: open('POST', '/api/newsletter/confirm', { rateLimit: 'newsletter', ownBody: FORM_POST }),
  // The unsubscribe link in every newsletter: GET asks, POST (the page's button, or a mail program's one-click post)
  // unsubscribes. No rate limit: mail providers post many one-click unsubscribes from few addresses, and the
  // signed token is the whole credential.
  newsletterUnsubscribePage: open('GET', '/api/newsletter/unsubscribe'),
  newsletterUnsubscribe: open('POST', '/api/newsletter/unsubscribe', { ownBody: FORM_POST }),
  // The address the newsletter's footer and List-Unsubscribe header name: short, outside /api/ like the
  // confirmation link; it shows the same page and takes the same one-click post.
  newsletterUnsubscribeLink: open('GET', '/newsletter/unsubscribe'),
  newsletterUnsubscribeLinkPost: open('POST', '/newsletter/unsubscribe', { ownBody: FORM_POST }),
  // The list for the office. Removing someone is never drafted offline: it should take effect at once.
  adminNewsletterSubscribers: admin('GET', '/api/admin/newsletter/subscribers', {
    response: answers<NewsletterSubscriberDto[]>(),
  }),
  adminNewsletterSubscriberDelete: admin('DELETE', '/api/admin/newsletter/subscribers/:id', { response: nothing }),
  // Sending the newsletter (a test copy to the admin, or a run to the list) and following a run. Mail goes out to
  // people at once: never drafted offline, so the desktop app refuses them without the site.
  adminNewsletterTest: admin('POST', '/api/admin/newsletter/test', {
    body: newsletterMessageSchema,
    response: answers<NewsletterSendDto>(),
  }),
  adminNewsletterSend: admin('POST', '/api/admin/newsletter/send', {
    body: newsletterMessageSchema,
    response: answers<NewsletterSendDto>(),
  }),
  adminNewsletterRuns: admin('GET', '/api/admin/newsletter/runs', { response: answers<NewsletterRunDto[]>() }),
  adminNewsletterRun: admin('GET', '/api/admin/newsletter/runs/:id', { response: answers<NewsletterRunDto>() }),
  // Newsletter PDFs: a file of up to 20 MB, online only (ADR 057).
  adminNewsletterIssueCreate: admin('POST', '/api/admin/newsletter-issues', {
    rateLimit: 'uploads',
    body: newsletterIssueSchema,
    response: answers<NewsletterIssueDto>(),
  }),
  adminNewsletterIssueDelete: admin('DELETE', '/api/admin/newsletter-issues/:id', { response: nothing }),
  adminContacts: admin('GET', '/api/admin/contacts', {
    cachedList: list('contact'),
    response: answers<ContactSubmissionDto[]>(),
  }),
  adminContactUpdate: admin('PATCH', '/api/admin/contacts/:id', {
    offline: draft('contact', 'update', 'message'),
    body: updateContactSchema,
    response: answers<ContactSubmissionDto>(),
  }),

  // The organisation's details (ADR 040): pages take them from memory; the screen saves the one record.
  siteSettings: open('GET', '/api/settings', {
    cachedList: single('site-settings'),
    response: answers<SiteSettingsDto>(),
  }),
  adminSiteSettingsSave: admin('PUT', '/api/admin/settings', {
    offline: draft('site-settings', 'update', 'site settings', { key: 'site' }),
    body: siteSettingsSchema,
    response: answers<SiteSettingsDto>(),
  }),
  // Who hears of new messages, volunteers and photos to approve, kept apart from the public settings (ADR 057);
  // and what waits for the office, for the dashboard.
  adminNotices: admin('GET', '/api/admin/notices', { response: answers<NoticeSettingsDto>() }),
  adminNoticesSave: admin('PUT', '/api/admin/notices', {
    body: noticeSettingsSchema,
    response: answers<NoticeSettingsDto>(),
  }),
  adminWaiting: admin('GET', '/api/admin/waiting', { response: answers<WaitingDto>() }),

  // Accounts, mail and operations for admins
  adminUsers: admin('GET', '/api/admin/users', { response: answers<AdminUserDto[]>() }),
  adminUserUpdate: admin('PATCH', '/api/admin/users/:id', {
    body: updateUserSchema,
    response: answers<AdminUserDto>(),
  }),
  adminUserTokens: admin('GET', '/api/admin/users/:id/tokens', { response: answers<DeviceTokenDto[]>() }),
  adminTokenRevoke: admin('DELETE', '/api/admin/tokens/:id', { response: nothing }),
  adminEmails: admin('GET', '/api/admin/emails', {
    query: mailListQuerySchema,
    response: answers<OutboundEmailListDto>(),
  }),
  adminEmailRetry: admin('POST', '/api/admin/emails/:id/retry', { response: answers<OutboundEmailDto>() }),
  adminMetrics: admin('GET', '/api/admin/metrics'),
} satisfies Record<string, RouteDeclaration>;

export type RouteTable = typeof TABLE;
export type RouteName = keyof RouteTable;

export const ROUTES: Record<RouteName, RouteDeclaration> = TABLE;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path parameters by name: as its params schema parsed them, or as the router decoded them. */
export type RouteParams<N extends RouteName> = RouteTable[N] extends { params: infer S extends z.ZodType }
  ? z.output<S>
  : { [K in ParamNames<RouteTable[N]['path']>]: string };

/** The parsed query (what the handler reads), or undefined where the entry declares none. */
export type RouteQuery<N extends RouteName> = RouteTable[N] extends { query: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The parsed body (what the handler reads), or undefined where the entry declares none. */
export type RouteBody<N extends RouteName> = RouteTable[N] extends { body: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a client sends as the query: what the schema takes in. */
export type RouteQueryInput<N extends RouteName> = RouteTable[N] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** What a client sends as the body: what the schema takes in (any object where the handler reads its own). */
export type RouteBodyInput<N extends RouteName> = RouteTable[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : RouteTable[N] extends { ownBody: string }
    ? Record<string, unknown>
    : undefined;

/** What the desktop app adds to the answer of a write it kept as a draft (202) instead of sending. */
export interface DraftMarks {
  draft?: true;
  draftConflict?: true;
}

type Declared<N extends RouteName> = RouteTable[N] extends { response: Answer<infer T> } ? T : unknown;

/** What a success answers; a write the desktop app may draft offline may answer the draft instead. */
export type RouteResponse<N extends RouteName> = RouteTable[N] extends { offline: OfflineWrite }
  ? Declared<N> extends void
    ? DraftMarks | undefined
    : Declared<N> & DraftMarks
  : Declared<N>;

/** Who the handler is told is calling: never null behind `signed-in` or `admin`. */
export type RouteAccessOf<N extends RouteName> = RouteTable[N]['access'];

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

interface CompiledRoute {
  name: RouteName;
  route: RouteDeclaration;
  pattern: RegExp;
  params: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(name: RouteName, route: RouteDeclaration): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      params.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { name, route, pattern: new RegExp(`^${source}$`), params };
}

const COMPILED = ROUTE_NAMES.map((name) => compile(name, ROUTES[name]));

export interface RouteMatch {
  name: RouteName;
  route: RouteDeclaration;
  /** Parameters as they appear in the path (still percent-encoded). */
  rawParams: Record<string, string>;
}

/**
 * The declared route a request reaches, matched as the server's routers match: case-sensitive, no trailing slash,
 * a parameter is one path segment. Literal routes win over parameter routes of the same shape
 * (`/api/gallery/first-page` is not an id).
 */
export function matchRoute(method: string, pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestParams = Infinity;
  for (const c of COMPILED) {
    if (c.route.method !== method) continue;
    const m = c.pattern.exec(pathname);
    if (!m || c.params.length >= bestParams) continue;
    const rawParams = Object.fromEntries(c.params.map((p, i) => [p, m[i + 1]]));
    best = { name: c.name, route: c.route, rawParams };
    bestParams = c.params.length;
  }
  return best;
}

/** Fills a route's parameters (encoded), for clients that build addresses from the table. */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
