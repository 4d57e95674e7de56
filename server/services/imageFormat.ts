/**
 * An uploaded file's format, judged from its first bytes alone, before any decoder sees it. The decoders behind
 * sharp read far more than the three formats the site accepts (SVG through librsvg, TIFF, GIF, HEIF, ...), and
 * asking sharp what a file is already runs one of them: a 9.5 MB SVG is parsed whole, at seconds of CPU and hundreds
 * of MB, before its format is known. So only a file that starts with the signature of JPEG, PNG or WebP goes on.
 */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const textAt = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

export function imageFormatOf(bytes: Buffer): AcceptedImageFormat | null {
  // JPEG: start of image (FF D8) followed by the first marker's FF.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  // WebP: a RIFF container whose form type is WEBP.
  if (textAt(bytes, 0, 'RIFF') && textAt(bytes, 8, 'WEBP')) return 'webp';
  return null;
}

/**
 * True for a file that starts like a picture of another format (SVG or other markup, SVGZ, GIF, TIFF, BMP, ICO,
 * HEIF/AVIF, JPEG 2000, JPEG XL, PSD, PDF): it is refused as a format we do not accept rather than as a file we
 * cannot read. Only the first bytes are looked at, never decoded.
 */
export function looksLikeOtherImage(bytes: Buffer): boolean {
  // Markup may follow a UTF-8 byte order mark (EF BB BF, read here one byte a character) and white space.
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 64)).replace(/^\u00EF\u00BB\u00BF/, '');
  if (/^\s*</.test(head)) return true;
  return (
    startsWith(bytes, [0x1f, 0x8b]) ||
    textAt(bytes, 0, 'GIF8') ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    textAt(bytes, 0, 'BM') ||
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) ||
    textAt(bytes, 4, 'ftyp') ||
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20]) ||
    startsWith(bytes, [0xff, 0x0a]) ||
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20]) ||
    textAt(bytes, 0, '8BPS') ||
    textAt(bytes, 0, '%PDF')
  );
}
