import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * Backup files are POSIX tar (the `tar-stream` package, ADR 028): readable with `tar -tzf` on any machine, which
 * matters to whoever inherits the site and has only the file. Names too long for the plain ustar header get a
 * pax header, as GNU and BSD tar write and read them.
 */

export interface TarWriter {
  /** The archive's bytes, to pipe into gzip and a file. */
  readonly stream: Readable;
  /** Adds one regular file; resolves once the archive has taken it (so a slow disk slows the producer). */
  add(name: string, data: Buffer): Promise<void>;
  /** Writes the end-of-archive blocks. */
  finish(): void;
  destroy(err?: Error): void;
}

export function createTarWriter(): TarWriter {
  const pack = tar.pack();
  return {
    stream: pack as unknown as Readable,
    add: (name, data) =>
      new Promise<void>((resolve, reject) => {
        pack.entry({ name, size: data.length, mode: 0o644, mtime: new Date(), type: 'file' }, data, (err) => (err ? reject(err) : resolve()));
      }),
    finish: () => pack.finalize(),
    destroy: (err) => pack.destroy(err),
  };
}

export interface TarEntrySink {
  data(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

/**
 * Reads a tar stream entry by entry: `onEntry` gets the name and the size, then the entry's bytes as chunks.
 * Throws on anything that is not a well-formed archive of regular files (bad header checksum, cut short), and
 * on the input's own errors (gzip's CRC, for one).
 */
export async function readTar(input: Readable, onEntry: (name: string, size: number) => TarEntrySink): Promise<void> {
  const extract = tar.extract();
  const feeding = pipeline(input, extract as unknown as NodeJS.WritableStream);
  feeding.catch(() => undefined); // its error also ends the loop below, which reports it
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file') throw new Error(`entry ${name} is not a regular file`);
      const sink = onEntry(name, size);
      for await (const chunk of entry as AsyncIterable<Buffer>) await sink.data(chunk);
      await sink.end();
    }
    await feeding;
  } catch (err) {
    input.destroy();
    extract.destroy();
    throw inPlainWords(err);
  }
}

/** tar-stream's two complaints, said for whoever runs a restore (its own hint about gunzip does not apply). */
function inPlainWords(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  if (err.message.startsWith('Invalid tar header')) return new Error('a tar header is damaged');
  if (err.message.startsWith('Unexpected end of data')) return new Error('the archive is cut short');
  return err;
}
