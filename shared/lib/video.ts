/**
 * Video detection: by file extension or by a known video host. Video files play only from the
 * site's own storage (`/objects/videos/{name}`, or an upload under `/objects/uploads/`), as pictures come only
 * from addresses the site accepts: a file on another host is offered as a plain link, and an address that is
 * neither a site path nor an absolute http(s) address (`//host/x.mp4`, `/\host/x.mp4`, `javascript:`...) is not
 * a video at all. YouTube and Vimeo play in their own framed players (the CSP allows only those frames).
 */
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'avi', 'mov', 'wmv', 'flv', 'mkv'];
const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com', 'player.vimeo.com', 'dailymotion.com', 'wistia.com'];
const EXTENSION_GROUP = `(?:${VIDEO_EXTENSIONS.join('|')})`;

const URL_IN_TEXT = new RegExp(
  `(https?:\\/\\/[^\\s<>"']+|\\/[^\\s<>"']+\\.${EXTENSION_GROUP}(?:\\?[^\\s<>"']*)?)`,
  'i',
);

/**
 * One of the site's own stored videos: a path (never `//` or a backslash) under /objects/videos/ or
 * /objects/uploads/, a plain file name with a video extension, and at most a query or fragment after it.
 */
const OWN_VIDEO_PATH = new RegExp(
  `^\\/objects\\/(?:videos|uploads)\\/[a-z0-9][a-z0-9._-]*\\.${EXTENSION_GROUP}(?:[?#][^\\s<>"'\\\\]*)?$`,
  'i',
);

/** A file whose name ends in a video extension (query and fragment ignored). */
export function isVideoFile(url: string): boolean {
  const clean = url.split(/[?#]/)[0].toLowerCase();
  return VIDEO_EXTENSIONS.some((ext) => clean.endsWith(`.${ext}`));
}

export function isOwnVideoPath(url: string): boolean {
  return OWN_VIDEO_PATH.test(url) && !url.includes('..');
}

/** An absolute http(s) address, parsed; null for anything else (relative, protocol-relative, other schemes). */
function absoluteWebAddress(url: string): URL | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function isVideoUrl(url: string): boolean {
  if (isOwnVideoPath(url)) return true;
  const web = absoluteWebAddress(url);
  if (!web) return false;
  const host = web.hostname.replace(/^www\./, '').toLowerCase();
  return VIDEO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) || isVideoFile(web.pathname);
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

/**
 * How a video link is shown: an embeddable host's player, our own file played by the browser, or a plain link to
 * an absolute http(s) address elsewhere. Null for anything else: such an address is never a player's source.
 */
export function videoEmbedOf(url: string): VideoEmbed | null {
  if (isOwnVideoPath(url)) return { kind: 'file', src: url };
  const u = absoluteWebAddress(url);
  if (!u) return null;
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
  return { kind: 'link', href: url };
}
