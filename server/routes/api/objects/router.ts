import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import type { Context } from 'koa';
import { forbidden, HttpError, notFound } from '@server/errors';
import { ingestImage } from '@server/services/images';
import { claimUploadBytes } from '@server/services/uploadQuota';
import { sweepAbandonedUploads } from '@server/services/abandonedUploads';
import {
  claimUploadUrl,
  issueUploadUrl,
  readLimited,
  UPLOAD_EXPIRED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@server/services/uploads';
import { isId } from '@shared/schemas/common';
import { IMAGE_UPLOAD_MAX_BYTES } from '@shared/constants';

/**
 * A refused upload must not leave the client's request half-read: closing a socket with unread data makes the
 * kernel reset the connection, and the client may lose our answer with it. So after a 413 the rest is read and
 * thrown away (never kept), for a bounded amount, and the connection is closed after the answer.
 */
const DISCARD_AFTER_REFUSAL_BYTES = 64 * 1024 * 1024;

function drainAndClose(ctx: Context) {
  ctx.set('Connection', 'close');
  let discarded = 0;
  ctx.req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_AFTER_REFUSAL_BYTES) ctx.req.destroy();
  });
  ctx.req.resume();
}

export function objectsRouter(): Router {
  const router = apiRouter();

  // Signed-in people get a URL to PUT one file to (an S3 presigned URL with S3 storage).
  route(router, 'uploadSlot', async (ctx) => {
    const user = ctx.state.user;
    try {
      // Asking for a new upload is a natural moment to tidy up old ones; a failure here must not stop the upload.
      await sweepAbandonedUploads(ctx.deps);
    } catch (err) {
      ctx.deps.log.error('could not sweep abandoned uploads', { err });
    }
    const uploadURL = await issueUploadUrl(ctx.deps, user, `${ctx.protocol}://${ctx.host}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { uploadURL };
  });

  // The local driver's upload target. The signed URL is the permission (the desktop app and Uppy send no
  // cookie it relies on); the body is the file itself, of any declared type, judged by its bytes.
  route(router, 'uploadPut', async (ctx) => {
    const { storage } = ctx.deps;
    if (storage.driver !== 'local') throw notFound();
    const id = ctx.params.id;
    if (!isId(id)) throw forbidden(UPLOAD_EXPIRED_MESSAGE);
    const uploader = await claimUploadUrl(ctx.deps, id.toLowerCase(), ctx.query.expires, ctx.query.signature);

    let bytes: Buffer;
    try {
      // A declared length over the limit is refused before a byte is read.
      if (Number(ctx.get('Content-Length')) > IMAGE_UPLOAD_MAX_BYTES)
        throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
      bytes = await readLimited(ctx.req);
    } catch (err) {
      if (err instanceof HttpError && err.status === 413) drainAndClose(ctx);
      throw err;
    }
    // Counted against the uploader's bytes for the day before any decoder sees the file.
    await claimUploadBytes(ctx.deps, uploader, bytes.length);
    const image = await ingestImage(storage, bytes, id.toLowerCase());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url: image.url };
  });

  return router;
}
