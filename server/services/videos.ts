import path from 'node:path';
import type { Storage } from './storage';

/**
 * Video files the organisation keeps in its own storage (ADR 014). They live under `videos/` in either
 * driver (a folder of the data directory, or a prefix of the S3 bucket), are put there by the operator with
 * `node server/scripts/cli.mjs video add FILE`, and are served at `/objects/videos/{name}`. The upload flow accepts images
 * only, so nothing else ever writes here.
 */
export const VIDEO_PREFIX = 'videos/';

/** The video file extensions the site recognises (shared/lib/video.ts) and the type a browser needs to play each. */
export const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  mkv: 'video/x-matroska',
};

/** A file name safe as a storage key and a URL segment: letters, digits, dot, dash, underscore; a video extension. */
export function isVideoName(name: string): boolean {
  if (!/^[a-z0-9][a-z0-9._-]{0,150}$/i.test(name) || name.includes('..')) return false;
  return Object.hasOwn(VIDEO_TYPES, name.split('.').pop()!.toLowerCase());
}

export const videoKeyOf = (name: string) => `${VIDEO_PREFIX}${name}`;
export const videoPathOf = (name: string) => `/objects/${videoKeyOf(name)}`;

/** The public paths of every video in storage, by name. */
export async function scanVideoFiles(storage: Storage): Promise<string[]> {
  const keys = await storage.list(VIDEO_PREFIX);
  return keys
    .map((key) => key.slice(VIDEO_PREFIX.length))
    .filter(isVideoName)
    .map(videoPathOf);
}

/** Stores `bytes` as the video `name` (a file name; its folder is ignored). Answers the public path. */
export async function addVideoFile(storage: Storage, fileName: string, bytes: Buffer): Promise<string> {
  const name = path.basename(fileName);
  if (!isVideoName(name)) {
    throw new Error(
      `Not a video file name: ${name} (use letters, digits, . - _ and one of: ${Object.keys(VIDEO_TYPES).join(', ')})`,
    );
  }
  const type = VIDEO_TYPES[name.split('.').pop()!.toLowerCase()];
  await storage.put(videoKeyOf(name), bytes, type);
  return videoPathOf(name);
}
