/** Video detection (spec section 5): by file extension or by a known video host. */
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'avi', 'mov', 'wmv', 'flv', 'mkv'];
const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com', 'player.vimeo.com', 'dailymotion.com', 'wistia.com'];

const URL_IN_TEXT = /(https?:\/\/[^\s<>"']+|\/[^\s<>"']+\.(?:mp4|webm|ogg|avi|mov|wmv|flv|mkv)(?:\?[^\s<>"']*)?)/i;

export function isVideoUrl(url: string): boolean {
  const clean = url.split(/[?#]/)[0].toLowerCase();
  if (VIDEO_EXTENSIONS.some((ext) => clean.endsWith(`.${ext}`))) return true;
  try {
    const host = new URL(url).hostname.replace(/^www\./, '').toLowerCase();
    return VIDEO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

/** The first video link in a block of text, or null. */
export function findVideoUrl(text: string | null | undefined): string | null {
  if (!text) return null;
  const re = new RegExp(URL_IN_TEXT.source, 'gi');
  for (const m of text.matchAll(re)) {
    const url = m[1].replace(/[).,;]+$/, '');
    if (isVideoUrl(url)) return url;
  }
  return null;
}

export type VideoEmbed =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

/** How a video link is played: an embeddable host, a file the browser plays itself, or a plain link. */
export function videoEmbedOf(url: string): VideoEmbed {
  try {
    const u = new URL(url, 'http://local.invalid');
    const host = u.hostname.replace(/^www\./, '');
    const isYouTube = host === 'youtube.com' || host.endsWith('.youtube.com');
    if (host === 'youtu.be' || isYouTube) {
      const id = (isYouTube && u.searchParams.get('v')) || u.pathname.split('/').filter(Boolean).pop() || '';
      // Only a well-formed id is embedded; anything else stays a plain link rather than a broken player.
      if (/^[\w-]{6,20}$/.test(id)) return { kind: 'youtube', id };
    }
    if (host === 'vimeo.com' || host.endsWith('.vimeo.com')) {
      const id = u.pathname.split('/').filter(Boolean).pop() ?? '';
      if (/^\d+$/.test(id)) return { kind: 'vimeo', id };
    }
  } catch {
    /* fall through */
  }
  const clean = url.split(/[?#]/)[0].toLowerCase();
  if (VIDEO_EXTENSIONS.some((ext) => clean.endsWith(`.${ext}`))) return { kind: 'file', src: url };
  return { kind: 'link', href: url };
}
