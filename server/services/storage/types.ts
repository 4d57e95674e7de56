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
  /** S3 only: the origin browsers send uploads to (the security policy lets pages connect to it). */
  readonly browserOrigin?: string;
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
  LastModified?: string;
}

/** The multipart calls the companion endpoints (/api/s3/...) need. Only S3 storage has them. */
export interface MultipartStorage {
  createMultipart(key: string, contentType: string): Promise<string>;
  presignPart(key: string, uploadId: string, partNumber: number, expiresInSec: number): Promise<string>;
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  completeMultipart(key: string, uploadId: string, parts: Array<{ PartNumber: number; ETag: string }>): Promise<string>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

export const hasMultipart = (storage: Storage): storage is Storage & MultipartStorage =>
  typeof (storage as Partial<MultipartStorage>).createMultipart === 'function';

/** Keys are our own ids and fixed suffixes: nothing that could climb out of the store. */
export const isSafeStorageKey = (key: string) =>
  /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') && !key.includes('//');

/** Refuses a key that could climb out of the store. */
export function assertSafeKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}
