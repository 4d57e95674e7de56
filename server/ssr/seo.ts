import type { EventDto } from '@shared/api/types';
import type { Organisation } from '@shared/organisation';
import { calendarTimesFor } from '@shared/lib/calendarFile';
import { parseTimeRange } from '@shared/lib/eventTimeRange';
import { preserveIsoDateTime } from '@shared/lib/eventTime';
import { isFull } from '@shared/lib/capacity';
import { isVideoFile } from '@shared/lib/video';
import { escapeHtml, jsonForScript } from '@shared/lib/html';
import type { PageMetaValues, StructuredData } from '../../web/src/lib/meta';

/**
 * What search engines and link previews read in a page's head: the canonical address, Open Graph and Twitter
 * card tags, and schema.org JSON-LD. All of it is built here, on the server, from what the page reported
 * (web/src/lib/meta.tsx), so none of it adds to the browser's script.
 */

/** The site's own share picture (1200 x 630, the size link previews ask for), in web/public. */
export const DEFAULT_SHARE_IMAGE = { path: '/social-preview.jpg', width: 1200, height: 630 };
/** The organisation's logo as a raster file (512 x 512), in web/public. */
export const LOGO_PATH = '/logo.png';
/**
 * The width asked of the image store for a stored upload: it keeps 320 to 1600 px versions (services/images.ts)
 * and answers the smallest at least this wide, or the original when that is smaller.
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

/** The absolute address of a share picture; a stored upload is asked for at a width previews like. */
export function shareImageUrl(siteUrl: string, image: string | null): string {
  if (!image || !isShareablePicture(image)) return absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE.path);
  if (image.startsWith('/objects/uploads/') && !image.includes('?'))
    return absoluteUrl(siteUrl, `${image}?w=${SHARE_IMAGE_WIDTH}`);
  return absoluteUrl(siteUrl, image);
}

/** The event's own pictures (the list wins over the single one), as absolute share addresses. */
export function eventImages(siteUrl: string, event: Pick<EventDto, 'imageUrl' | 'imageUrls'>): string[] {
  const list = event.imageUrls.filter(Boolean);
  const own = (list.length ? list : event.imageUrl ? [event.imageUrl] : []).filter(isShareablePicture);
  return own.length ? own.map((u) => shareImageUrl(siteUrl, u)) : [shareImageUrl(siteUrl, null)];
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

/** Plain text for a description: the event texts are shown as text, so only runs of white space are folded. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** schema.org Event, with every field Google's event results require or recommend. */
export function eventJsonLd(event: EventDto, org: Organisation, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, eventPath(event.id));
  const date = new Date(event.date);
  const times = calendarTimesFor(date, event.time);
  const hasEnd = Boolean(parseTimeRange(event.time)?.end);
  const organisation = { '@type': 'Organization', name: org.name, url: `${siteUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: plain(event.description),
    url,
    startDate: times.allDay ? times.day : preserveIsoDateTime(times.start),
    ...(!times.allDay && hasEnd ? { endDate: preserveIsoDateTime(times.end) } : {}),
    eventStatus:
      event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location?.trim() || org.preserveName,
      address: postalAddress(org),
    },
    image: eventImages(siteUrl, event),
    organizer: organisation,
    performer: organisation,
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'USD',
      isAccessibleForFree: true,
      availability: isFull(event) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
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
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    image: absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE.path),
    // Details the site settings leave empty are left out rather than published blank.
    ...(org.email ? { email: org.email } : {}),
    ...(org.phone ? { telephone: org.phone } : {}),
    ...(org.tagline ? {} : { description: undefined }),
    foundingDate: String(org.foundingYear),
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
  const eventImage = meta.structured?.kind === 'event' ? eventImages(siteUrl, meta.structured.event)[0] : null;
  const image = eventImage ?? shareImageUrl(siteUrl, meta.image);
  const isDefaultImage = image === absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE.path);
  const tags = [
    meta.noindex ? '' : `<link rel="canonical" href="${attr(canonical)}">`,
    `<meta property="og:site_name" content="${attr(org.name)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    `<meta property="og:description" content="${attr(meta.description)}">`,
    `<meta property="og:url" content="${attr(canonical)}">`,
    `<meta property="og:image" content="${attr(image)}">`,
    isDefaultImage
      ? `<meta property="og:image:width" content="${DEFAULT_SHARE_IMAGE.width}"><meta property="og:image:height" content="${DEFAULT_SHARE_IMAGE.height}">`
      : '',
    `<meta property="og:image:alt" content="${attr(meta.title)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${attr(meta.title)}">`,
    `<meta name="twitter:description" content="${attr(meta.description)}">`,
    `<meta name="twitter:image" content="${attr(image)}">`,
    meta.structured && !meta.noindex ? jsonLdScript(structuredDataFor(meta.structured, org, siteUrl)) : '',
  ];
  return tags.join('');
}
