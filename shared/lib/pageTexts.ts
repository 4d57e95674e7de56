/**
 * The organisation's own words on the public pages, one record per key (ADR 043, ADR 056). The keys are fixed: each
 * names the place a text shows. Public pages import this module, so it holds only what they need: the keys, the
 * pages each text shows on, and the heading a page shows when the text has none; the editor's labels and layout
 * hints live in `pageTextPlaces.ts`. Pages and the editor read the default headings from here, so the editor's
 * "leave empty for the page's own" always names what the page shows.
 */
export type PageTextKey =
  | 'home-welcome'
  | 'home-about'
  | 'volunteer-intro'
  | 'volunteer-roles'
  | 'contact-intro'
  | 'directions'
  | 'support-appeal'
  | 'about-lead'
  | 'about-story'
  | 'about-mission'
  | 'about-board'
  | 'visiting'
  | 'history-lead'
  | 'history-mission'
  | 'events-lead'
  | 'gallery-members'
  | 'donate-appeal'
  | 'donate-benefits'
  | 'donate-membership'
  | 'donate-notes'
  | 'footer-about'
  | 'footer-programs';

export interface PageTextPlace {
  /** The pages that show the text ('/' for the home page; the footer's texts show on every page). */
  paths: readonly string[];
  /**
   * The heading the page shows when the text's own heading is empty; `{place}` stands for the preserve's name (or
   * the organisation's). null: no heading unless the admin writes one. Texts with `titled: false` have no heading.
   */
  heading: string | null;
  /** The heading when there is no name for `{place}`. */
  headingWithoutPlace?: string;
  /** false: the text is a sentence under another heading (a page's introduction, the footer's blurb). */
  titled: boolean;
}

const place = (paths: string[], heading: string | null, extra: Partial<PageTextPlace> = {}): PageTextPlace => ({
  paths,
  heading,
  titled: true,
  ...extra,
});

/** Every place, in the order of the pages (the editor lists them so). */
export const PAGE_TEXT_PLACES: Record<PageTextKey, PageTextPlace> = {
  'home-welcome': place(['/'], 'Welcome to {place}', { headingWithoutPlace: 'Welcome' }),
  'home-about': place(['/'], 'About {place}', { headingWithoutPlace: 'About Us' }),
  'volunteer-intro': place(['/'], 'Get Involved'),
  'volunteer-roles': place(['/'], null),
  'contact-intro': place(['/'], 'Contact Us'),
  directions: place(['/'], 'Location'),
  'support-appeal': place(['/'], 'Support Our Mission'),
  'about-lead': place(['/about'], null, { titled: false }),
  'about-story': place(['/about'], 'Our Story'),
  'about-mission': place(['/about'], 'Our Mission'),
  'about-board': place(['/about'], 'Board of Trustees'),
  visiting: place(['/about', '/history'], 'Plan Your Visit'),
  'history-lead': place(['/history'], null, { titled: false }),
  'history-mission': place(['/history'], 'Our Mission'),
  'events-lead': place(['/events'], null, { titled: false }),
  'gallery-members': place(['/gallery'], null, { titled: false }),
  'donate-appeal': place(['/donate'], null),
  'donate-benefits': place(['/donate'], 'What Your Gift Does'),
  'donate-membership': place(['/donate'], 'Membership Benefits'),
  'donate-notes': place(['/donate'], 'Good to Know'),
  'footer-about': place(['/'], null, { titled: false }),
  'footer-programs': place(['/'], 'Programs'),
};

/** Every page text's key, in the pages' order. */
export const PAGE_TEXT_KEYS = Object.keys(PAGE_TEXT_PLACES) as PageTextKey[];

/** The heading a page shows for a text without one of its own; null when it shows none. */
export function defaultHeading(key: PageTextKey, placeName = ''): string | null {
  const p = PAGE_TEXT_PLACES[key];
  if (p.heading == null) return null;
  if (!p.heading.includes('{place}')) return p.heading;
  return placeName ? p.heading.replace('{place}', placeName) : (p.headingWithoutPlace ?? p.heading);
}

/** Where admins edit the texts: the web admin's address (the desktop app has the same screen in its nav). */
export const PAGE_TEXTS_ADMIN_PATH = '/admin/page-texts';
