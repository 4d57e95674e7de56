import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config';
import { assertSafeKey, type MultipartStorage, type Storage, type StoredObject, type UploadedPart } from './types';

export type S3Settings = NonNullable<Config['s3']>;

/** Our facts about an object travel in one metadata header: JSON, base64url so any text survives HTTP headers. */
const META_HEADER = 'preserve-meta';

/** What a head or get answer says about the stored object, beside its bytes. */
const objectInfo = (res: { ContentType?: string; ContentLength?: number; Metadata?: Record<string, string> }) => ({
  contentType: res.ContentType ?? 'application/octet-stream',
  size: res.ContentLength ?? 0,
  meta: decodeMeta(res.Metadata),
});

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * Objects in an S3 bucket (AWS, or any S3-compatible service when S3_ENDPOINT is set). Keys are the same
 * as on local disk, so switching drivers only needs the files copied across.
 */
export class S3Storage implements Storage, MultipartStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  /** Where browsers send presigned uploads: the site's CSP must allow fetches to it. */
  readonly browserOrigin: string;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    // Path-style with an endpoint; AWS itself uses virtual-hosted bucket names (the storage test checks this).
    this.browserOrigin = settings.endpoint
      ? new URL(settings.endpoint).origin
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
    this.client = new S3Client({
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Self-hosted services (MinIO, Garage, the test server) rarely have per-bucket DNS names.
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      // Newer SDKs add CRC checksums (and chunked trailers) by default, which many S3-compatible services reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string, meta: Record<string, unknown> = {}): Promise<void> {
    assertSafeKey(key);
    // lib-storage sends one PutObject for small bodies and a multipart upload for large ones (videos).
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        Metadata: { [META_HEADER]: Buffer.from(JSON.stringify(meta)).toString('base64url') },
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 4,
    });
    await upload.done();
  }

  async ping(): Promise<void> {
    // A one-key listing proves the endpoint answers and the credentials may read the bucket.
    await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: 1 }), {
      abortSignal: AbortSignal.timeout(3000),
    });
  }

  async head(key: string): Promise<Omit<StoredObject, 'body'> | null> {
    return this.ifPresent(key, async () =>
      objectInfo(await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    return this.ifPresent(key, async () => {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: res.Body as Readable, ...objectInfo(res) };
    });
  }

  /** A read of one object, or null when the bucket has no such key. */
  private async ifPresent<T>(key: string, read: () => Promise<T>): Promise<T | null> {
    assertSafeKey(key);
    try {
      return await read();
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of res.Contents ?? []) if (o.Key) out.push(o.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return out.sort();
  }

  async presignPut(key: string, options: { contentType?: string; expiresInSec: number }): Promise<string> {
    assertSafeKey(key);
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: options.contentType });
    // Signing the content type (when given) means the uploader must send exactly that type.
    const signableHeaders = options.contentType ? new Set(['content-type']) : undefined;
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSec, signableHeaders });
  }

  async createMultipart(key: string, contentType: string): Promise<string> {
    assertSafeKey(key);
    const res = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!res.UploadId) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
    return res.UploadId;
  }

  async presignPart(key: string, uploadId: string, partNumber: number, expiresInSec: number): Promise<string> {
    assertSafeKey(key);
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSec });
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    assertSafeKey(key);
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    do {
      const res = await this.client.send(
        new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
      );
      for (const p of res.Parts ?? []) {
        if (p.PartNumber == null || !p.ETag) continue;
        parts.push({
          PartNumber: p.PartNumber,
          ETag: p.ETag,
          Size: p.Size,
          LastModified: p.LastModified?.toISOString(),
        });
      }
      marker = res.IsTruncated ? res.NextPartNumberMarker : undefined;
    } while (marker);
    return parts;
  }

  async completeMultipart(
    key: string,
    uploadId: string,
    parts: Array<{ PartNumber: number; ETag: string }>,
  ): Promise<string> {
    assertSafeKey(key);
    const res = await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return res.Location ?? key;
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
  }
}

function decodeMeta(metadata: Record<string, string> | undefined): Record<string, unknown> {
  const raw = metadata?.[META_HEADER];
  if (!raw) return {};
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    // An object written by something else: no facts rather than a failure to serve it.
    return {};
  }
}
