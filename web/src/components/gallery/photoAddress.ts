import type { GalleryImageDto } from '@shared/api/types';
import type { LightboxPlace } from './Lightbox';

/** The gallery's query parameter naming the open photo: /gallery?photo=<id> (ADR 055). */
export const PHOTO_PARAM = 'photo';

/** The address of one photo in the gallery's lightbox: shareable, and rendered by the server with it open. */
export const photoAddress = (id: string) => `/gallery?${PHOTO_PARAM}=${encodeURIComponent(id)}`;

/** Where a photo stands among those being looked at (all, or the search and filter results), with its neighbours. */
export function placeInList(list: readonly GalleryImageDto[], id: string): LightboxPlace | null {
  const index = list.findIndex((image) => image.id === id);
  if (index < 0) return null;
  return {
    position: index + 1,
    total: list.length,
    previous: index > 0 ? photoAddress(list[index - 1].id) : null,
    next: index < list.length - 1 ? photoAddress(list[index + 1].id) : null,
  };
}
