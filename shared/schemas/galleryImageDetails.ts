import { z } from './zod';
import { DEFAULT_GALLERY_CATEGORY } from '../constants';
import { optionalText, requiredText, versionField } from './common';

/**
 * The words shown with a gallery photo, as they may be corrected after upload: each optional, so an edit sends
 * only what changed. The limits are the upload's. A blank category is the default one; a blank alt text is
 * stored as none, and every picture then falls back to its title (which follows later title edits).
 */
export const imageDetailsFields = {
  title: requiredText('Title', 200).optional(),
  description: optionalText('Description', 2000, 'multiline').optional(),
  category: optionalText('Category', 50)
    .transform((v) => v ?? DEFAULT_GALLERY_CATEGORY)
    .optional(),
  altText: optionalText('Alt text', 300).optional(),
};

export const IMAGE_DETAIL_KEYS = ['title', 'description', 'category', 'altText'] as const;
export type ImageDetailKey = (typeof IMAGE_DETAIL_KEYS)[number];

const NOTHING_TO_CHANGE = 'Send title, description, category or altText';

/**
 * PATCH /api/images/:id: the uploader corrects the details of their own photo while it waits for approval
 * (admins may use it too). Strict, so the approval flag or the section cannot ride along.
 */
export const editImageDetailsSchema = z
  .strictObject(
    { ...imageDetailsFields, version: versionField },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'Only title, description, category and altText can be changed' : undefined,
    },
  )
  .refine((v) => IMAGE_DETAIL_KEYS.some((k) => v[k] !== undefined), { message: NOTHING_TO_CHANGE });

export type EditImageDetailsInput = z.input<typeof editImageDetailsSchema>;

/** The words an edit changes (what the schemas above produce). */
export interface ImageDetailChanges {
  title?: string;
  description?: string | null;
  category?: string;
  altText?: string | null;
}

/** The details an edit changes, without the keys it left out. */
export function detailChangesOf(input: ImageDetailChanges): ImageDetailChanges {
  const out: ImageDetailChanges = {};
  for (const key of IMAGE_DETAIL_KEYS) if (input[key] !== undefined) Object.assign(out, { [key]: input[key] });
  return out;
}
