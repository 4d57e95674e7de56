/** The site's fixed numbers and lists (counts, categories, sizes, delays). One place, shared by every face. */

export const UPCOMING_EVENTS_ON_HOME = 3;
export const EVENT_SKELETON_CARDS = 6;
/** Event cards per page of /events and /past-events (a multiple of the grid's one, two and three columns). */
export const EVENTS_PER_PAGE = 12;
export const DASHBOARD_RECENT_ITEMS = 5;
/** How many days a volunteer application counts as new on the dashboard. */
export const NEW_VOLUNTEER_DAYS = 30;

export const GALLERY_ABOVE_COUNT = 8;
export const GALLERY_CATEGORIES = ['conservation', 'events', 'wildlife', 'landscapes'] as const;
export const DEFAULT_GALLERY_CATEGORY = 'conservation';
export const GALLERY_POSITIONS = ['above', 'below'] as const;
export type GalleryPosition = (typeof GALLERY_POSITIONS)[number];
/**
 * Large galleries (ADR 012): the page arrives with the first screenful (a multiple of 2, 3 and 4 columns)
 * and fetches the rest in pages as the visitor scrolls.
 */
export const GALLERY_FIRST_PAGE = 24;
export const GALLERY_NEXT_PAGE = 48;
/** How many thumbnails load at once with the page (one desktop row); the others wait until scrolled near. */
export const GALLERY_EAGER_THUMBNAILS = 4;

export const VOLUNTEER_INTERESTS = [
  'Event Volunteer',
  'Conservation Worker',
  'Education Support',
  'All of the Above',
] as const;
export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number];

export const EVENT_SORT_OPTIONS = ['date', 'title'] as const;
export type EventSort = (typeof EVENT_SORT_OPTIONS)[number];

export const PAGE_CONTENT_KEYS = { aboutImage: 'about-image', preserveBackground: 'mapleton-preserve-bg' } as const;

export const IMAGE_UPLOAD_MAX_BYTES = 10_485_760;
/**
 * The most pixels an uploaded image may have (width x height). Phone and camera photos stay under it; a file
 * over it costs seconds of CPU and hundreds of MB to decode however small the file is.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/**
 * The most pixels of an image with more than 8 bits per channel (16-bit PNG). Such files come from photo editors,
 * not phones; each pixel costs twice the decoding of an 8-bit one, and 16-bit photos of more pixels are larger
 * than the 10 MB upload limit anyway.
 */
export const IMAGE_MAX_DEEP_PIXELS = 12_000_000;
export const MULTIPART_THRESHOLD_BYTES = 100 * 1024 * 1024;

export const ADMIN_REDIRECT_DELAY_MS = 1500;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const USER_QUERY_STALE_MS = 300_000;
export const HEADER_ANCHOR_OFFSET_PX = 64;
export const TOAST_DURATION_MS = 5000;

/** The preserve is in New Jersey: "today" and every displayed date use its clock, on server and browser alike. */
export const PRESERVE_TIME_ZONE = 'America/New_York';

/** The public forms' honeypot box (shared/schemas/common.ts explains it). */
export const HONEYPOT_FIELD = 'website';
