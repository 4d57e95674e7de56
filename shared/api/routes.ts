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
   * and the offline copy of their list shows each item's values (the gallery order moves every picture).
   */
  items?: { field: string; entity: string };
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

const TABLE = {
  // Health and files
  health: { method: 'GET', path: '/api/health', access: 'anyone' },
  placeholderImage: { method: 'GET', path: '/api/placeholder-image', access: 'anyone' },
  newsletterPdf: { method: 'GET', path: '/api/newsletter-pdf', access: 'anyone' },
  storedFile: { method: 'GET', path: '/objects/uploads/:id', access: 'anyone' },
  storedVideo: { method: 'GET', path: '/objects/videos/:name', access: 'anyone' },

  // For search engines and calendar programs, at the addresses they look for
  sitemap: { method: 'GET', path: '/sitemap.xml', access: 'anyone' },
  robots: { method: 'GET', path: '/robots.txt', access: 'anyone' },
  eventsCalendar: { method: 'GET', path: '/events.ics', access: 'anyone' },
  eventCalendar: { method: 'GET', path: '/events/:id/calendar.ics', access: 'anyone' },

  // Accounts: JSON API
  login: { method: 'POST', path: '/api/auth/login', access: 'anyone', rateLimit: 'sign-in' },
  currentUser: { method: 'GET', path: '/api/auth/user', access: 'anyone', ssr: true },
  signUp: { method: 'POST', path: '/api/auth/signup', access: 'anyone', rateLimit: 'sign-up' },
  signUpConfirm: { method: 'POST', path: '/api/auth/signup/confirm', access: 'anyone', rateLimit: 'password-change' },
  passwordResetRequest: {
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'anyone',
    rateLimit: 'password-reset-request',
  },
  passwordResetConfirm: {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'anyone',
    rateLimit: 'password-change',
  },
  passwordChange: { method: 'POST', path: '/api/auth/password', access: 'signed-in', rateLimit: 'password-change' },
  tokenCreate: { method: 'POST', path: '/api/auth/token', access: 'anyone', rateLimit: 'sign-in' },
  tokenRevokeCurrent: { method: 'DELETE', path: '/api/auth/token', access: 'anyone' },
  tokenList: { method: 'GET', path: '/api/auth/tokens', access: 'signed-in' },
  tokenRevoke: { method: 'DELETE', path: '/api/auth/tokens/:id', access: 'signed-in' },

  // Accounts: server-rendered pages and their no-script form posts
  signInPage: { method: 'GET', path: '/api/login', access: 'anyone' },
  signInForm: { method: 'POST', path: '/api/login', access: 'anyone', rateLimit: 'sign-in' },
  signUpForm: { method: 'POST', path: '/api/signup', access: 'anyone', rateLimit: 'sign-up' },
  signUpConfirmPage: { method: 'GET', path: '/api/confirm-signup', access: 'anyone' },
  signUpConfirmForm: { method: 'POST', path: '/api/confirm-signup', access: 'anyone', rateLimit: 'password-change' },
  logout: { method: 'GET', path: '/api/logout', access: 'anyone' },
  passwordResetRequestPage: { method: 'GET', path: '/api/password-reset', access: 'anyone' },
  passwordResetRequestForm: {
    method: 'POST',
    path: '/api/password-reset',
    access: 'anyone',
    rateLimit: 'password-reset-request',
  },
  passwordResetPage: { method: 'GET', path: '/api/reset-password', access: 'anyone' },
  passwordResetForm: { method: 'POST', path: '/api/reset-password', access: 'anyone', rateLimit: 'password-change' },

  // Events
  eventList: {
    method: 'GET',
    path: '/api/events',
    access: 'anyone',
    ssr: true,
    cachedList: { entity: 'event', key: 'id' },
  },
  eventGet: {
    method: 'GET',
    path: '/api/events/:id',
    access: 'anyone',
    ssr: true,
    cachedList: { entity: 'event', key: 'id', single: true },
  },
  eventRegister: {
    method: 'POST',
    path: '/api/events/:id/register',
    access: 'anyone',
    rateLimit: 'event-registration',
  },
  adminEventCreate: {
    method: 'POST',
    path: '/api/admin/events',
    access: 'admin',
    offline: { entity: 'event', operation: 'create', noun: 'event' },
  },
  adminEventUpdate: {
    method: 'PUT',
    path: '/api/admin/events/:id',
    access: 'admin',
    offline: { entity: 'event', operation: 'update', noun: 'event' },
  },
  adminEventDelete: {
    method: 'DELETE',
    path: '/api/admin/events/:id',
    access: 'admin',
    offline: { entity: 'event', operation: 'delete', noun: 'event' },
  },
  adminEventRegistrations: {
    method: 'GET',
    path: '/api/admin/events/:id/registrations',
    access: 'admin',
    cachedList: { entity: 'registration', key: 'id' },
  },
  eventWaitlistJoin: {
    method: 'POST',
    path: '/api/events/:id/waitlist',
    access: 'anyone',
    rateLimit: 'event-registration',
  },
  adminEventWaitlist: { method: 'GET', path: '/api/admin/events/:id/waitlist', access: 'admin' },
  adminEventRegistrationDelete: {
    method: 'DELETE',
    path: '/api/admin/events/:id/registrations/:registrationId',
    access: 'admin',
  },
  // Check-in at the trailhead, often out of reach of the network: drafted offline, and with no version to go stale.
  adminRegistrationCheckIn: {
    method: 'PATCH',
    path: '/api/admin/registrations/:id',
    access: 'admin',
    offline: { entity: 'registration', operation: 'update', noun: 'check-in' },
  },
  // A walk-in takes a seat, which only the site can decide: online only.
  adminEventWalkIn: { method: 'POST', path: '/api/admin/events/:id/walk-ins', access: 'admin' },
  // Mail goes out to people at once: never drafted offline, so the desktop app refuses them without the site.
  adminEventCancel: { method: 'POST', path: '/api/admin/events/:id/cancel', access: 'admin' },
  adminEventMessage: { method: 'POST', path: '/api/admin/events/:id/message', access: 'admin' },
  // The page behind the cancel link in a confirmation: the signed token in the address is the credential.
  registrationCancelPage: { method: 'GET', path: '/api/cancel-registration', access: 'anyone' },
  registrationCancelForm: {
    method: 'POST',
    path: '/api/cancel-registration',
    access: 'anyone',
    rateLimit: 'event-registration',
  },

  // Home page and page images
  homeContent: {
    method: 'GET',
    path: '/api/home-content',
    access: 'anyone',
    ssr: true,
    cachedList: { entity: 'home-section', key: 'section' },
  },
  adminHomeContentSave: {
    method: 'PUT',
    path: '/api/admin/home-content',
    access: 'admin',
    offline: { entity: 'home-section', operation: 'update', noun: 'home section', keyFromBody: 'section' },
  },
  adminHomeContentDelete: {
    method: 'DELETE',
    path: '/api/admin/home-content/:section',
    access: 'admin',
    offline: { entity: 'home-section', operation: 'delete', noun: 'home section' },
  },
  pageContent: { method: 'GET', path: '/api/page-content/:key', access: 'anyone', ssr: true },
  adminPageContent: {
    method: 'GET',
    path: '/api/admin/page-content/:key',
    access: 'admin',
    cachedList: { entity: 'page-content', key: 'key', single: true },
  },
  adminPageContentSave: {
    method: 'PUT',
    path: '/api/admin/page-content',
    access: 'admin',
    offline: { entity: 'page-content', operation: 'update', noun: 'page image', keyFromBody: 'key' },
  },
  adminScanVideos: { method: 'GET', path: '/api/admin/scan-video-files', access: 'admin' },

  // History page
  historyContent: {
    method: 'GET',
    path: '/api/history-content',
    access: 'anyone',
    ssr: true,
    cachedList: { entity: 'history-section', key: 'id' },
  },
  adminHistoryContent: {
    method: 'GET',
    path: '/api/admin/history-content',
    access: 'admin',
    cachedList: { entity: 'history-section', key: 'id' },
  },
  adminHistoryCreate: {
    method: 'POST',
    path: '/api/admin/history-content',
    access: 'admin',
    offline: { entity: 'history-section', operation: 'create', noun: 'history section' },
  },
  adminHistoryUpdate: {
    method: 'PUT',
    path: '/api/admin/history-content/:id',
    access: 'admin',
    offline: { entity: 'history-section', operation: 'update', noun: 'history section' },
  },
  adminHistoryDelete: {
    method: 'DELETE',
    path: '/api/admin/history-content/:id',
    access: 'admin',
    offline: { entity: 'history-section', operation: 'delete', noun: 'history section' },
  },

  // The organisation's texts on the about, history and donate pages (ADR 043)
  pageTexts: { method: 'GET', path: '/api/page-texts', access: 'anyone', ssr: true },
  adminPageTextSave: {
    method: 'PUT',
    path: '/api/admin/page-texts/:key',
    access: 'admin',
    offline: { entity: 'page-text', operation: 'update', noun: 'page text' },
  },

  // Demo content (ADR 043): what the demo seed wrote, and removing it all at once (online only)
  adminDemoContent: { method: 'GET', path: '/api/admin/demo-content', access: 'admin' },
  adminDemoContentRemove: { method: 'POST', path: '/api/admin/demo-content/remove', access: 'admin' },

  // Gallery and uploads
  gallery: {
    method: 'GET',
    path: '/api/gallery',
    access: 'anyone',
    ssr: true,
    cachedList: { entity: 'gallery-image', key: 'id' },
  },
  galleryFirstPage: { method: 'GET', path: '/api/gallery/first-page', access: 'anyone', ssr: true },
  galleryAfter: { method: 'GET', path: '/api/gallery/after/:cursor', access: 'anyone' },
  // The order is one record with its own version (ADR 041): an order drafted offline is sent with the version
  // its board was made from, and one saved on the web meanwhile is a conflict, never overwritten.
  galleryOrder: {
    method: 'GET',
    path: '/api/gallery/order',
    access: 'admin',
    cachedList: { entity: 'gallery-order', key: 'id', single: true },
  },
  galleryReorder: {
    method: 'PUT',
    path: '/api/gallery/reorder',
    access: 'admin',
    offline: {
      entity: 'gallery-order',
      operation: 'update',
      noun: 'gallery order',
      key: 'gallery',
      items: { field: 'imageUpdates', entity: 'gallery-image' },
    },
  },
  // A photo added offline waits with its file (the upload is drafted too); until sent it shows last, with no picture.
  imageCreate: {
    method: 'POST',
    path: '/api/images',
    access: 'signed-in',
    offline: {
      entity: 'gallery-image',
      operation: 'create',
      noun: 'gallery image',
      sets: { imageUrl: '', isPublic: true, position: 'below', displayOrder: 2 ** 31 - 1, hidden: false, version: 1 },
    },
  },
  imageDelete: {
    method: 'DELETE',
    path: '/api/images/:id',
    access: 'signed-in',
    offline: { entity: 'gallery-image', operation: 'delete', noun: 'gallery image' },
  },
  // The uploader's own correction of a photo still waiting for approval (admins may use it as well).
  imageUpdate: { method: 'PATCH', path: '/api/images/:id', access: 'signed-in' },
  adminImageUpdate: {
    method: 'PATCH',
    path: '/api/admin/images/:id',
    access: 'admin',
    offline: { entity: 'gallery-image', operation: 'update', noun: 'gallery image' },
  },
  // Hiding and showing take no version: each sets one flag to a known value, so sending it late cannot undo more
  // than that flag (like a check-in).
  adminImageHide: {
    method: 'POST',
    path: '/api/admin/images/:id/hide',
    access: 'admin',
    offline: {
      entity: 'gallery-image',
      operation: 'update',
      noun: 'gallery image',
      verb: 'Hide',
      sets: { hidden: true },
    },
  },
  adminImageShow: {
    method: 'DELETE',
    path: '/api/admin/images/:id/hide',
    access: 'admin',
    offline: {
      entity: 'gallery-image',
      operation: 'update',
      noun: 'gallery image',
      verb: 'Show',
      sets: { hidden: false },
    },
  },
  adminMigrateGalleryUrls: { method: 'POST', path: '/api/admin/migrate-gallery-urls', access: 'admin' },
  uploadSlot: { method: 'POST', path: '/api/objects/upload', access: 'signed-in', rateLimit: 'uploads' },
  // The upload slot's own signed address: the signature in the query string is the credential.
  uploadPut: { method: 'PUT', path: '/objects/upload/:id', access: 'anyone' },
  s3MultipartCreate: { method: 'POST', path: '/api/s3/multipart', access: 'signed-in' },
  s3MultipartParts: { method: 'GET', path: '/api/s3/multipart/:uploadId', access: 'signed-in' },
  s3MultipartSignPart: { method: 'GET', path: '/api/s3/multipart/:uploadId/:partNumber', access: 'signed-in' },
  s3MultipartComplete: { method: 'POST', path: '/api/s3/multipart/:uploadId/complete', access: 'signed-in' },
  s3MultipartAbort: { method: 'DELETE', path: '/api/s3/multipart/:uploadId', access: 'signed-in' },
  s3Params: { method: 'GET', path: '/api/s3/params', access: 'signed-in' },
  s3Sts: { method: 'GET', path: '/api/s3/sts', access: 'signed-in' },

  // Visitor forms and what admins do with them
  volunteerApply: { method: 'POST', path: '/api/volunteers', access: 'anyone', rateLimit: 'volunteers' },
  adminVolunteers: {
    method: 'GET',
    path: '/api/admin/volunteers',
    access: 'admin',
    cachedList: { entity: 'volunteer', key: 'id' },
  },
  adminVolunteerUpdate: {
    method: 'PATCH',
    path: '/api/admin/volunteers/:id',
    access: 'admin',
    offline: { entity: 'volunteer', operation: 'update', noun: 'volunteer' },
  },
  contactSend: { method: 'POST', path: '/api/contact', access: 'anyone', rateLimit: 'contact' },
  // The same forms posted by the browser itself (before or without scripts): they answer with the page again.
  volunteerForm: { method: 'POST', path: '/api/forms/volunteer', access: 'anyone', rateLimit: 'volunteers' },
  contactForm: { method: 'POST', path: '/api/forms/contact', access: 'anyone', rateLimit: 'contact' },
  eventRegisterForm: {
    method: 'POST',
    path: '/api/forms/events/:id/register',
    access: 'anyone',
    rateLimit: 'event-registration',
  },
  eventWaitlistForm: {
    method: 'POST',
    path: '/api/forms/events/:id/waitlist',
    access: 'anyone',
    rateLimit: 'event-registration',
  },
  // Newsletter sign-up (double opt-in): the JSON route, the browser's own post, and the page behind the e-mailed
  // link, which confirms only when its button is pressed.
  newsletterSubscribe: { method: 'POST', path: '/api/newsletter/subscribe', access: 'anyone', rateLimit: 'newsletter' },
  newsletterForm: { method: 'POST', path: '/api/forms/newsletter', access: 'anyone', rateLimit: 'newsletter' },
  newsletterConfirmPage: { method: 'GET', path: '/api/newsletter/confirm', access: 'anyone' },
  // The address the confirmation mail links to: short, and outside /api/ like a page.
  newsletterConfirmLink: { method: 'GET', path: '/newsletter/confirm', access: 'anyone' },
  newsletterConfirmForm: { method: 'POST', path: '/api/newsletter/confirm', access: 'anyone', rateLimit: 'newsletter' },
  // The unsubscribe link in every newsletter: GET asks, POST (the page's button, or a mail program's one-click post)
  // unsubscribes. No rate limit: mail providers post many one-click unsubscribes from few addresses, and the
  // signed token is the whole credential.
  newsletterUnsubscribePage: { method: 'GET', path: '/api/newsletter/unsubscribe', access: 'anyone' },
  newsletterUnsubscribe: { method: 'POST', path: '/api/newsletter/unsubscribe', access: 'anyone' },
  // The address the newsletter's footer and List-Unsubscribe header name: short, outside /api/ like the
  // confirmation link; it shows the same page and takes the same one-click post.
  newsletterUnsubscribeLink: { method: 'GET', path: '/newsletter/unsubscribe', access: 'anyone' },
  newsletterUnsubscribeLinkPost: { method: 'POST', path: '/newsletter/unsubscribe', access: 'anyone' },
  // The list for the office. Removing someone is never drafted offline: it should take effect at once.
  adminNewsletterSubscribers: { method: 'GET', path: '/api/admin/newsletter/subscribers', access: 'admin' },
  adminNewsletterSubscriberDelete: {
    method: 'DELETE',
    path: '/api/admin/newsletter/subscribers/:id',
    access: 'admin',
  },
  // Sending the newsletter (a test copy to the admin, or a run to the list) and following a run. Mail goes out to
  // people at once: never drafted offline, so the desktop app refuses them without the site.
  adminNewsletterTest: { method: 'POST', path: '/api/admin/newsletter/test', access: 'admin' },
  adminNewsletterSend: { method: 'POST', path: '/api/admin/newsletter/send', access: 'admin' },
  adminNewsletterRuns: { method: 'GET', path: '/api/admin/newsletter/runs', access: 'admin' },
  adminNewsletterRun: { method: 'GET', path: '/api/admin/newsletter/runs/:id', access: 'admin' },
  adminContacts: {
    method: 'GET',
    path: '/api/admin/contacts',
    access: 'admin',
    cachedList: { entity: 'contact', key: 'id' },
  },
  adminContactUpdate: {
    method: 'PATCH',
    path: '/api/admin/contacts/:id',
    access: 'admin',
    offline: { entity: 'contact', operation: 'update', noun: 'message' },
  },

  // The organisation's details (ADR 040): pages take them from memory; the screen saves the one record.
  siteSettings: {
    method: 'GET',
    path: '/api/settings',
    access: 'anyone',
    cachedList: { entity: 'site-settings', key: 'id', single: true },
  },
  adminSiteSettingsSave: {
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    offline: { entity: 'site-settings', operation: 'update', noun: 'site settings', key: 'site' },
  },

  // Accounts, mail and operations for admins
  adminUsers: { method: 'GET', path: '/api/admin/users', access: 'admin' },
  adminUserUpdate: { method: 'PATCH', path: '/api/admin/users/:id', access: 'admin' },
  adminUserTokens: { method: 'GET', path: '/api/admin/users/:id/tokens', access: 'admin' },
  adminTokenRevoke: { method: 'DELETE', path: '/api/admin/tokens/:id', access: 'admin' },
  adminEmails: { method: 'GET', path: '/api/admin/emails', access: 'admin' },
  adminEmailRetry: { method: 'POST', path: '/api/admin/emails/:id/retry', access: 'admin' },
  adminMetrics: { method: 'GET', path: '/api/admin/metrics', access: 'admin' },
} satisfies Record<string, RouteDeclaration>;

export type RouteName = keyof typeof TABLE;

export const ROUTES: Record<RouteName, RouteDeclaration> = TABLE;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export const routeOf = (name: RouteName): RouteDeclaration => ROUTES[name];

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
