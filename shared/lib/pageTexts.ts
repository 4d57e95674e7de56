/**
 * The organisation's own words on the public pages, one record per key (ADR 043). The keys are fixed here: each
 * names the place a text shows, so the admin editor, the pages and the "add it here" hints agree.
 */
export const PAGE_TEXT_KEYS = [
  'about-story',
  'about-mission',
  'visiting',
  'history-mission',
  'donate-appeal',
  'donate-benefits',
  'donate-membership',
] as const;

export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number];

export interface PageTextPlace {
  /** The page the text shows on, as the admin reads it. */
  page: string;
  /** What the text is, for the editor's heading and the hint. */
  label: string;
  /** The heading a page shows when the text has no title of its own. */
  defaultTitle: string;
  /** How the body is laid out, told to the admin beside the field. */
  format: string;
  /** What an admin is asked to add where the text is missing ("Add your story"). */
  add: string;
}

const PARAGRAPHS = 'Blank lines separate paragraphs; a line starting with "- " is a list item.';

export const PAGE_TEXT_PLACES: Record<PageTextKey, PageTextPlace> = {
  'about-story': {
    page: 'About',
    label: 'Our story',
    defaultTitle: 'Our Story',
    format: PARAGRAPHS,
    add: 'Add your story',
  },
  'about-mission': {
    page: 'About',
    label: 'Mission',
    defaultTitle: 'Our Mission',
    format: PARAGRAPHS,
    add: 'Add your mission',
  },
  visiting: {
    page: 'About and History',
    label: 'Visiting information',
    defaultTitle: 'Visit the Preserve',
    format: PARAGRAPHS,
    add: 'Add visiting information',
  },
  'history-mission': {
    page: 'History',
    label: 'Introduction',
    defaultTitle: 'Our Mission',
    format: PARAGRAPHS,
    add: 'Add an introduction',
  },
  'donate-appeal': {
    page: 'Donate',
    label: 'Appeal',
    defaultTitle: 'Support the Preserve',
    format: PARAGRAPHS,
    add: 'Add your appeal',
  },
  'donate-benefits': {
    page: 'Donate',
    label: 'What a gift does',
    defaultTitle: 'What Your Gift Does',
    format: 'One card per paragraph: its first line is the card heading, the rest its text.',
    add: 'Add what a gift does',
  },
  'donate-membership': {
    page: 'Donate',
    label: 'Membership benefits',
    defaultTitle: 'Membership Benefits',
    format: PARAGRAPHS,
    add: 'Add the membership benefits',
  },
};

export const isPageTextKey = (key: string): key is PageTextKey => (PAGE_TEXT_KEYS as readonly string[]).includes(key);

/** Where admins edit the texts: the web admin's address (the desktop app has the same screen in its nav). */
export const PAGE_TEXTS_ADMIN_PATH = '/admin/page-texts';

export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** A body as paragraphs and lists: blank lines part paragraphs, "- " lines (together) make one list. */
export function textBlocks(body: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of (body ?? '').split(/\r?\n\s*\r?\n/)) {
    const lines = chunk
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    let prose: string[] = [];
    const flush = () => {
      if (prose.length) blocks.push({ kind: 'paragraph', text: prose.join(' ') });
      prose = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flush();
        const last = blocks.at(-1);
        const item = line.slice(2).trim();
        if (last?.kind === 'list' && prose.length === 0) last.items.push(item);
        else blocks.push({ kind: 'list', items: [item] });
      } else prose.push(line);
    }
    flush();
  }
  return blocks;
}

/** Cards from a body: each paragraph's first line is the heading, the rest the text. */
export function textCards(body: string | null | undefined): { title: string; text: string }[] {
  return (body ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) =>
      chunk
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(([title, ...rest]) => ({ title: title ?? '', text: rest.join(' ') }));
}
