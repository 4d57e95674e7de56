import type { EventDto } from '@shared/api/types';
import type { Organisation } from '@shared/organisation';
import { eventTimes, isEventPast } from '@shared/lib/eventSchedule';
import { preserveIsoDateTime } from '@shared/lib/eventTime';
import { isFull } from '@shared/lib/capacity';
import { isVideoFile } from '@shared/lib/video';
import { objectIdFromUrl } from '@shared/lib/objectPaths';
import { coordinatesOf, placeNameOf } from '@shared/lib/preserveLocation';
import { escapeHtml, jsonForScript, plainText } from '@shared/lib/html';
import { SHARE_IMAGE, shareImagePath } from '@server/services/shareImages';
import type { PageMetaValues, StructuredData } from '../../web/src/lib/meta';

/**
 * What search engines and link previews read in a page's head: the canonical address, Open Graph and Twitter
 * card tags, and schema.org JSON-LD. All of it is built here, on the server, from what the page reported
 * (web/src/lib/meta.tsx), so none of it adds to the browser's script.
 */

/** A picture as previews take it: a JPEG whose size the tags give, so they can lay it out before it loads. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  type: 'image/jpeg';
}

/** The site's own share picture (1200 x 630, the size link previews ask for), in web/public. */
export const DEFAULT_SHARE_IMAGE: ShareImage = { path: '/social-preview.jpg', ...SHARE_IMAGE };
/** The organisation's logo as a raster file (512 x 512), in web/public. */
export const LOGO_PATH = '/logo.png';
/**
 * The width asked of the image store for a stored upload in JSON-LD: it keeps 320 to 1600 px versions
 * (services/images.ts) and answers the smallest at least this wide, or the original when that is smaller.
 */
export const SHARE_IMAGE_WIDTH = 1280;

const ABSOLUTE = /^https?:\/\//i;

/** An address on this site (or already absolute) as an absolute URL under PUBLIC_URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (ABSOLUTE.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A picture worth sharing: a stored upload or a picture elsewhere on the web, never a video. */
function isShareablePicture(url: string): boolean {
  return !isVideoFile(url) && (url.startsWith('/objects/uploads/') || ABSOLUTE.test(url));
}

/** The absolute address of a picture for JSON-LD; a stored upload is asked for at a width search results like. */
export function shareImageUrl(siteUrl: string, image: string | null): string {
  if (!image || !isShareablePicture(image)) return absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE.path);
  if (image.startsWith('/objects/uploads/') && !image.includes('?'))
    return absoluteUrl(siteUrl, `${image}?w=${SHARE_IMAGE_WIDTH}`);
  return absoluteUrl(siteUrl, image);
}

/** The event's own pictures (the list wins over the single one), as absolute share addresses. */
export function eventImages(siteUrl: string, event: Pick<EventDto, 'imageUrl' | 'imageUrls'>): string[] {
  const own = ownPictures(event).filter(isShareablePicture);
  return own.length ? own.map((u) => shareImageUrl(siteUrl, u)) : [shareImageUrl(siteUrl, null)];
}

const ownPictures = (event: Pick<EventDto, 'imageUrl' | 'imageUrls'>) => {
  const list = event.imageUrls.filter(Boolean);
  return list.length ? list : event.imageUrl ? [event.imageUrl] : [];
};

/**
 * The preview picture of a page: the JPEG rendition of the first stored upload among `pictures` (the image
 * pipeline makes it at the size previews ask for), else the site's own. Pictures from elsewhere on the web are
 * passed over: their format and size are unknown, and previews show neither WebP everywhere nor SVG at all.
 */
export function previewImage(pictures: Array<string | null | undefined>): ShareImage {
  for (const url of pictures) {
    if (!url?.startsWith('/objects/uploads/') || isVideoFile(url)) continue;
    const id = objectIdFromUrl(url);
    if (id) return { path: shareImagePath(id), ...SHARE_IMAGE };
  }
  return DEFAULT_SHARE_IMAGE;
}

export const eventPath = (id: string) => `/events/${id}`;

function postalAddress(org: Organisation) {
  const a = org.postalAddress;
  return {
    '@type': 'PostalAddress',
    ...(a.line1 ? { streetAddress: a.line1 } : {}),
    addressLocality: a.town,
    addressRegion: a.state,
    postalCode: a.postcode,
    addressCountry: 'US',
  };
}

/** Where events take place: the preserve's street address and pin, never the postal address (a P.O. Box). */
function eventPlace(event: EventDto, org: Organisation) {
  const p = org.preserveLocation;
  const pin = coordinatesOf(p.coordinates);
  return {
    '@type': 'Place',
    name: event.location?.trim() || placeNameOf(org),
    address: {
      '@type': 'PostalAddress',
      ...(p.street ? { streetAddress: p.street } : {}),
      ...(p.town ? { addressLocality: p.town } : {}),
      ...(p.state ? { addressRegion: p.state } : {}),
      ...(p.postcode ? { postalCode: p.postcode } : {}),
      addressCountry: 'US',
    },
    ...(pin ? { geo: { '@type': 'GeoCoordinates', ...pin } } : {}),
  };
}

