import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import type { Context } from 'koa';
import { HttpError } from '@server/errors';
import { parseInput } from '@server/middlewares/validate';
import { hasMultipart, type MultipartStorage } from '@server/services/storage/types';
import {
  multipartTargetSchema,
  signPartSchema,
  uploadParamsSchema,
  type MultipartPart,
  type MultipartStarted,
  type SignedPart,
  type UploadParams,
} from '@shared/schemas/s3';

export const NEEDS_S3_MESSAGE = 'Multipart uploads need S3 storage (S3_BUCKET).';
export const NO_STS_MESSAGE =
  'This site does not hand out storage credentials; uploads use signed URLs (/api/s3/params, /api/s3/multipart).';
/** How long a signed URL for one file or one part works. Parts of a large video may take a while on a slow line. */
export const SINGLE_PUT_EXPIRES_SEC = 900;
export const PART_EXPIRES_SEC = 3600;

/**
 * Not a failure of ours but a feature this configuration lacks: answered directly, so the error log only
 * holds real faults.
 */
function notAvailable(ctx: Context, message: string) {
  ctx.status = 501;
  ctx.body = { message };
}

/** The storage's multipart calls, or null (after answering 501) on local disk. */
function multipartStorage(ctx: Context): MultipartStorage | null {
  const storage = ctx.deps.storage;
  if (hasMultipart(storage)) return storage;
  notAvailable(ctx, NEEDS_S3_MESSAGE);
  return null;
}

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? undefined : v);

/** The multipart upload a request names: its key in the query, its id in the path. */
const multipartTarget = (ctx: Context) =>
  parseInput(multipartTargetSchema, { key: single(ctx.query.key), uploadId: ctx.params.uploadId });

/**
 * An answer the S3 service gave (a refusal, or its own failure), as opposed to a fault here. The SDK's exception class
 * is not imported for an `instanceof`: that would load the whole SDK at every start, also on sites without S3. Every
 * service exception carries the fault side and the response's metadata.
 */
function isS3Refusal(err: unknown): err is Error {
  return err instanceof Error && '$fault' in err && '$metadata' in err;
}

/** S3's refusals about the client's upload become 4xx answers in our words; anything else is a storage outage. */
async function storageCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isS3Refusal(err)) throw err;
    if (err.name === 'NoSuchUpload')
      throw new HttpError(404, 'That upload does not exist; it may have been completed or cancelled.');
    if (['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'MalformedXML'].includes(err.name)) {
      throw new HttpError(400, `The listed parts do not match the uploaded ones (${err.name}).`);
    }
    throw new HttpError(502, 'File storage did not answer properly. Please try again.');
  }
}

/**
 * The S3 companion endpoints (/api/s3/multipart/...) that @uppy/aws-s3 uses for large files such as admins' videos.
 * Signed-in people only. The server names every object (`incoming/{uuid}`) and only signs URLs for names of
 * that shape, so nobody can write over processed files or anyone's chosen path.
 */
export function s3Router(): Router {
  const router = apiRouter();

  route(router, 's3MultipartCreate', async (ctx) => {
    const input = ctx.input.body;
    const storage = multipartStorage(ctx);
    if (!storage) return;
    const key = `incoming/${randomUUID()}`;
    const uploadId = await storageCall(() => storage.createMultipart(key, input.type));
    ctx.body = { key, uploadId } satisfies MultipartStarted;
  });

  route(router, 's3MultipartParts', async (ctx) => {
    const { key, uploadId } = multipartTarget(ctx);
    const storage = multipartStorage(ctx);
    if (!storage) return;
    const parts = await storageCall(() => storage.listParts(key, uploadId));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = parts.map(({ PartNumber, ETag, Size }) => ({ PartNumber, ETag, Size })) satisfies MultipartPart[];
  });

  route(router, 's3MultipartSignPart', async (ctx) => {
    const input = parseInput(signPartSchema, {
      key: single(ctx.query.key),
      uploadId: ctx.params.uploadId,
      partNumber: ctx.params.partNumber,
    });
    const storage = multipartStorage(ctx);
    if (!storage) return;
    const url = await storageCall(() =>
      storage.presignPart(input.key, input.uploadId, input.partNumber, PART_EXPIRES_SEC),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url, expires: PART_EXPIRES_SEC } satisfies SignedPart;
  });

  route(router, 's3MultipartComplete', async (ctx) => {
    const { key, uploadId } = multipartTarget(ctx);
    const { parts } = ctx.input.body;
    const storage = multipartStorage(ctx);
    if (!storage) return;
    const location = await storageCall(() => storage.completeMultipart(key, uploadId, parts));
    ctx.body = { location };
  });

  route(router, 's3MultipartAbort', async (ctx) => {
    const { key, uploadId } = multipartTarget(ctx);
    const storage = multipartStorage(ctx);
    if (!storage) return;
    await storageCall(() => storage.abortMultipart(key, uploadId));
    ctx.status = 204;
  });

  // A single presigned PUT for files under the multipart threshold (Uppy's getUploadParameters).
  route(router, 's3Params', async (ctx) => {
    const input = parseInput(uploadParamsSchema, {
      filename: single(ctx.query.filename),
      type: single(ctx.query.type),
      metadata: single(ctx.query.metadata),
    });
    const storage = ctx.deps.storage;
    if (!storage.presignPut) return notAvailable(ctx, NEEDS_S3_MESSAGE);
    const key = `incoming/${randomUUID()}`;
    const url = await storageCall(() =>
      storage.presignPut!(key, { contentType: input.type, expiresInSec: SINGLE_PUT_EXPIRES_SEC }),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { method: 'PUT', url, fields: {}, headers: { 'content-type': input.type } } satisfies UploadParams;
  });

  // Temporary credentials would let a browser write anywhere in the bucket; the signed URLs above are enough.
  route(router, 's3Sts', async (ctx) => {
    if (!hasMultipart(ctx.deps.storage)) return notAvailable(ctx, NEEDS_S3_MESSAGE);
    notAvailable(ctx, NO_STS_MESSAGE);
  });

  return router;
}
