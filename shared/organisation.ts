/**
 * The organisation's own details, in one place. The site keeps the editable ones in the database (site settings,
 * ADR 040), edited by admins on the Site Settings screen; ORG_* environment values fill an empty database once.
 *
 * SAMPLE VALUES: everything below marked `sample` is a stand-in written for development and demos, shown until
 * an admin (or ORG_* at first start) replaces it. The organisation's known facts (53 acres, Kingston NJ, the
 * founding year) are not samples.
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

/** What admins edit on the Site Settings screen. An empty text means "leave it out" on the pages. */
export interface SiteSettingsValues {
  name: string;
  abbreviation: string;
  tagline: string;
  postalAddress: PostalAddress;
  email: string;
  phone: string;
  ein: string;
  donationUrl: string;
  locationUrl: string;
  social: { facebook: string; twitter: string; instagram: string };
  foundingYear: number;
  /** Free text, e.g. "Open every day, sunrise to sunset". */
  openingHours: string;
  /** The board of trustees as shown on the About page, in this order. */
  board: BoardMember[];
}

/** Facts that are not edited on the screen: the preserve itself (ORG_PRESERVE_NAME may rename it). */
export interface OrganisationFacts {
  preserveName: string;
  acres: number;
  /** Year the home page counts the community's care from ("since 2000"). */
  caringSinceYear: number;
  copyrightYear: number;
}

export type Organisation = SiteSettingsValues & OrganisationFacts;

export const ORGANISATION_FACTS: OrganisationFacts = {
  preserveName: 'Mapleton Preserve',
  acres: 53,
  caringSinceYear: 2000,
  copyrightYear: 2025,
};

export const SAMPLE_SETTINGS: SiteSettingsValues = {
  name: 'Friends of Mapleton Preserve', // sample
  abbreviation: 'FMP', // sample
  tagline: 'Caring for 53 acres of meadow, woodland and old nursery fields', // sample
  postalAddress: { line1: 'P.O. Box 000', town: 'Kingston', state: 'NJ', postcode: '08528' }, // sample box number
  email: 'info@preserve.example.org', // sample
  phone: '(609) 555-0142', // sample
  ein: '00-0000000', // sample
  donationUrl: 'https://donate.example.org/mapleton-preserve', // sample
  locationUrl: 'https://www.openstreetmap.org/search?query=Mapleton%20Preserve%20Kingston%20NJ',
  // Placeholder links ('#') until the organisation has its profiles; an empty address leaves the icon out.
  social: { facebook: '#', twitter: '#', instagram: '#' }, // sample
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
};

export const SAMPLE_ORGANISATION: Organisation = { ...SAMPLE_SETTINGS, ...ORGANISATION_FACTS };

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
  };
}
