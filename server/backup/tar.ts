import type { Readable, Writable } from 'node:stream';

/**
 * Just enough of the POSIX ustar format for backup files: regular files only. A backup stays readable with
 * `tar -tzf` on any machine, which matters to whoever inherits the site and has only the file.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  const cut = name.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`Name too long for the backup file: ${name}`);
  return { name: name.slice(cut + 1), prefix: name.slice(0, cut) };
}

export function tarHeader(path: string, size: number, mtime = Date.now()): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  const { name, prefix } = splitName(path);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);
export const tarEnd = () => Buffer.alloc(BLOCK * 2, 0);

export function writeChunk(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(chunk)) resolve();
    else {
      out.once('drain', resolve);
      out.once('error', reject);
    }
  });
}

/**
 * Reads a tar stream entry by entry: `onEntry` gets the name, the size and the entry's bytes as chunks.
 * Throws on anything that is not a well-formed archive (bad checksum, cut short).
 */
export async function readTar(
  input: Readable,
  onEntry: (name: string, size: number) => { data(chunk: Buffer): void | Promise<void>; end(): void | Promise<void> },
): Promise<void> {
  let buffered: Buffer = Buffer.alloc(0);
  let entry: { left: number; pad: number; sink: ReturnType<typeof onEntry> } | null = null;
  let ended = false;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    for (;;) {
      if (ended) break;
      if (entry) {
        if (entry.left > 0) {
          if (!buffered.length) break;
          const take = Math.min(entry.left, buffered.length);
          await entry.sink.data(buffered.subarray(0, take));
          buffered = buffered.subarray(take);
          entry.left -= take;
          if (entry.left > 0) break;
        }
        if (buffered.length < entry.pad) break;
        buffered = buffered.subarray(entry.pad);
        await entry.sink.end();
        entry = null;
      }
      if (buffered.length < BLOCK) break;
      const h = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true;
        break;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
      const stored = parseInt(h.subarray(148, 156).toString('ascii').replace(/\0.*$/, '').trim(), 8);
      if (sum !== stored) throw new Error('a header checksum does not match');
      const text = (from: number, len: number) => h.subarray(from, from + len).toString('utf8').replace(/\0.*$/s, '');
      const prefix = text(345, 155);
      const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
      const size = parseInt(text(124, 12).trim() || '0', 8);
      entry = { left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK, sink: onEntry(name, size) };
    }
  }
  if (!ended) throw new Error('the archive is cut short');
}
