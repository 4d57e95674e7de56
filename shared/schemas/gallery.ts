import { z } from './zod';
import { optionalText, requiredText, textField } from './common';
import { DEFAULT_GALLERY_CATEGORY } from '../constants';

/** The address the uploader finished with: our signed URL, an S3 presigned URL or /objects/uploads/{id}. */
const uploadAddress = textField('Image URL', 2000, { kind: 'address' }).optional();

/**
 * POST /api/images (the 'Upload New Image' dialog and the desktop app). The address is `imageUrl`, the name the
 * answer and every other picture field use. `imageURL` is its legacy spelling, still read because photos drafted
 * offline by earlier desktop versions wait in their outbox with it (and apps not yet updated send it). Category is
 * free text because older rows hold categories beyond the four the dialog offers; blank means the default.
 */
export const createGalleryImageSchema = z
  .object({
    imageUrl: uploadAddress,
    imageURL: uploadAddress,
    title: requiredText('Title', 200),
    description: optionalText('Description', 2000, 'multiline'),
    category: optionalText('Category', 50).transform((v) => v ?? DEFAULT_GALLERY_CATEGORY),
    altText: optionalText('Alt text', 300),
  })
  .strip()
  .transform(({ imageUrl: named, imageURL, ...rest }, ctx) => {
    const imageUrl = named || imageURL;
    if (!imageUrl) {
      ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: 'Please upload an image' });
      return z.NEVER;
    }
    // Alt text falls back to the title, so every picture has a description for screen readers.
    return { ...rest, imageUrl, altText: rest.altText ?? rest.title };
  });

export type CreateGalleryImage = z.input<typeof createGalleryImageSchema>;
