import type { PreserveLocation } from '../organisation';
import { placeNameOf, streetAddressLine } from './preserveLocation';
import { preserveCalendarDay } from './eventTime';

/**
 * The bulk past-event creator's rules, shared by the web dashboard and the desktop app's
 * folder import: one image path per line becomes one inactive annual-meeting event of that path's year.
 */

export interface PastEventOrganisation {
  abbreviation: string;
  preserveName: string;
  /** The preserve's location setting: where its events take place. */
  preserveLocation?: PreserveLocation;
}

/**
 * One row of the bulk creator's preview form: what the rules propose for a path, then whatever the volunteer
 * changed. The date is the calendar day on the preserve's clock (YYYY-MM-DD), the time the event's own text.
 */
export interface PastEventRow {
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  imageUrl: string;
}

/** A picture the site stores: the only kind an event may show without risking "Image unavailable". */
const STORED_IMAGE_PATH = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isStoredImagePath = (path: string): boolean => STORED_IMAGE_PATH.test(path.trim());

export const NOT_A_STORED_IMAGE =
  'Not a stored image. Choose one with Pick Stored Images, or upload the photo to the gallery first.';

export const PAST_EVENT_MONTH_DAY = '06-15';
export const PAST_EVENT_TIME = '10:00 AM';

/**
 * The year of an image path: the first run of exactly four digits that starts right after a slash and ends
 * the segment or meets a separator ('/2019/', '/2019-meeting.jpg', '/2019.jpg'). Runs that cannot be a
 * year of the organisation's life (before 1900, after 2100) are skipped. Else `otherwise` (what the picture
 * itself tells), else the current year.
 */
export function yearFromPath(path: string, now: Date = new Date(), otherwise?: number | null): number {
  for (const match of path.matchAll(/\/(\d{4})(?=$|[/._\- ])/g)) {
    const year = Number(match[1]);
    if (year >= 1900 && year <= 2100) return year;
  }
  return otherwise ?? Number(preserveCalendarDay(now).slice(0, 4));
}

/** What the site knows of a stored picture (its gallery row): a stored path carries no year of its own. */
export interface KnownPicture {
  title?: string | null;
  createdAt?: string | null;
}

/**
 * The year a stored picture tells: one written in its title ("Annual meeting 2019"), else the year it was uploaded,
 * on the preserve's calendar; never one still to come. null when it tells none.
 */
export function yearOfPicture(known: KnownPicture | undefined, now: Date = new Date()): number | null {
  const thisYear = Number(preserveCalendarDay(now).slice(0, 4));
  for (const match of (known?.title ?? '').matchAll(/(?<!\d)(\d{4})(?!\d)/g)) {
    const year = Number(match[1]);
    if (year >= 1900 && year <= thisYear) return year;
  }
  const uploaded = known?.createdAt ? new Date(known.createdAt) : null;
  return uploaded && !Number.isNaN(uploaded.getTime()) ? Number(preserveCalendarDay(uploaded).slice(0, 4)) : null;
}

/** The rules' day of a year's event, June 15; today instead when that is still to come, since the event is past. */
export function pastEventDate(year: number, now: Date = new Date()): string {
  const proposed = `${year}-${PAST_EVENT_MONTH_DAY}`;
  const today = preserveCalendarDay(now);
  return proposed > today ? today : proposed;
}

/** The lines of the text box that name something: trimmed, blank lines dropped. */
export function imagePathsFrom(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The rules' description of a year's meeting, naming only the organisation and place that are set. */
export function annualMeetingDescription(org: PastEventOrganisation, year: number): string {
  const of = org.abbreviation.trim() ? ` of the ${org.abbreviation.trim()}` : '';
  const at = org.preserveName.trim() ? ` at ${org.preserveName.trim()}` : '';
  return (
    `The ${year} annual meeting${of}${at}. Members and neighbours gathered to hear the year's report on the ` +
    `preserve, elect trustees and plan the seasons ahead, followed by a walk on the trails.`
  );
}

/** The bulk creator's title of a year's event, also the folder import's where a folder name gives no title. */
export const defaultPastEventTitle = (org: PastEventOrganisation, year: number): string =>
  [org.abbreviation.trim(), 'Annual Meeting', String(year)].filter(Boolean).join(' ');

/** The preserve's location setting as one line: its name, then its street address where one is set. */
export function pastEventLocation(org: PastEventOrganisation): string {
  if (!org.preserveLocation) return org.preserveName;
  const located = { preserveName: org.preserveName, preserveLocation: org.preserveLocation };
  return [placeNameOf(located), streetAddressLine(org.preserveLocation)].filter(Boolean).join(', ');
}

/**
 * What the folder import sends as an event's description when the volunteer wrote none: the site requires one,
 * and this says only what is known (the photos), never an invented account of the day.
 */
export const photoEventDescription = (title: string): string => `Photos from ${title}.`;

/**
 * What the rules propose for one path: the annual meeting of the path's year (or the year the stored picture
 * tells, `known`), on June 15 of it or today if that is still to come.
 */
export function pastEventRowFor(
  imageUrl: string,
  org: PastEventOrganisation,
  now: Date = new Date(),
  known?: KnownPicture,
): PastEventRow {
  const year = yearFromPath(imageUrl, now, yearOfPicture(known, now));
  return {
    title: defaultPastEventTitle(org, year),
    description: annualMeetingDescription(org, year),
    date: pastEventDate(year, now),
    time: PAST_EVENT_TIME,
    location: pastEventLocation(org),
    imageUrl,
  };
}

/** One proposed row per non-blank line, in the order typed; `known` says what the site knows of a stored path. */
export function pastEventRows(
  text: string,
  org: PastEventOrganisation,
  now: Date = new Date(),
  known: (path: string) => KnownPicture | undefined = () => undefined,
): PastEventRow[] {
  return imagePathsFrom(text).map((path) => pastEventRowFor(path, org, now, known(path)));
}
