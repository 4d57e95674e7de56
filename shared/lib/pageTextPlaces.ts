import { PAGE_TEXT_KEYS, PAGE_TEXT_PLACES, type PageTextKey } from './pageTexts';

export { PAGE_TEXT_KEYS };

const PARAGRAPHS =
  'Blank lines separate paragraphs, and the lines you type stay lines; a paragraph of lines starting with "- " is a list.';
const CARDS = 'One card per paragraph: its first line is the card heading, the lines under it its text.';

/**
 * What the editor says of each place (ADR 043): the page it shows on, what it is, and how its body is laid out.
 * The default heading comes from `PAGE_TEXT_PLACES`, which the pages read too.
 */
const EDITOR: Record<PageTextKey, { page: string; label: string; format: string }> = {
  'home-welcome': { page: 'Home', label: 'Welcome', format: PARAGRAPHS },
  'home-about': { page: 'Home', label: 'About', format: PARAGRAPHS },
  'volunteer-intro': { page: 'Home', label: 'Get Involved: introduction', format: PARAGRAPHS },
  'volunteer-roles': { page: 'Home', label: 'Get Involved: volunteer areas', format: CARDS },
  'contact-intro': { page: 'Home', label: 'Contact Us: introduction', format: PARAGRAPHS },
  directions: {
    page: 'Home',
    label: 'Contact Us: directions',
    format: `${PARAGRAPHS} Shown beside the map link: how to find the entrance.`,
  },
  'support-appeal': { page: 'Home', label: 'Support banner', format: PARAGRAPHS },
  'about-lead': { page: 'About', label: 'Under the page title', format: PARAGRAPHS },
  'about-story': { page: 'About', label: 'Our story', format: PARAGRAPHS },
  'about-mission': { page: 'About', label: 'Mission', format: PARAGRAPHS },
  'about-board': {
    page: 'About',
    label: 'Board of trustees',
    format: `${PARAGRAPHS} Shown above the board members of the Site Settings.`,
  },
  visiting: {
    page: 'About and History',
    label: 'Visiting information',
    format: `${PARAGRAPHS} Shown under the hours, admission and address of the Site Settings.`,
  },
  'history-lead': { page: 'History', label: 'Under the page title', format: PARAGRAPHS },
  'history-mission': { page: 'History', label: 'Introduction', format: PARAGRAPHS },
  'events-lead': { page: 'Events', label: 'Under the page title', format: PARAGRAPHS },
  'gallery-members': {
    page: 'Gallery',
    label: 'Members can add photos',
    format: `${PARAGRAPHS} Shown to visitors who are not signed in, above a "Sign in to add photos" button.`,
  },
  'donate-appeal': { page: 'Donate', label: 'Appeal', format: PARAGRAPHS },
  'donate-benefits': { page: 'Donate', label: 'What a gift does', format: CARDS },
  'donate-membership': { page: 'Donate', label: 'Membership benefits', format: PARAGRAPHS },
  'donate-notes': {
    page: 'Donate',
    label: 'Good to know',
    format: `${PARAGRAPHS} Shown above the tax status and EIN of the Site Settings and where to write with questions.`,
  },
  'footer-about': { page: 'Every page (footer)', label: 'About', format: PARAGRAPHS },
  'footer-programs': {
    page: 'Every page (footer)',
    label: 'Programs',
    format: 'One program per line. Leave empty to leave the list out.',
  },
};

/** What the editor shows for each place, the default heading in words an admin reads. */
export const PAGE_TEXT_EDITOR: Record<
  PageTextKey,
  { page: string; label: string; defaultTitle: string | null; format: string }
> = Object.fromEntries(
  PAGE_TEXT_KEYS.map((key) => {
    const p = PAGE_TEXT_PLACES[key];
    const defaultTitle = !p.titled
      ? null
      : p.heading == null
        ? 'none'
        : p.heading.replace('{place}', "(the preserve's name)");
    return [key, { ...EDITOR[key], defaultTitle }];
  }),
) as Record<PageTextKey, { page: string; label: string; defaultTitle: string | null; format: string }>;

export const isPageTextKey = (key: string): key is PageTextKey => Object.hasOwn(PAGE_TEXT_PLACES, key);
