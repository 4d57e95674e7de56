import { callServer, messageOf } from './serverClient';

/** A refusal from the site (not a network failure), with the text it gave. */
export class SiteRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SiteRefused';
  }
}

/**
 * The web's signed upload flow (shared/upload/uploadSigner.ts): ask for a single-use upload URL, PUT the
 * bytes to it (the local driver's signed URL or an S3 presigned one; no bearer token goes to S3). Returns the
 * address to put in records: the stored path the local driver answers with, or the upload URL without its
 * signature, which the server turns into the stored path when a record names it.
 */
export async function sendImage(
  fetchImpl: typeof fetch,
  serverUrl: string,
  token: string | null,
  file: { data: Uint8Array; type: string },
): Promise<string> {
  const signed = await callServer(fetchImpl, `${serverUrl}/api/objects/upload`, { method: 'POST', token });
  const uploadURL = (signed.body as { uploadURL?: unknown } | null)?.uploadURL;
  if (signed.status >= 300 || typeof uploadURL !== 'string') {
    throw new SiteRefused(signed.status, messageOf(signed, 'The site did not give an upload address.'));
  }
  const target = new URL(uploadURL, serverUrl).toString();
  const put = await callServer(fetchImpl, target, {
    method: 'PUT',
    bytes: file.data,
    contentType: file.type,
    timeoutMs: 120_000,
  });
  if (put.status >= 300) throw new SiteRefused(put.status, messageOf(put, 'The image could not be uploaded.'));
  const stored = (put.body as { url?: unknown } | null)?.url;
  if (typeof stored === 'string' && stored) return stored;
  const withoutSignature = new URL(target);
  withoutSignature.search = '';
  return withoutSignature.toString();
}
