import type { GalleryImageDto } from '@shared/api/types';
import { GALLERY_CATEGORIES } from '@shared/constants';

export const ALL_CATEGORIES = 'all';

export function normaliseCategory(category: string | null | undefined): string {
  return (category ?? '').trim().toLowerCase();
}

export function categoryLabel(category: string): string {
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : category;
}

/**
 * 'all', the standard categories, then any others the images use (alphabetically). `active` is offered even before
 * a picture of it has loaded: a shared address may name a category only later pages hold.
 */
export function categoriesOf(images: GalleryImageDto[], active: string = ALL_CATEGORIES): string[] {
  const standard: readonly string[] = GALLERY_CATEGORIES;
  const extra = new Set<string>();
  for (const img of images) {
    const c = normaliseCategory(img.category);
    if (c && c !== ALL_CATEGORIES && !standard.includes(c)) extra.add(c);
  }
  if (active !== ALL_CATEGORIES && !standard.includes(active)) extra.add(active);
  return [ALL_CATEGORIES, ...standard, ...[...extra].sort()];
}

export interface GalleryFilter {
  search: string;
  category: string;
}

/**
 * The filter lives in the gallery's address (`/gallery?q=heron&category=wildlife`), so a reload, Back and a shared
 * link keep it, and the server renders the filtered gallery.
 */
export const SEARCH_PARAM = 'q';
export const CATEGORY_PARAM = 'category';

export function filterOf(params: URLSearchParams): GalleryFilter {
  return {
    search: params.get(SEARCH_PARAM) ?? '',
    category: normaliseCategory(params.get(CATEGORY_PARAM)) || ALL_CATEGORIES,
  };
}

/** The address's query with `f` written into it; what else it names (the open photo) stays. */
export function withFilter(search: string, f: GalleryFilter): string {
  const params = new URLSearchParams(search);
  if (f.search) params.set(SEARCH_PARAM, f.search);
  else params.delete(SEARCH_PARAM);
  if (f.category !== ALL_CATEGORIES) params.set(CATEGORY_PARAM, f.category);
  else params.delete(CATEGORY_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isFiltering(f: GalleryFilter): boolean {
  return f.search.trim() !== '' || f.category !== ALL_CATEGORIES;
}

/** Title or description contains the search (case-insensitive), and the category matches. Order is kept. */
export function filterImages(images: GalleryImageDto[], f: GalleryFilter): GalleryImageDto[] {
  const term = f.search.trim().toLowerCase();
  return images.filter((img) => {
    if (f.category !== ALL_CATEGORIES && normaliseCategory(img.category) !== f.category) return false;
    if (!term) return true;
    return img.title.toLowerCase().includes(term) || (img.description ?? '').toLowerCase().includes(term);
  });
}
