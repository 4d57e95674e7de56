import { IMAGE_UPLOAD_MAX_BYTES } from '../constants';

/**
 * What the image pipeline accepts (JPEG, PNG, WebP, at most 10 MB); the server judges the bytes again, this only
 * saves a trip.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = IMAGE_UPLOAD_MAX_BYTES;

/** The uploader's toast texts; people and tests read them exactly as written here. */
export const UPLOAD_TEXTS = {
  errorTitle: 'Upload Error',
  failedTitle: 'Upload Failed',
  noUploadUrl: 'Failed to get upload URL. Please try again.',
  invalidResponse: 'Invalid response format',
  noFileUrl: 'Could not get uploaded file URL. Please try again.',
  failed: 'File upload failed. Please try again.',
  success: 'File uploaded successfully! Now add details and submit.',
} as const;

/** Waits before each new attempt; one entry per retry, so this also caps the retries. */
export const RETRY_DELAYS_MS = [1000, 3000, 5000];
/** A 429 asks us to slow down, so its waits are longer. */
export const RATE_LIMIT_DELAY_MS = 5000;

export type FailureKind = 'retry' | 'rate-limited' | 'fatal';

/**
 * The upload's retry rules: an expired URL (403 'Request has expired') or a timeout waits and retries with a
 * fresh URL; 429 backs off and retries; 5xx and 409 retry; every other 4xx is final. Network loss is not
 * seen here: the S3 plugin waits for the browser to come back online by itself.
 */
export function classifyFailure(status: number | undefined, body: string | undefined): FailureKind {
  if (status === undefined || status === 0) return 'retry'; // timeout or dropped connection
  if (status === 429) return 'rate-limited';
  if (status === 403) return body?.includes('Request has expired') ? 'retry' : 'fatal';
  if (status === 409 || status >= 500) return 'retry';
  return 'fatal';
}

/** The server's own explanation inside an error body, e.g. the image pipeline's refusal. */
export function messageFromBody(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}

/** Our own check before any request, in plain words (Uppy's restriction texts name MIME types). */
export function localProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'Please choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_IMAGE_BYTES) return 'That image is larger than 10 MB. Please choose a smaller one.';
  return null;
}
