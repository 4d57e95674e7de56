import type { GalleryImageDto } from '@shared/api/types';
import { GALLERY_CATEGORIES } from '@shared/constants';

export const ALL_CATEGORIES = 'all';

export function normaliseCategory(category: string | null | undefined): string {
  return (category ?? '').trim().toLowerCase();
}

export function categoryLabel(category: string): string {
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : category;
}

/** 'all', the standard categories, then any others the images use (alphabetically). */
export function categoriesOf(images: GalleryImageDto[]): string[] {
  const standard: readonly string[] = GALLERY_CATEGORIES;
  const extra = new Set<string>();
  for (const img of images) {
    const c = normaliseCategory(img.category);
    if (c && c !== ALL_CATEGORIES && !standard.includes(c)) extra.add(c);
  }
  return [ALL_CATEGORIES, ...standard, ...[...extra].sort()];
}

export interface GalleryFilter {
  search: string;
  category: string;
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
