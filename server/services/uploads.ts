import crypto, { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../deps';
import { UploadSlot, User } from '../db/entities';
import { HttpError, badRequest, forbidden } from '../errors';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants';
import { incomingKeyOf, ingestImage, mainKeyOf, uploadUrlOf, type StoredImage } from './images';
import { uploadOwners } from './uploadReferences';
import { checkUploadBudget, claimUploadBytes } from './uploadQuota';

/**
 * The upload flow: POST /api/objects/upload hands out a URL, the client PUTs one file there,
 * then POST /api/images names that URL. With S3 the URL is presigned and the raw file waits under
 * `incoming/{id}` until finaliseUpload processes it; on local disk the URL is our own PUT /objects/upload/{id},
 * signed, expiring and single use, and the file is processed while it arrives.
 */

export const UPLOAD_URL_LIFETIME_S = 15 * 60;
/** Exact wording: the uploader waits and retries with a fresh URL on a 403 with this text (uploadRules.ts). */
export const UPLOAD_EXPIRED_MESSAGE = 'Request has expired';
export const UPLOAD_NOT_FOUND_MESSAGE = 'Could not get uploaded file URL. Please try again.';
export const UPLOAD_TOO_LARGE_MESSAGE = 'Images must be 10 MB or smaller.';
export const UPLOAD_INTERRUPTED_MESSAGE = 'The upload did not finish. Please try again.';
export const UPLOAD_NOT_YOURS_MESSAGE = 'You can only add images you uploaded.';

export { incomingKeyOf };

type UploadDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/** HMAC over everything the URL promises: which object, until when, for whom. */
export function uploadSignature(secret: string, id: string, expires: number, userId: string): string {
  return crypto.createHmac('sha256', secret).update(`${id}\n${expires}\n${userId}`).digest('base64url');
}

/**
 * A new upload URL for `user`. `requestOrigin` is used when PUBLIC_URL is not set, so the client is sent back
 * to the address it reached us on.
 */
export async function issueUploadUrl(deps: UploadDeps, user: User, requestOrigin: string): Promise<string> {
  // A member whose bytes for today are spent gets no address to send more to.
  await checkUploadBudget(deps, user);
  const id = randomUUID();
  const now = Date.now();
  const expires = Math.floor(now / 1000) + UPLOAD_URL_LIFETIME_S;
  await deps.db.write((m) =>
    m.insert(UploadSlot, { id, userId: user.id, expiresAt: new Date(expires * 1000), usedAt: null }),
  );
  if (deps.storage.driver === 's3' && deps.storage.presignPut) {
    return deps.storage.presignPut(incomingKeyOf(id), { expiresInSec: UPLOAD_URL_LIFETIME_S });
  }
  const origin = deps.config.publicUrlGiven ? deps.config.publicUrl : requestOrigin;
  const signature = uploadSignature(deps.config.sessionSecret, id, expires, user.id);
  return `${origin}/objects/upload/${id}?expires=${expires}&signature=${signature}`;
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Checks a local upload URL and spends it; answers the account it was issued to. Every failure is the same 403,
 * so a caller learns nothing about which part was wrong. The claim is a conditional update: of two racing PUTs
 * only one changes the row.
 */
export async function claimUploadUrl(
  deps: UploadDeps,
  id: string,
  expiresParam: unknown,
  signatureParam: unknown,
): Promise<User> {
  const expired = () => forbidden(UPLOAD_EXPIRED_MESSAGE);
  if (typeof expiresParam !== 'string' || !/^\d{1,12}$/.test(expiresParam)) throw expired();
  if (typeof signatureParam !== 'string' || signatureParam.length > 100) throw expired();
  const expires = Number(expiresParam);
  const now = Date.now();
  if (expires * 1000 <= now) throw expired();

  const slot = await deps.db.repo(UploadSlot).findOneBy({ id });
  if (!slot || slot.usedAt || slot.expiresAt.getTime() <= now) throw expired();
  if (!sameSignature(signatureParam, uploadSignature(deps.config.sessionSecret, id, expires, slot.userId)))
    throw expired();
  // An account disabled since the URL was issued may not finish its upload.
  const user = await deps.db.repo(User).findOneBy({ id: slot.userId });
  if (!user || user.disabled) throw expired();

  const result = await deps.db.write((m) =>
    m
      .createQueryBuilder()
      .update(UploadSlot)
      .set({ usedAt: new Date(now) })
      .where('id = :id AND used_at IS NULL', { id })
      .execute(),
  );
  if (result.affected !== 1) throw expired();
  return user;
}

/**
 * Reads a request or stored body into memory, refusing with 413 as soon as it passes `limit` bytes: nothing
 * beyond the limit is ever held. On refusal the stream is only paused, not destroyed: destroying a request
 * would close the connection before the client could read the answer.
 */
export function readLimited(stream: Readable, limit = IMAGE_UPLOAD_MAX_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (err: Error | null) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks, total));
    };
    const onData = (chunk: Buffer | string) => {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      total += buf.length;
      if (total > limit) {
        stream.pause();
        chunks.length = 0;
        finish(new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE));
      } else chunks.push(buf);
    };
    const onEnd = () => finish(null);
    // A client that gives up half-way (or a storage read that breaks) is a failed upload, not a server fault.
    const onError = () => finish(new HttpError(400, UPLOAD_INTERRUPTED_MESSAGE));
    const onClose = () => finish(new HttpError(400, UPLOAD_INTERRUPTED_MESSAGE));
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** The account an upload URL was issued to, while its slot is kept. */
async function uploaderOf(deps: Pick<AppDeps, 'db'>, id: string): Promise<User | null> {
  const slot = await deps.db.repo(UploadSlot).findOneBy({ id });
  return slot ? deps.db.repo(User).findOneBy({ id: slot.userId }) : null;
}

