import type { AwsS3Options } from '@uppy/aws-s3';
import type { Body, Meta } from '@uppy/core';
import { call } from '../api/call';
import { UPLOAD_TEXTS } from './uploadRules';

// The package exports the signer's type only through its options.
type SignRequest = Extract<AwsS3Options<Meta, Body>, { signRequest: unknown }>['signRequest'];
type PresignableRequest = Parameters<SignRequest>[0];
type PresignedResponse = Awaited<ReturnType<SignRequest>>;

/** A failure before the file left the browser, carrying the text to show. */
export class SignError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignError';
  }
}

/**
 * Uppy's signer for a single PUT: our server hands out one upload URL per file (POST /api/objects/upload), a presigned
 * S3 URL or its own signed, single-use URL. Each call asks for a fresh one, so a retry never reuses a spent URL.
 */
export async function signImagePut(request: PresignableRequest): Promise<PresignedResponse> {
  if (request.method !== 'PUT' || 'uploadId' in request) {
    // Images are at most 10 MB and always go in one request; multipart is for the admins' large videos.
    throw new SignError(UPLOAD_TEXTS.noUploadUrl);
  }
  let body: unknown;
  try {
    body = await call('uploadSlot');
  } catch {
    throw new SignError(UPLOAD_TEXTS.noUploadUrl);
  }
  const url = (body as { uploadURL?: unknown } | null)?.uploadURL;
  if (typeof url !== 'string' || !url) throw new SignError(UPLOAD_TEXTS.invalidResponse);
  return { url };
}
