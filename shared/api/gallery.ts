import type { GalleryImageDto } from './types';
import { apiRequest } from './http';

/** One page of the gallery: GET /api/gallery?limit=n[&cursor=c], with X-Next-Cursor read off the answer. */
export interface GalleryPageDto {
  images: GalleryImageDto[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

export async function fetchGalleryPage(limit: number, cursor?: string | null): Promise<GalleryPageDto> {
  const query = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const res = await apiRequest('GET', `/api/gallery?${query}`);
  return { images: (await res.json()) as GalleryImageDto[], nextCursor: res.headers.get('X-Next-Cursor') };
}
