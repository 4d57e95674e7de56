import sanitizeHtml from 'sanitize-html';

/**
 * Admin-written HTML (home blocks, event texts) is cleaned against an allowlist before it is stored, so even
 * a stolen admin account cannot plant scripts, event handlers or frames on the public site.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], span: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

// Any '<' that could open a tag or comment counts, even an unclosed one ('<img src=x onerror=...'), since a
// browser would still parse it; '<3' or 'kids <12' stay plain text.
const LOOKS_LIKE_HTML = /<[a-z!/?]/i;

/** Plain text passes untouched (it is escaped when rendered); anything with tags is cleaned. */
export function sanitizeRichText(value: string | null): string | null {
  if (value == null || !LOOKS_LIKE_HTML.test(value)) return value;
  return sanitizeHtml(value, OPTIONS);
}
