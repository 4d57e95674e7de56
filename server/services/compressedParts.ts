import zlib from 'node:zlib';

/**
 * A body stored as fixed pieces with a short per-response text between them (the CSP nonce), sent gzip-encoded
 * without compressing the whole body for every response. Each piece is deflated once into blocks that refer only
 * to themselves and end on a sync flush, so pieces can be laid side by side with the per-response text deflated
 * the same way; a gzip header, an empty final block and the CRC-32 and length of the whole make one ordinary,
 * single-member gzip stream (RFC 1951 section 3.2.3, RFC 1952).
 */
export class CompressedParts {
  private readonly deflated: Buffer[];
  private readonly texts: Buffer[];
  private readonly length: number;

  constructor(parts: string[]) {
    this.texts = parts.map((p) => Buffer.from(p));
    this.deflated = this.texts.map(deflateBlocks);
    this.length = this.texts.reduce((n, t) => n + t.length, 0);
  }

  /** gzip of parts.join(between), ready to send with Content-Encoding: gzip. */
  gzip(between: string): Buffer {
    const sep = Buffer.from(between);
    const sepDeflated = this.texts.length > 1 ? deflateBlocks(sep) : Buffer.alloc(0);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    this.texts.forEach((text, i) => {
      if (i > 0) {
        chunks.push(sepDeflated);
        crc = zlib.crc32(sep, crc);
      }
      chunks.push(this.deflated[i]);
      if (text.length > 0) crc = zlib.crc32(text, crc);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((this.length + sep.length * (this.texts.length - 1)) % 2 ** 32, 4);
    chunks.push(FINAL_EMPTY_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}

// Magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// BFINAL=1, fixed Huffman codes, end of block: what zlib itself writes to finish after a flush.
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

function deflateBlocks(text: Buffer): Buffer {
  return zlib.deflateRawSync(text, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}
