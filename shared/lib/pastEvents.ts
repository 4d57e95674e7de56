import { parseEventDateInput } from './eventTime';

/**
 * The bulk past-event creator's rules, shared by the web dashboard and the desktop app's
 * folder import: one image path per line becomes one inactive annual-meeting event of that path's year.
 */

export interface PastEventOrganisation {
  abbreviation: string;
  preserveName: string;
}

/** What POST /api/admin/events receives for one bulk-created event. */
export interface PastEventDraft {
  title: string;
  description: string;
  /** ISO instant: 10:00 AM on June 15 of the year, on the preserve's clock. */
  date: string;
  time: string;
  location: string;
  imageUrl: string;
  isActive: false;
  maxCapacity: null;
}

export const PAST_EVENT_MONTH_DAY = '06-15';
export const PAST_EVENT_TIME = '10:00 AM';

/**
 * The year of an image path: the first run of exactly four digits that starts right after a slash and ends
 * the segment or meets a separator ('/2019/', '/2019-meeting.jpg', '/2019.jpg'). Runs that cannot be a
 * year of the organisation's life (before 1900, after 2100) are skipped. Else the current year.
 */
export function yearFromPath(path: string, now: Date = new Date()): number {
  for (const match of path.matchAll(/\/(\d{4})(?=$|[/._\- ])/g)) {
    const year = Number(match[1]);
    if (year >= 1900 && year <= 2100) return year;
  }
  return now.getFullYear();
}

/** The lines of the text box that name something: trimmed, blank lines dropped. */
export function imagePathsFrom(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function annualMeetingDescription(org: PastEventOrganisation, year: number): string {
  return (
    `The ${year} annual meeting of the ${org.abbreviation} at ${org.preserveName}. Members and neighbours gathered ` +
    `to hear the year's report on the preserve, elect trustees and plan the seasons ahead, followed by a walk ` +
    `on the trails.`
  );
}

/** One draft per non-blank line, in the order typed. */
export function pastEventDrafts(text: string, org: PastEventOrganisation, now: Date = new Date()): PastEventDraft[] {
  return imagePathsFrom(text).map((imageUrl) => {
    const year = yearFromPath(imageUrl, now);
    return {
      title: `${org.abbreviation} Annual Meeting ${year}`,
      description: annualMeetingDescription(org, year),
      date: parseEventDateInput(`${year}-${PAST_EVENT_MONTH_DAY}`, PAST_EVENT_TIME)!.toISOString(),
      time: PAST_EVENT_TIME,
      location: `${org.preserveName}, Kingston NJ`,
      imageUrl,
      isActive: false,
      maxCapacity: null,
    };
  });
}
