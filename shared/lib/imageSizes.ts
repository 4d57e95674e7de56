/** Widths the site's image store serves for any stored upload (see server/services/images.ts). */
const UPLOAD_WIDTHS = [320, 640, 960, 1280, 1600];

/** srcset for images from our own store, so a small slot loads a small file; other addresses get none. */
export function srcSetFor(src: string): string | undefined {
  if (!src.startsWith('/objects/uploads/') || src.includes('?')) return undefined;
  return UPLOAD_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
