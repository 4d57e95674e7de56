import { PRESERVE_TIME_ZONE } from './constants';
import { DEFAULT_EVENT_CATEGORIES, eventCategoriesOf } from './lib/eventCategories';

/**
 * The organisation's own details, in one place. The site keeps them in the database (site settings, ADR 040),
 * edited by admins on the Site Settings screen; ORG_* environment values fill an empty database once. A site
 * started without demo content (SEED=none) starts from EMPTY_SETTINGS, and its pages leave out every detail that is
 * empty (ADR 056); a demo site starts from SAMPLE_SETTINGS, every one of them a stand-in for development and demos.
 */
export interface BoardMember {
  name: string;
  /** President, Vice President, Secretary, Treasurer, Trustee... as the organisation calls it. */
  role: string;
}

export interface PostalAddress {
  line1: string;
  town: string;
  state: string;
  postcode: string;
}

/**
 * Where the preserve itself is (shared/lib/preserveLocation.ts): the address and pin of search results, calendar
 * files and the map link. Every part may be empty; an empty name means the preserve's name.
 */
export interface PreserveLocation {
  name: string;
  street: string;
  town: string;
  state: string;
  postcode: string;
  /** Latitude and longitude in decimal degrees, "40.3779, -74.6135", as map programs copy them. */
  coordinates: string;
}

/** What admins edit on the Site Settings screen. An empty text means "leave it out" on the pages. */
export interface SiteSettingsValues {
  name: string;
  abbreviation: string;
  tagline: string;
  /** The preserve's own name, as the pages call the place ("Welcome to ..."). */
  preserveName: string;
  /** The preserve's size in acres; null when not entered. */
  acres: number | null;
  /** What a visit costs, as visitors read it ("Free for everyone"); empty: not said. */
  admission: string;
  /**
   * What the organisation is in law, as visitors read it ("Nonprofit 501(c)(3) public charity"); empty: the pages say
   * nothing of it (an organisation that is not a registered charity must not be called one).
   */
  taxStatus: string;
  /** The logo: an uploaded image's public path (/objects/uploads/...); empty: the name stands alone. */
  logoUrl: string;
  postalAddress: PostalAddress;
  email: string;
  phone: string;
  ein: string;
  donationUrl: string;
  locationUrl: string;
  social: { facebook: string; twitter: string; instagram: string };
  /** null when not entered. */
  foundingYear: number | null;
  /** Free text, e.g. "Open every day, sunrise to sunset"; the lines typed are the lines shown. */
  openingHours: string;
  /** The board of trustees as shown on the About page, in this order. */
  board: BoardMember[];
  /** The kinds of event, in the order the events page offers them as filters. */
  eventCategories: string[];
  // --- Where the preserve is (search results, calendars, the map link) ---
  preserveLocation: PreserveLocation;
}

/** What the server adds to the stored settings when it hands them out. */
export interface OrganisationFacts {
  /** The year on the preserve's calendar now: the footer's copyright line. */
  copyrightYear: number;
}

export type Organisation = SiteSettingsValues & OrganisationFacts;

/** A site's details before anyone has entered them: every page leaves them out. */
export const EMPTY_SETTINGS: SiteSettingsValues = {
  name: '',
  abbreviation: '',
  tagline: '',
  preserveName: '',
  acres: null,
  admission: '',
  taxStatus: '',
  logoUrl: '',
  postalAddress: { line1: '', town: '', state: '', postcode: '' },
  email: '',
  phone: '',
  ein: '',
  donationUrl: '',
  locationUrl: '',
  social: { facebook: '', twitter: '', instagram: '' },
  foundingYear: null,
  openingHours: '',
  board: [],
  // Not facts about the organisation but a starting list of kinds of event, which admins rename or extend.
  eventCategories: [...DEFAULT_EVENT_CATEGORIES],
  preserveLocation: { name: '', street: '', town: '', state: '', postcode: '', coordinates: '' },
};