/**
 * Makes sure the upload `id` exists as a processed image, for `actor` to show somewhere. An upload belongs to
 * the account that was given its URL (and, once it is in the gallery, to the uploader named there): only that
 * account, or an admin acting for it, may turn it into an image. Someone else's file is refused with 403 before
 * anything is read or deleted, so the owner can still add it; an id that names no file at all is a 400.
 * Processed already (our own PUT did it) -> its facts. A raw S3 upload under `incoming/{id}` -> processed now,
 * and the raw file deleted whether or not it was an image we accept. Neither -> 400.
 */
export async function finaliseUpload(
  deps: Pick<AppDeps, 'storage' | 'db' | 'config'>,
  id: string,
  actor: User,
): Promise<StoredImage> {
  const { storage } = deps;
  const notFound = () => badRequest(UPLOAD_NOT_FOUND_MESSAGE, { imageUrl: [UPLOAD_NOT_FOUND_MESSAGE] });
  if (!actor.isAdmin && !(await uploadOwners(deps, id)).has(actor.id)) {
    // Includes raw files under incoming/ that came with no upload URL at all (the large-file S3 endpoints).
    if ((await storage.head(mainKeyOf(id))) || (await storage.head(incomingKeyOf(id))))
      throw forbidden(UPLOAD_NOT_YOURS_MESSAGE);
    throw notFound();
  }
  const processed = await storage.head(mainKeyOf(id));
  if (processed) {
    const widths = Array.isArray(processed.meta.widths) ? (processed.meta.widths as number[]) : [];
    return {
      id,
      url: uploadUrlOf(id),
      width: Number(processed.meta.width),
      height: Number(processed.meta.height),
      widths,
    };
  }
  const incoming = await storage.head(incomingKeyOf(id));
  if (!incoming) throw notFound();
  try {
    if (incoming.size > IMAGE_UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
    // The file counts against its uploader's budget for the day (the account its upload URL was issued to), before
    // anything reads it.
    const uploader = await uploaderOf(deps, id);
    if (uploader) await claimUploadBytes(deps, uploader, incoming.size);
    const raw = await storage.get(incomingKeyOf(id));
    if (!raw) throw notFound();
    let bytes: Buffer;
    try {
      bytes = await readLimited(raw.body);
    } finally {
      raw.body.destroy();
    }
    return await ingestImage(storage, bytes, id);
  } finally {
    await storage.delete(incomingKeyOf(id)).catch(() => undefined);
  }
}
