/**
 * Every HTTP route the server answers outside the server-rendered pages, declared once. The routers register their
 * handlers by name from this table (`route()` in `server/routes/api/routing.ts`), so the method and path are written
 * here only; the access check, the rate limits, the server renderer's in-process reads and the desktop app's offline
 * drafts read the same entries. `server/routes/api/routeTable.test.ts` fails when a router serves something this
 * table does not declare, or the reverse.
 */

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
  /** The record's key comes from this body field instead of the path's last parameter (home sections, by name). */
  keyFromBody?: string;
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
}

type RouteOptions = Omit<RouteDeclaration, 'method' | 'path' | 'access'>;

const declare =
  (access: RouteAccess) =>
  (method: RouteMethod, path: string, options: RouteOptions = {}): RouteDeclaration => ({
    method,
    path,
    access,
    ...options,
  });
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

const TABLE = {
  // Health and files
  health: open('GET', '/api/health'),
  placeholderImage: open('GET', '/api/placeholder-image'),
  // The newest newsletter PDF an admin uploaded (404 while there is none), any one of them by id, and the list
  // (the archive page, and whether pages show a newsletter link at all; ADR 057).
  newsletterPdf: open('GET', '/api/newsletter-pdf'),
  newsletterIssuePdf: open('GET', '/api/newsletter-pdf/:id'),
  newsletterIssues: open('GET', '/api/newsletter-issues', { ssr: true }),
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
  login: open('POST', '/api/auth/login', { rateLimit: 'sign-in' }),
  currentUser: open('GET', '/api/auth/user', { ssr: true }),
  signUp: open('POST', '/api/auth/signup', { rateLimit: 'sign-up' }),
  signUpConfirm: open('POST', '/api/auth/signup/confirm', { rateLimit: 'password-change' }),
  passwordResetRequest: open('POST', '/api/auth/password-reset', { rateLimit: 'password-reset-request' }),
  passwordResetConfirm: open('POST', '/api/auth/password-reset/confirm', { rateLimit: 'password-change' }),
  passwordChange: signedIn('POST', '/api/auth/password', { rateLimit: 'password-change' }),
  tokenCreate: open('POST', '/api/auth/token', { rateLimit: 'sign-in' }),
  tokenRevokeCurrent: open('DELETE', '/api/auth/token'),
  tokenList: signedIn('GET', '/api/auth/tokens'),
  tokenRevoke: signedIn('DELETE', '/api/auth/tokens/:id'),

  // Accounts: server-rendered pages and their no-script form posts
  signInPage: open('GET', '/api/login'),
  signInForm: open('POST', '/api/login', { rateLimit: 'sign-in' }),
  signUpForm: open('POST', '/api/signup', { rateLimit: 'sign-up' }),
  signUpConfirmPage: open('GET', '/api/confirm-signup'),
  signUpConfirmForm: open('POST', '/api/confirm-signup', { rateLimit: 'password-change' }),
  logout: open('GET', '/api/logout'),
  passwordResetRequestPage: open('GET', '/api/password-reset'),
  passwordResetRequestForm: open('POST', '/api/password-reset', { rateLimit: 'password-reset-request' }),
  passwordResetPage: open('GET', '/api/reset-password'),
  passwordResetForm: open('POST', '/api/reset-password', { rateLimit: 'password-change' }),

  // Events
  eventList: open('GET', '/api/events', { ssr: true, cachedList: list('event') }),
  eventGet: open('GET', '/api/events/:id', { ssr: true, cachedList: single('event') }),
  eventRegister: open('POST', '/api/events/:id/register', { rateLimit: 'event-registration' }),
  adminEventCreate: admin('POST', '/api/admin/events', { offline: draft('event', 'create', 'event') }),
  // The bulk past-event creator's rows, created all or none (never drafted offline: the site checks each picture).
  adminPastEventsCreate: admin('POST', '/api/admin/past-events'),
  adminEventUpdate: admin('PUT', '/api/admin/events/:id', { offline: draft('event', 'update', 'event') }),
  adminEventDelete: admin('DELETE', '/api/admin/events/:id', { offline: draft('event', 'delete', 'event') }),
  adminEventRegistrations: admin('GET', '/api/admin/events/:id/registrations', { cachedList: list('registration') }),
  eventWaitlistJoin: open('POST', '/api/events/:id/waitlist', { rateLimit: 'event-registration' }),
  adminEventWaitlist: admin('GET', '/api/admin/events/:id/waitlist'),
  adminEventRegistrationDelete: admin('DELETE', '/api/admin/events/:id/registrations/:registrationId'),
  adminEventClusterRemove: admin('POST', '/api/admin/events/:id/clusters/remove'),
  // Check-in at the trailhead, often out of reach of the network: drafted offline, and with no version to go stale.
  adminRegistrationCheckIn: admin('PATCH', '/api/admin/registrations/:id', {
    offline: draft('registration', 'update', 'check-in'),
  }),
  // A walk-in takes a seat, which only the site can decide: online only.
  adminEventWalkIn: admin('POST', '/api/admin/events/:id/walk-ins'),
  // Mail goes out to people at once: never drafted offline, so the desktop app refuses them without the site.
  adminEventCancel: admin('POST', '/api/admin/events/:id/cancel'),
  adminEventMessage: admin('POST', '/api/admin/events/:id/message'),
  // The page behind the cancel link in a confirmation: the signed token in the address is the credential.
  registrationCancelPage: open('GET', '/api/cancel-registration'),
  registrationCancelForm: open('POST', '/api/cancel-registration', { rateLimit: 'event-registration' }),
  // The leave link of every waiting-list mail: opening it asks, its button's post takes the place off the list.
  waitlistLeavePage: open('GET', '/api/leave-waitlist'),
  waitlistLeaveForm: open('POST', '/api/leave-waitlist', { rateLimit: 'event-registration' }),

  // Home page and page images
  homeContent: open('GET', '/api/home-content', { ssr: true, cachedList: list('home-section', 'section') }),
  adminHomeContentSave: admin('PUT', '/api/admin/home-content', {
    offline: draft('home-section', 'update', 'home section', { keyFromBody: 'section' }),
  }),
  adminHomeContentDelete: admin('DELETE', '/api/admin/home-content/:section', {
    offline: draft('home-section', 'delete', 'home section'),
  }),
  pageContent: open('GET', '/api/page-content/:key', { ssr: true }),
  adminPageContent: admin('GET', '/api/admin/page-content/:key', { cachedList: single('page-content', 'key') }),
  adminPageContentSave: admin('PUT', '/api/admin/page-content', {
    offline: draft('page-content', 'update', 'page image', { keyFromBody: 'key' }),
  }),
  adminScanVideos: admin('GET', '/api/admin/scan-video-files'),

  // History page
  historyContent: open('GET', '/api/history-content', { ssr: true, cachedList: list('history-section') }),
  adminHistoryContent: admin('GET', '/api/admin/history-content', { cachedList: list('history-section') }),
  adminHistoryCreate: admin('POST', '/api/admin/history-content', {
    offline: draft('history-section', 'create', 'history section'),
  }),
  adminHistoryUpdate: admin('PUT', '/api/admin/history-content/:id', {
    offline: draft('history-section', 'update', 'history section'),
  }),
  adminHistoryDelete: admin('DELETE', '/api/admin/history-content/:id', {
    offline: draft('history-section', 'delete', 'history section'),
  }),

  // The organisation's texts on the about, history and donate pages (ADR 043)
  pageTexts: open('GET', '/api/page-texts', { ssr: true, cachedList: list('page-text', 'key') }),
  adminPageTextSave: admin('PUT', '/api/admin/page-texts/:key', { offline: draft('page-text', 'update', 'page text') }),

  // Demo content (ADR 043): what the demo seed wrote, and removing it all at once (online only)
  adminDemoContent: admin('GET', '/api/admin/demo-content'),
  adminDemoContentRemove: admin('POST', '/api/admin/demo-content/remove'),

  // Gallery and uploads
  gallery: open('GET', '/api/gallery', { ssr: true, cachedList: list('gallery-image') }),
  galleryFirstPage: open('GET', '/api/gallery/first-page', { ssr: true }),
  galleryAfter: open('GET', '/api/gallery/after/:cursor'),
  // The order is one record with its own version (ADR 041): an order drafted offline is sent with the version
  // its board was made from, and one saved on the web meanwhile is a conflict, never overwritten.
  galleryOrder: admin('GET', '/api/gallery/order', { cachedList: single('gallery-order') }),
  galleryReorder: admin('PUT', '/api/gallery/reorder', {
    offline: draft('gallery-order', 'update', 'gallery order', {
      key: 'gallery',
      items: { field: 'imageUpdates', entity: 'gallery-image' },
    }),
  }),
  // A photo added offline waits with its file (the upload is drafted too). Until sent it shows where the site will
  // put it: marked 'above', after every picture so marked (the site gives it the highest order there).
  imageCreate: signedIn('POST', '/api/images', {
    offline: draft('gallery-image', 'create', 'gallery image', {
      sets: { imageUrl: '', isPublic: true, position: 'above', displayOrder: 2 ** 31 - 1, hidden: false, version: 1 },
    }),
  }),
  imageDelete: signedIn('DELETE', '/api/images/:id', { offline: draft('gallery-image', 'delete', 'gallery image') }),
  // The uploader's own correction of a photo still waiting for approval (admins may use it as well).
  imageUpdate: signedIn('PATCH', '/api/images/:id'),
  adminImageUpdate: admin('PATCH', '/api/admin/images/:id', {
    offline: draft('gallery-image', 'update', 'gallery image', {
      bumps: { entity: 'gallery-order', key: 'gallery', when: 'position' },
    }),
  }),
  // Hiding and showing take no version: each sets one flag to a known value, so sending it late cannot undo more
  // than that flag (like a check-in).
  adminImageHide: admin('POST', '/api/admin/images/:id/hide', {
    offline: draft('gallery-image', 'update', 'gallery image', { verb: 'Hide', sets: { hidden: true } }),
  }),
  adminImageShow: admin('DELETE', '/api/admin/images/:id/hide', {
    offline: draft('gallery-image', 'update', 'gallery image', { verb: 'Show', sets: { hidden: false } }),
  }),
  // Online only: the member is mailed the reason at once, and the photo is removed.
  adminImageDecline: admin('POST', '/api/admin/images/:id/decline'),
  adminMigrateGalleryUrls: admin('POST', '/api/admin/migrate-gallery-urls'),
  uploadSlot: signedIn('POST', '/api/objects/upload', { rateLimit: 'uploads' }),
  // The upload slot's own signed address: the signature in the query string is the credential.
  uploadPut: open('PUT', '/objects/upload/:id'),
  s3MultipartCreate: signedIn('POST', '/api/s3/multipart'),
  s3MultipartParts: signedIn('GET', '/api/s3/multipart/:uploadId'),
  s3MultipartSignPart: signedIn('GET', '/api/s3/multipart/:uploadId/:partNumber'),
  s3MultipartComplete: signedIn('POST', '/api/s3/multipart/:uploadId/complete'),
  s3MultipartAbort: signedIn('DELETE', '/api/s3/multipart/:uploadId'),
  s3Params: signedIn('GET', '/api/s3/params'),
  s3Sts: signedIn('GET', '/api/s3/sts'),

  // Visitor forms and what admins do with them
  volunteerApply: open('POST', '/api/volunteers', { rateLimit: 'volunteers' }),
  adminVolunteers: admin('GET', '/api/admin/volunteers', { cachedList: list('volunteer') }),
  adminVolunteerUpdate: admin('PATCH', '/api/admin/volunteers/:id', {
    offline: draft('volunteer', 'update', 'volunteer'),
  }),
  contactSend: open('POST', '/api/contact', { rateLimit: 'contact' }),
  // The same forms posted by the browser itself (before or without scripts): they answer with the page again.
  volunteerForm: open('POST', '/api/forms/volunteer', { rateLimit: 'volunteers' }),
  contactForm: open('POST', '/api/forms/contact', { rateLimit: 'contact' }),
  eventRegisterForm: open('POST', '/api/forms/events/:id/register', { rateLimit: 'event-registration' }),
  eventWaitlistForm: open('POST', '/api/forms/events/:id/waitlist', { rateLimit: 'event-registration' }),
  // Newsletter sign-up (double opt-in): the JSON route, the browser's own post, and the page behind the e-mailed
  // link, which confirms only when its button is pressed.
  newsletterSubscribe: open('POST', '/api/newsletter/subscribe', { rateLimit: 'newsletter' }),
  newsletterForm: open('POST', '/api/forms/newsletter', { rateLimit: 'newsletter' }),
  newsletterConfirmPage: open('GET', '/api/newsletter/confirm'),
  // The address the confirmation mail links to: short, and outside /api/ like a page.
  newsletterConfirmLink: open('GET', '/newsletter/confirm'),
  newsletterConfirmForm: open('POST', '/api/newsletter/confirm', { rateLimit: 'newsletter' }),
  // The unsubscribe link in every newsletter: GET asks, POST (the page's button, or a mail program's one-click post)
  // unsubscribes. No rate limit: mail providers post many one-click unsubscribes from few addresses, and the
  // signed token is the whole credential.
  newsletterUnsubscribePage: open('GET', '/api/newsletter/unsubscribe'),
  newsletterUnsubscribe: open('POST', '/api/newsletter/unsubscribe'),
  // The address the newsletter's footer and List-Unsubscribe header name: short, outside /api/ like the
  // confirmation link; it shows the same page and takes the same one-click post.
  newsletterUnsubscribeLink: open('GET', '/newsletter/unsubscribe'),
  newsletterUnsubscribeLinkPost: open('POST', '/newsletter/unsubscribe'),
  // The list for the office. Removing someone is never drafted offline: it should take effect at once.
  adminNewsletterSubscribers: admin('GET', '/api/admin/newsletter/subscribers'),
  adminNewsletterSubscriberDelete: admin('DELETE', '/api/admin/newsletter/subscribers/:id'),
  // Sending the newsletter (a test copy to the admin, or a run to the list) and following a run. Mail goes out to
  // people at once: never drafted offline, so the desktop app refuses them without the site.
  adminNewsletterTest: admin('POST', '/api/admin/newsletter/test'),
  adminNewsletterSend: admin('POST', '/api/admin/newsletter/send'),
  adminNewsletterRuns: admin('GET', '/api/admin/newsletter/runs'),
  adminNewsletterRun: admin('GET', '/api/admin/newsletter/runs/:id'),
  // Newsletter PDFs: a file of up to 20 MB, online only (ADR 057).
  adminNewsletterIssueCreate: admin('POST', '/api/admin/newsletter-issues', { rateLimit: 'uploads' }),
  adminNewsletterIssueDelete: admin('DELETE', '/api/admin/newsletter-issues/:id'),
  adminContacts: admin('GET', '/api/admin/contacts', { cachedList: list('contact') }),
  adminContactUpdate: admin('PATCH', '/api/admin/contacts/:id', { offline: draft('contact', 'update', 'message') }),

  // The organisation's details (ADR 040): pages take them from memory; the screen saves the one record.
  siteSettings: open('GET', '/api/settings', { cachedList: single('site-settings') }),
  adminSiteSettingsSave: admin('PUT', '/api/admin/settings', {
    offline: draft('site-settings', 'update', 'site settings', { key: 'site' }),
  }),
  // Who hears of new messages, volunteers and photos to approve, kept apart from the public settings (ADR 057);
  // and what waits for the office, for the dashboard.
  adminNotices: admin('GET', '/api/admin/notices'),
  adminNoticesSave: admin('PUT', '/api/admin/notices'),
  adminWaiting: admin('GET', '/api/admin/waiting'),

  // Accounts, mail and operations for admins
  adminUsers: admin('GET', '/api/admin/users'),
  adminUserUpdate: admin('PATCH', '/api/admin/users/:id'),
  adminUserTokens: admin('GET', '/api/admin/users/:id/tokens'),
  adminTokenRevoke: admin('DELETE', '/api/admin/tokens/:id'),
  adminEmails: admin('GET', '/api/admin/emails'),
  adminEmailRetry: admin('POST', '/api/admin/emails/:id/retry'),
  adminMetrics: admin('GET', '/api/admin/metrics'),
} satisfies Record<string, RouteDeclaration>;

export type RouteName = keyof typeof TABLE;

export const ROUTES: Record<RouteName, RouteDeclaration> = TABLE;

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
