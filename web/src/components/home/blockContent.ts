import { findVideoUrl } from '@shared/lib/video';

/**
 * Only content with a complete tag is rendered as markup. The server cleans anything that looks like HTML
 * before storing it, with a test at least this broad, so everything rendered here has been sanitised.
 */
const LOOKS_LIKE_HTML = /<\/?[a-z][\s\S]*>/i;

export function looksLikeHtml(text: string): boolean {
  return LOOKS_LIKE_HTML.test(text);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A block's content split into its video link (if any) and the words around it. In HTML, a link that only
 * points at the video goes too, or it would be left behind as an empty anchor once its text is removed.
 */
export function splitVideo(content: string): { videoUrl: string | null; rest: string; isHtml: boolean } {
  // Decided on the whole content: what is left after the link is removed is still (escaped) markup.
  const isHtml = looksLikeHtml(content);
  const videoUrl = findVideoUrl(content);
  if (!videoUrl) return { videoUrl: null, rest: content, isHtml };
  const url = escapeRegExp(videoUrl);
  let rest = content;
  if (isHtml) {
    rest = rest.replace(new RegExp(`<a\\b[^>]*href="${url}"[^>]*>[\\s\\S]*?</a>`, 'gi'), '');
    rest = rest.replace(/<p>\s*<\/p>/gi, '');
  }
  rest = rest.replace(new RegExp(url, 'g'), '').trim();
  return { videoUrl, rest, isHtml };
}

const IMAGE_SOURCE = /<img\b[^>]*?\ssrc="([^"]+)"/gi;

/**
 * The first picture in a block's markup that the site serves itself (a path of its own, never another host's), or
 * null: a video block's poster, so the still comes from the organisation's own content.
 */
export function firstPictureOf(content: string): string | null {
  if (!looksLikeHtml(content)) return null;
  for (const [, raw] of content.matchAll(IMAGE_SOURCE)) {
    const src = raw.replace(/&amp;/g, '&');
    if (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')) return src;
  }
  return null;
}
