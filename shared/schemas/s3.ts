import { z } from './zod';
import { requiredText } from './common';

/**
 * The S3 multipart companion calls (/api/s3/multipart/...) that @uppy/aws-s3 makes for large files. Keys are never
 * chosen by the client: the server issues `incoming/{uuid}` and accepts only keys of that shape back.
 */

export const SIGN_PART_MESSAGE = 'Cannot sign without a key, an uploadId, and a partNumber';
export const FOREIGN_KEY_MESSAGE = 'That upload key was not issued by this site.';

/** S3 allows parts 1 to 10,000. */
export const MAX_PART_NUMBER = 10_000;
const PART_NUMBER_MESSAGE = `partNumber must be a whole number from 1 to ${MAX_PART_NUMBER}`;

export const INCOMING_KEY = /^incoming\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Upload ids come from the storage service: opaque text, base64 at most. Anything else cannot be one. */
const UPLOAD_ID = /^[A-Za-z0-9._~+=/-]{1,1024}$/;

const contentType = z
  .string({ error: 'type must be text' })
  .trim()
  .max(255, 'type must be at most 255 characters')
  .refine((v) => v === '' || /^[\w.+-]+\/[\w.+-]+$/.test(v), 'type must be a media type such as video/mp4')
  .nullish()
  .transform((v) => v || 'application/octet-stream');

/** Uppy sends the file's own metadata; the server ignores it but keeps it bounded. */
const metadata = z.record(z.string().max(100), z.unknown(), { error: 'metadata must be an object' }).optional();

export const createMultipartSchema = z
  .object({ filename: requiredText('filename', 255), type: contentType, metadata })
  .strip();

export const uploadParamsSchema = z
  .object({ filename: requiredText('filename', 255), type: contentType, metadata: z.string().max(10_000).optional() })
  .strip();

const key = z.string().regex(INCOMING_KEY, FOREIGN_KEY_MESSAGE);
const uploadId = z.string().regex(UPLOAD_ID, 'That is not an upload id.');

/** Which upload a call is about: `?key=` plus the `:uploadId` in the path. */
export const multipartTargetSchema = z.object({
  key: z.string({ error: 'key is required' }).min(1, 'key is required').pipe(key),
  uploadId,
});

/** Signing one part: all three must be there, or SIGN_PART_MESSAGE. */
export const signPartSchema = z
  .object({ key: z.unknown(), uploadId: z.unknown(), partNumber: z.unknown() })
  .refine((v) => [v.key, v.uploadId, v.partNumber].every((x) => typeof x === 'string' && x !== ''), SIGN_PART_MESSAGE)
  .pipe(
    z.object({
      key,
      uploadId,
      partNumber: z.coerce
        .number({ error: PART_NUMBER_MESSAGE })
        .int(PART_NUMBER_MESSAGE)
        .min(1, PART_NUMBER_MESSAGE)
        .max(MAX_PART_NUMBER, PART_NUMBER_MESSAGE),
    }),
  );

export const completeMultipartSchema = z
  .object({
    parts: z
      .array(
        z
          .object({
            PartNumber: z
              .number({ error: 'PartNumber must be a number' })
              .int('PartNumber must be a whole number')
              .min(1, `PartNumber must be from 1 to ${MAX_PART_NUMBER}`)
              .max(MAX_PART_NUMBER, `PartNumber must be from 1 to ${MAX_PART_NUMBER}`),
            ETag: z
              .string({ error: 'ETag must be text' })
              .min(1, 'ETag is required')
              .max(200, 'ETag must be at most 200 characters'),
          })
          .strip(),
        { error: 'parts must be a list of {ETag, PartNumber}' },
      )
      .min(1, 'parts must list at least one part')
      .max(MAX_PART_NUMBER, `parts can list at most ${MAX_PART_NUMBER} parts`)
      .refine(
        (ps) => ps.every((p, i) => i === 0 || p.PartNumber > ps[i - 1].PartNumber),
        'parts must be in ascending PartNumber order, each once',
      ),
  })
  .strip();

export type CreateMultipartInput = z.input<typeof createMultipartSchema>;
export type CompleteMultipartInput = z.input<typeof completeMultipartSchema>;

/** Answers of the companion calls, in the shapes @uppy/aws-s3 reads. */
export interface MultipartStarted {
  key: string;
  uploadId: string;
}
export interface MultipartPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
}
export interface SignedPart {
  url: string;
  /** Seconds the URL stays valid. */
  expires: number;
}
export interface UploadParams {
  method: 'PUT';
  url: string;
  fields: Record<string, never>;
  headers: Record<string, string>;
}
