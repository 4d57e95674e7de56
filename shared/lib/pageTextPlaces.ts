import type { PageTextKey } from './pageTexts';

const PARAGRAPHS = 'Blank lines separate paragraphs; a paragraph of lines starting with "- " is a list.';

/**
 * What the editor says of each place (ADR 043): the page it shows on, what it is, the heading the page shows when
 * the text has none, and how its body is laid out. The pages write their own headings and hints; keep them alike.
 */
export const PAGE_TEXT_EDITOR: Record<
  PageTextKey,
  { page: string; label: string; defaultTitle: string; format: string }
> = {
  'about-story': { page: 'About', label: 'Our story', defaultTitle: 'Our Story', format: PARAGRAPHS },
  'about-mission': { page: 'About', label: 'Mission', defaultTitle: 'Our Mission', format: PARAGRAPHS },
  visiting: {
    page: 'About and History',
    label: 'Visiting information',
    defaultTitle: 'Visit the Preserve',
    format: PARAGRAPHS,
  },
  'history-mission': { page: 'History', label: 'Introduction', defaultTitle: 'Our Mission', format: PARAGRAPHS },
  'donate-appeal': { page: 'Donate', label: 'Appeal', defaultTitle: 'none (the page heading)', format: PARAGRAPHS },
  'donate-benefits': {
    page: 'Donate',
    label: 'What a gift does',
    defaultTitle: 'What Your Gift Does',
    format: 'One card per paragraph: its first line is the card heading, the rest its text.',
  },
  'donate-membership': {
    page: 'Donate',
    label: 'Membership benefits',
    defaultTitle: 'Membership Benefits',
    format: PARAGRAPHS,
  },
};

/** Every page text's key, in the editor's order. */
export const PAGE_TEXT_KEYS = Object.keys(PAGE_TEXT_EDITOR) as PageTextKey[];

export const isPageTextKey = (key: string): key is PageTextKey => Object.hasOwn(PAGE_TEXT_EDITOR, key);
