import type { EventDto } from '@shared/api/types';
import { defaultPhotoFor, KNOWN_EVENT_PHOTOS, PUBLIC_LANDS_DAY_PHOTOS, type BundledPhoto } from './photos';
import { isOwnVideoPath, isVideoFile } from '@shared/lib/video';

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|avif|svg)$/;

/** The last path segment of an address, lower-cased, without query or fragment. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The bundled picture for a known file name ('annual-meeting.jpg'), or null. */
export function bundledPhotoFor(url: string): string | null {
  const name = fileNameOf(url);
  if (!IMAGE_EXTENSION.test(name)) return null;
  return KNOWN_EVENT_PHOTOS[name.replace(IMAGE_EXTENSION, '')] ?? null;
}

/** Where to load a stored image address from: a known file name maps to its bundled picture. */
export function resolveImageUrl(url: string): string {
  return bundledPhotoFor(url) ?? url;
}

/** The list of images wins over the single image. */
export function eventImageUrls(event: Pick<EventDto, 'imageUrl' | 'imageUrls'>): string[] {
  const list = event.imageUrls.filter(Boolean);
  if (list.length) return list;
  return event.imageUrl ? [event.imageUrl] : [];
}

/** A video file among an event's images. */
export const isVideo = isVideoFile;

/** A video the event page may play: only the site's own stored videos are ever a player's source. */
export const isPlayableVideo = isOwnVideoPath;

export function isPublicLandsDay(title: string): boolean {
  return title.toLowerCase().includes('national public lands day');
}

/** The picture on an upcoming event's card (videos cannot be a card picture, so they are skipped). */
export function cardImageOf(event: Pick<EventDto, 'id' | 'imageUrl' | 'imageUrls'>): string {
  const first = eventImageUrls(event).find((u) => !isVideo(u));
  return first ? resolveImageUrl(first) : defaultPhotoFor(event.id);
}

export type DetailMedia = { kind: 'image'; src: string; alt: string } | { kind: 'video'; src: string; alt: string };

/** Everything the event page shows as pictures, its own first, then the extra National Public Lands Day photos. */
export function detailMediaOf(event: Pick<EventDto, 'id' | 'title' | 'imageUrl' | 'imageUrls'>): DetailMedia[] {
  // A video file from anywhere but our own storage is left out: nothing plays from another host.
  const urls = eventImageUrls(event).filter((url) => !isVideo(url) || isPlayableVideo(url));
  const own = urls.map((url, i): DetailMedia => {
    const alt = i === 0 ? event.title : `${event.title}, photo ${i + 1}`;
    return isVideo(url) ? { kind: 'video', src: url, alt } : { kind: 'image', src: resolveImageUrl(url), alt };
  });
  const extras = isPublicLandsDay(event.title)
    ? PUBLIC_LANDS_DAY_PHOTOS.map((p: BundledPhoto): DetailMedia => ({ kind: 'image', src: p.src, alt: p.alt }))
    : [];
  const all = [...own, ...extras];
  return all.length ? all : [{ kind: 'image', src: defaultPhotoFor(event.id), alt: '' }];
}
