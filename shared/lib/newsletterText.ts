import { escapeHtml } from './html';

/**
 * The newsletter's little formatting, turned into an HTML part and a plain-text part. Everything typed is escaped;
 * the only markup that comes out is <p>, <br>, <strong> and <a> with an http(s) address, so no text can bring a
 * script, a style or a javascript: link into the mail (or into the admin's preview).
 *   - a blank line starts a paragraph, a single line break stays a line break;
 *   - `**words**` is bold;
 *   - `[words](https://...)` is a link on the words; a bare http(s) address is a link on itself.
 */

const INLINE = /\*\*([^*\n]+?)\*\*|\[([^\]\n]+)\]\((https?:\/\/[^\s()<>]+)\)|(https?:\/\/[^\s<>]+)/g;
/** Punctuation right after a bare address usually ends the sentence, not the address. */
const TRAILING = /[.,;:!?)'"]+$/;

interface Piece {
  html: string;
  text: string;
}

function inline(line: string): Piece {
  let html = '';
  let text = '';
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    const before = line.slice(at, m.index);
    html += escapeHtml(before);
    text += before;
    at = m.index + m[0].length;
    const [, bold, words, href, bare] = m;
    if (bold !== undefined) {
      html += `<strong>${escapeHtml(bold)}</strong>`;
      text += bold;
    } else if (words !== undefined) {
      html += `<a href="${escapeHtml(href)}" style="color:#2f5d34">${escapeHtml(words)}</a>`;
      text += `${words} (${href})`;
    } else {
      const url = bare.replace(TRAILING, '');
      const rest = bare.slice(url.length);
      html += `<a href="${escapeHtml(url)}" style="color:#2f5d34">${escapeHtml(url)}</a>${escapeHtml(rest)}`;
      text += bare;
    }
  }
  html += escapeHtml(line.slice(at));
  text += line.slice(at);
  return { html, text };
}

/** The newsletter text as HTML paragraphs (no surrounding layout) and as plain text. */
export function renderNewsletterText(source: string): { html: string; text: string } {
  const paragraphs = source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim());
  const rendered = paragraphs.map((p) => p.split('\n').map(inline));
  return {
    html: rendered.map((lines) => `<p>${lines.map((l) => l.html).join('<br>')}</p>`).join('\n'),
    text: rendered.map((lines) => lines.map((l) => l.text).join('\n')).join('\n\n'),
  };
}
