/**
 * How the site lays out text a volunteer typed (page texts, home sections, event descriptions, opening hours,
 * history sections...): a blank line starts a new paragraph, a single line break stays a line break inside its
 * paragraph, and a paragraph made only of "- " lines is a list. Every page and admin screen renders such text
 * through `PlainText` (shared/ui/PlainText.tsx), so the lines typed are the lines shown everywhere.
 */
export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

/** Lines of one paragraph, trimmed, empty ones dropped; Windows line ends count as line ends. */
const linesOf = (chunk: string) =>
  chunk
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A text as paragraphs (each a list of its lines) and lists. */
export function textBlocks(body: string | null | undefined): TextBlock[] {
  return (body ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map(linesOf)
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', lines },
    );
}

/**
 * Cards from a text: each paragraph is a card, its first line the card's heading and the lines after it its text
 * (line breaks kept).
 */
export function textCards(body: string | null | undefined): { title: string; lines: string[] }[] {
  return (body ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map(linesOf)
    .filter((lines) => lines.length > 0)
    .map(([title, ...lines]) => ({ title: title ?? '', lines }));
}

/** The lines of a short text (opening hours, a line of a list): the volunteer's line breaks, empty lines dropped. */
export const textLines = (text: string | null | undefined): string[] => linesOf(text ?? '');