const SCHEMA = 'https://schema.org/';

/**
 * Whether seats can be had now, in schema.org's words: none once the event is called off (Discontinued) or over
 * or closed to registration (OutOfStock), none when every seat is taken (SoldOut), else InStock.
 */
export function offerAvailability(event: EventDto, now = new Date()): string {
  if (event.status === 'cancelled') return `${SCHEMA}Discontinued`;
  if (isEventPast(event, now) || !event.isActive) return `${SCHEMA}OutOfStock`;
  return isFull(event) ? `${SCHEMA}SoldOut` : `${SCHEMA}InStock`;
}

/** schema.org Event, with every field Google's event results require or recommend. */
export function eventJsonLd(event: EventDto, org: Organisation, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, eventPath(event.id));
  const times = eventTimes(event);
  const organisation = { '@type': 'Organization', name: org.name, url: `${siteUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: plainText(event.description),
    url,
    // A date alone for an event without a clock time; an end always, as calendars derive it (eventTimes).
    startDate: times.allDay ? times.day : preserveIsoDateTime(times.start),
    endDate: times.allDay ? times.day : preserveIsoDateTime(times.end),
    eventStatus: event.status === 'cancelled' ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: eventPlace(event, org),
    image: eventImages(siteUrl, event),
    organizer: organisation,
    performer: organisation,
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'USD',
      isAccessibleForFree: true,
      availability: offerAvailability(event),
      validFrom: event.createdAt,
    },
    isAccessibleForFree: true,
  };
}

/** Social profiles that are real addresses (the sample settings hold '#'). */
export function socialProfiles(org: Organisation): string[] {
  return Object.values(org.social).filter((u) => ABSOLUTE.test(u));
}

/** schema.org NGO: the organisation on its home page. */
export function organisationJsonLd(org: Organisation, siteUrl: string): Record<string, unknown> {
  const profiles = socialProfiles(org);
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: org.name,
    alternateName: org.abbreviation,
    description: org.tagline,
    url: `${siteUrl}/`,
    // The settings' logo when there is one, else the site's icon.
    logo: absoluteUrl(siteUrl, org.logoUrl || LOGO_PATH),
    image: absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE.path),
    // Details the site settings leave empty are left out rather than published blank.
    ...(org.email ? { email: org.email } : {}),
    ...(org.phone ? { telephone: org.phone } : {}),
    ...(org.tagline ? {} : { description: undefined }),
    ...(org.foundingYear != null ? { foundingDate: String(org.foundingYear) } : {}),
    ...(org.abbreviation ? {} : { alternateName: undefined }),
    nonprofitStatus: 'https://schema.org/Nonprofit501c3',
    address: postalAddress(org),
    // An empty list is an error to structured-data checkers: no profiles, no property.
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

export function structuredDataFor(data: StructuredData, org: Organisation, siteUrl: string): Record<string, unknown> {
  return data.kind === 'event' ? eventJsonLd(data.event, org, siteUrl) : organisationJsonLd(org, siteUrl);
}

/**
 * A JSON-LD script element. It is data (`type="application/ld+json"` never runs, so the script CSP has nothing to
 * allow), and the JSON is written so that no text in it can end the element or open a comment: `<`, `>`, U+2028
 * and U+2029 are escaped as \u sequences.
 */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${jsonForScript(value)}</script>`;
}

/** The head tags for a server-rendered public page. */
export function headTags(meta: PageMetaValues, org: Organisation, siteUrl: string): string {
  const attr = (s: string) => escapeHtml(s);
  const canonical = absoluteUrl(siteUrl, meta.path);
  const preview = previewImage(meta.structured?.kind === 'event' ? ownPictures(meta.structured.event) : [meta.image]);
  const image = absoluteUrl(siteUrl, preview.path);
  const tags = [
    meta.noindex ? '' : `<link rel="canonical" href="${attr(canonical)}">`,
    `<meta property="og:site_name" content="${attr(org.name)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    `<meta property="og:description" content="${attr(meta.description)}">`,
    `<meta property="og:url" content="${attr(canonical)}">`,
    `<meta property="og:image" content="${attr(image)}">`,
    `<meta property="og:image:type" content="${preview.type}">`,
    `<meta property="og:image:width" content="${preview.width}">`,
    `<meta property="og:image:height" content="${preview.height}">`,
    `<meta property="og:image:alt" content="${attr(meta.title)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${attr(meta.title)}">`,
    `<meta name="twitter:description" content="${attr(meta.description)}">`,
    `<meta name="twitter:image" content="${attr(image)}">`,
    meta.structured && !meta.noindex ? jsonLdScript(structuredDataFor(meta.structured, org, siteUrl)) : '',
  ];
  return tags.join('');
}
