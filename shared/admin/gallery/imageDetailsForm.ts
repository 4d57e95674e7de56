import { failureBody } from '../../api/http';
import type { GalleryImageDto } from '../../api/types';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from '../../constants';
import { fieldErrorsOf } from '../../schemas/common';
import { editImageDetailsSchema, type EditImageDetailsInput } from '../../schemas/galleryImageDetails';

/** What the Edit Details dialog holds while someone types. */
export interface ImageDetailsValues {
  title: string;
  description: string;
  category: string;
  altText: string;
}

export type ImageDetailsErrors = Partial<Record<keyof ImageDetailsValues | string, string[]>>;

/**
 * The dialog's starting values. An upload without alt text stores the title as its alt text; the form shows that
 * as empty ("use the title"), so saving stores none and the picture's alt text then follows a corrected title.
 */
export function detailsValuesOf(image: GalleryImageDto): ImageDetailsValues {
  return {
    title: image.title,
    description: image.description ?? '',
    category: image.category ?? DEFAULT_GALLERY_CATEGORY,
    altText: image.altText && image.altText !== image.title ? image.altText : '',
  };
}

/** The four categories the upload offers, and the picture's own when an older upload used another. */
export function categoryOptions(current: string): string[] {
  const known: readonly string[] = GALLERY_CATEGORIES;
  return known.includes(current) ? [...known] : [...known, current];
}

/** Every field is sent, so clearing the description or the alt text clears it. */
export function detailsBodyOf(values: ImageDetailsValues, version: number): EditImageDetailsInput {
  return { ...values, version };
}

/** The checks the server makes (the shared schema), so mistakes show beside their fields before sending. */
export function validateImageDetails(values: ImageDetailsValues): ImageDetailsErrors {
  const result = editImageDetailsSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** The field errors of a 400 answer. */
export function detailsFieldErrors(error: unknown): ImageDetailsErrors {
  const fieldErrors = failureBody(error, 400)?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as ImageDetailsErrors) : {};
}

/** The picture as it now is, from a 409 answer (someone saved first). */
export function conflictCurrent(error: unknown): GalleryImageDto | null {
  const current = failureBody(error, 409)?.current;
  return current && typeof current === 'object' ? (current as GalleryImageDto) : null;
}
