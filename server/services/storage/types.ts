import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  /** Caller-supplied facts kept with the object (e.g. an image's width, height and variant widths). */
  meta: Record<string, unknown>;
}

/** Where uploaded and generated files live: local disk by default, S3-compatible storage when configured. */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string, meta?: Record<string, unknown>): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<Omit<StoredObject, 'body'> | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
  /** Throws when the store cannot be reached or written (for /api/health). */
  ping(): Promise<void>;
  /** S3 only: a presigned URL the client PUTs one file to. Local disk has no such method (the server signs its own). */
  presignPut?(key: string, options: { contentType?: string; expiresInSec: number }): Promise<string>;
}

/** Keys are our own ids and fixed suffixes; refuse anything that could climb out of the store. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
