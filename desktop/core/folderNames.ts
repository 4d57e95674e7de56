import { parseEventDateInput } from '../../shared/lib/eventTime';

/** What a photo folder's name says about its event: its title, its day or at least its year. */
export interface FolderNameFacts {
  /** The words of the name without the date; null when nothing but a date or year is left. */
  title: string | null;
  /** yyyy-mm-dd when the name holds a whole date that exists on the calendar. */
  date: string | null;
  year: number | null;
}

const SEPARATOR = '[-_. ]';
/** A date written year first, in any of the separators people use in folder names: 2019-10-12, 2019_10_12, 2019.10.12. */
const FULL_DATE = new RegExp(`(?<![0-9])(\\d{4})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{1,2})(?![0-9])`);
const YEAR = /(?<![0-9])(\d{4})(?![0-9])/g;

/** Years of the organisation's life, as the bulk creator counts them. */
const plausibleYear = (year: number) => year >= 1900 && year <= 2100;

/** What is left of a name once its date is taken out: the separators around it go, the volunteer's words stay. */
function titleOf(rest: string): string | null {
  // A name written without spaces ("spring_walk", "fall-walk") uses _ or - between its words.
  const words = /\s/.test(rest.trim()) ? rest.replace(/_/g, ' ') : rest.replace(/[-_]/g, ' ');
  const title = words
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—_.,:;()[\]]+|[\s\-–—_.,:;([]+$/g, '')
    .trim();
  return /\p{L}/u.test(title) ? title : null;
}

/**
 * Reads one folder name: "2019-10-12 Annual Meeting" is the Annual Meeting of October 12, 2019; "2021 Fall Walk" the
 * Fall Walk of 2021 on a day the name does not give; "2019" a year and nothing else.
 */
export function factsOfFolderName(name: string): FolderNameFacts {
  const full = FULL_DATE.exec(name);
  if (full) {
    const date = `${full[1]}-${full[2].padStart(2, '0')}-${full[3].padStart(2, '0')}`;
    if (plausibleYear(Number(full[1])) && parseEventDateInput(date, null)) {
      return { title: titleOf(name.replace(full[0], ' ')), date, year: Number(full[1]) };
    }
  }
  for (const match of name.matchAll(YEAR)) {
    const year = Number(match[1]);
    if (!plausibleYear(year)) continue;
    const at = match.index;
    return { title: titleOf(`${name.slice(0, at)} ${name.slice(at + 4)}`), date: null, year };
  }
  return { title: titleOf(name), date: null, year: null };
}

/**
 * The facts of a photo folder given by its path (folder names from the chosen folder down to the photos'): the
 * title from the folder that holds the photos, the date or year from the nearest folder that names one.
 */
export function factsOfFolderPath(names: string[]): FolderNameFacts {
  const own = factsOfFolderName(names.at(-1) ?? '');
  if (own.date || own.year) return own;
  for (const name of [...names].reverse().slice(1)) {
    const outer = factsOfFolderName(name);
    if (outer.date || outer.year) return { title: own.title, date: outer.date, year: outer.year };
  }
  return own;
}