export const SAMPLE_SETTINGS: SiteSettingsValues = {
  name: 'Friends of Mapleton Preserve', // sample
  abbreviation: 'FMP', // sample
  tagline: 'Caring for 53 acres of meadow, woodland and old nursery fields', // sample
  preserveName: 'Mapleton Preserve',
  acres: 53,
  admission: 'Free for everyone',
  taxStatus: 'Nonprofit 501(c)(3) public charity',
  // The demo seed stores the site's drawn artwork and puts its address here (server/seed/logo.ts).
  logoUrl: '',
  postalAddress: { line1: 'P.O. Box 000', town: 'Kingston', state: 'NJ', postcode: '08528' }, // sample box number
  email: 'info@preserve.example.org', // sample
  phone: '(609) 555-0142', // sample
  ein: '00-0000000', // sample
  donationUrl: 'https://donate.example.org/mapleton-preserve', // sample
  locationUrl: 'https://www.openstreetmap.org/search?query=Mapleton%20Preserve%20Kingston%20NJ',
  // No profiles on the demo: an icon shows only for an address that is set.
  social: { facebook: '', twitter: '', instagram: '' },
  foundingYear: 2006,
  openingHours: 'Open every day, sunrise to sunset',
  // Sample names for the demo site only; admins replace them on the Site Settings screen.
  board: [
    { name: 'Alex Rivera (sample)', role: 'President' },
    { name: 'Jordan Lee (sample)', role: 'Vice President' },
    { name: 'Sam Patel (sample)', role: 'Secretary' },
    { name: 'Casey Morgan (sample)', role: 'Trustee' },
    { name: 'Riley Chen (sample)', role: 'Trustee' },
    { name: 'Taylor Brooks (sample)', role: 'Trustee' },
  ],
  eventCategories: [...DEFAULT_EVENT_CATEGORIES],
  // The preserve's town is a known fact; its street address and pin are for the organisation to enter.
  preserveLocation: { name: '', street: '', town: 'Kingston', state: 'NJ', postcode: '08528', coordinates: '' },
};

let yearFormat: Intl.DateTimeFormat | undefined;
/**
 * The year on the preserve's calendar, which may differ from UTC's around New Year. The server asks on every request
 * that reads the settings, and making a time-zone formatter costs far more than using one: it is made once, when first
 * needed.
 */
export const preserveYear = (now = new Date()) =>
  Number(
    (yearFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: PRESERVE_TIME_ZONE, year: 'numeric' })).format(now),
  );

export const SAMPLE_ORGANISATION: Organisation = { ...SAMPLE_SETTINGS, copyrightYear: preserveYear() };

/** The identifying details that must not stay samples on a live site (the start-up reminder names them). */
export function sampleFieldsOf(org: SiteSettingsValues): string[] {
  const s = SAMPLE_SETTINGS;
  const same: string[] = [];
  if (org.name === s.name) same.push('name');
  if (org.email === s.email) same.push('email');
  if (org.phone === s.phone) same.push('phone');
  if (org.ein === s.ein) same.push('ein');
  if (org.postalAddress.line1 === s.postalAddress.line1) same.push('postal address');
  if (org.donationUrl === s.donationUrl) same.push('donation page');
  if (org.board.some((m) => s.board.some((b) => b.name === m.name))) same.push('board');
  return same;
}

/** The postal address on one line, leaving out the parts that are empty. */
export function formatPostalAddress(org: Pick<Organisation, 'postalAddress'>): string {
  const a = org.postalAddress;
  const stateZip = [a.state, a.postcode].filter(Boolean).join(' ');
  return [a.line1, a.town, stateZip].filter(Boolean).join(', ');
}

/** The editable part of an organisation, field by field (what is stored and what the screen edits). */
export function settingsValuesOf(org: SiteSettingsValues): SiteSettingsValues {
  return {
    name: org.name,
    abbreviation: org.abbreviation,
    tagline: org.tagline,
    preserveName: org.preserveName,
    acres: org.acres,
    admission: org.admission,
    // Copies saved before the tax status was a setting have none: nothing is claimed that was not entered.
    taxStatus: org.taxStatus ?? '',
    logoUrl: org.logoUrl,
    postalAddress: { ...org.postalAddress },
    email: org.email,
    phone: org.phone,
    ein: org.ein,
    donationUrl: org.donationUrl,
    locationUrl: org.locationUrl,
    social: { ...org.social },
    foundingYear: org.foundingYear,
    openingHours: org.openingHours,
    board: org.board.map((m) => ({ name: m.name, role: m.role })),
    eventCategories: [...eventCategoriesOf(org)],
    // Copies saved before the preserve's location existed have none: nothing is assumed about where it is.
    preserveLocation: { ...EMPTY_SETTINGS.preserveLocation, ...org.preserveLocation },
  };
}
