/**
 * The organisation's own words on the public pages, one record per key (ADR 043). The keys are fixed: each names
 * the place a text shows. Public pages import this module only, and it stays small because it rides in every
 * page's script: the places' headings and hints are written in the pages that show them, and what the editor and
 * the server need (labels, layout hints, the list of keys) lives in `pageTextPlaces.ts`.
 */
export type PageTextKey =
  | 'about-story'
  | 'about-mission'
  | 'visiting'
  | 'history-mission'
  | 'donate-appeal'
  | 'donate-benefits'
  | 'donate-membership';

/** Where admins edit the texts: the web admin's address (the desktop app has the same screen in its nav). */
export const PAGE_TEXTS_ADMIN_PATH = '/admin/page-texts';

export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** A body as paragraphs and lists: blank lines part paragraphs; a paragraph of "- " lines only is a list. */
export function textBlocks(body: string | null | undefined): TextBlock[] {
  return (body ?? '')
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') },
    );
}
