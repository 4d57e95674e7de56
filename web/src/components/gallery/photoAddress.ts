import type { GalleryImageDto } from '@shared/api/types';
import type { LightboxPlace } from './Lightbox';

/** The gallery's query parameter naming the open photo: /gallery?photo=<id> (ADR 055). */
export const PHOTO_PARAM = 'photo';

/**
 * The address of one photo in the gallery's lightbox: shareable, and rendered by the server with it open. `from` is
 * the gallery's current query, whose search and category filter the photo's address keeps.
 */
export function photoAddress(id: string, from = ''): string {
  const params = new URLSearchParams(from);
  params.delete(PHOTO_PARAM);
  params.set(PHOTO_PARAM, id);
  return `/gallery?${params}`;
}

/** The gallery's address with no photo open, its filter kept. */
export function galleryAddress(from = ''): string {
  const params = new URLSearchParams(from);
  params.delete(PHOTO_PARAM);
  const query = params.toString();
  return query ? `/gallery?${query}` : '/gallery';
}

/** Where a photo stands among those being looked at (all, or the search and filter results), with its neighbours. */
export function placeInList(list: readonly GalleryImageDto[], id: string, from = ''): LightboxPlace | null {
  const index = list.findIndex((image) => image.id === id);
  if (index < 0) return null;
  return {
    position: index + 1,
    total: list.length,
    previous: index > 0 ? photoAddress(list[index - 1].id, from) : null,
    next: index < list.length - 1 ? photoAddress(list[index + 1].id, from) : null,
  };
}
