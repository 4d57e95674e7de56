import type { GalleryImageDto } from './types';

/**
 * One page of the gallery, as GET /api/gallery/first-page and GET /api/gallery/after/{cursor} answer it
 * (ADR 012): the pictures and where the next page starts (null on the last page). The plain list call,
 * GET /api/gallery, stays an array; with ?limit&cursor it pages the same way with the cursor in X-Next-Cursor.
 */
export interface GalleryPageDto {
  images: GalleryImageDto[];
  nextCursor: string | null;
}
