/**
 * The organisation's own details, in one place. The e-mail address and phone number the pages show come from here.
 *
 * SAMPLE VALUES: everything below marked `sample` is a stand-in written for development and demos.
 * The real organisation overrides it with ORG_* environment variables (see README, "Configuration").
 * The organisation's known facts (53 acres, Kingston NJ, the founding year) are not samples.
 */
export interface Organisation {
  name: string;
  abbreviation: string;
  preserveName: string;
  tagline: string;
  acres: number;
  foundingYear: number;
  /** Year the home page counts the community's care from ("since 2000"). */
  caringSinceYear: number;
  copyrightYear: number;
  postalAddress: { line1: string; town: string; state: string; postcode: string };
  email: string;
  phone: string;
  ein: string;
  donationUrl: string;
  locationUrl: string;
  social: { facebook: string; twitter: string; instagram: string };
  /** The board of trustees as shown on the About page. */
  board: Array<{ name: string; role: 'President' | 'Vice President' | 'Secretary' | 'Treasurer' | 'Trustee' }>;
  /** True while any field still holds a sample value; the server logs a reminder at start-up. */
  sample: boolean;
}

export const SAMPLE_ORGANISATION: Organisation = {
  name: 'Friends of Mapleton Preserve', // sample
  abbreviation: 'FMP', // sample
  preserveName: 'Mapleton Preserve',
  tagline: 'Caring for 53 acres of meadow, woodland and old nursery fields', // sample
  acres: 53,
  foundingYear: 2006,
  caringSinceYear: 2000,
  copyrightYear: 2025,
  postalAddress: { line1: 'P.O. Box 000', town: 'Kingston', state: 'NJ', postcode: '08528' }, // sample box number
  email: 'info@preserve.example.org', // sample
  phone: '(609) 555-0142', // sample
  ein: '00-0000000', // sample
  donationUrl: 'https://donate.example.org/mapleton-preserve', // sample
  locationUrl: 'https://www.openstreetmap.org/search?query=Mapleton%20Preserve%20Kingston%20NJ',
  social: {
    facebook: '#', // sample
    twitter: '#', // sample
    instagram: '#', // sample
  },
  // Sample names for the demo site only; the real board is set with ORG_BOARD.
  board: [
    { name: 'Alex Rivera (sample)', role: 'President' },
    { name: 'Jordan Lee (sample)', role: 'Vice President' },
    { name: 'Sam Patel (sample)', role: 'Secretary' },
    { name: 'Casey Morgan (sample)', role: 'Trustee' },
    { name: 'Riley Chen (sample)', role: 'Trustee' },
    { name: 'Taylor Brooks (sample)', role: 'Trustee' },
  ],
  sample: true,
};

export function formatPostalAddress(org: Organisation): string {
  const a = org.postalAddress;
  return `${a.line1}, ${a.town}, ${a.state} ${a.postcode}`;
}
