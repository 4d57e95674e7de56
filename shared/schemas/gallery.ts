import { z } from 'zod';
import { optionalText, requiredText, textField } from './common';
import { DEFAULT_GALLERY_CATEGORY } from '../constants';

/** The address the uploader finished with: our signed URL, an S3 presigned URL or /objects/uploads/{id}. */
const uploadAddress = textField('Image URL', 2000, { kind: 'address' }).optional();

/**
 * POST /api/images (the 'Upload New Image' dialog and the desktop app). The address arrives as
 * uploadedImageUrl (the dialog's form field) or imageURL (the API's name); either is accepted. Category is free
 * text because older rows hold categories beyond the four the dialog offers; blank means the default.
 */
export const createGalleryImageSchema = z
  .object({
    imageURL: uploadAddress,
    uploadedImageUrl: uploadAddress,
    title: requiredText('Title', 200),
    description: optionalText('Description', 2000, 'multiline'),
    category: optionalText('Category', 50).transform((v) => v ?? DEFAULT_GALLERY_CATEGORY),
    altText: optionalText('Alt text', 300),
  })
  .strip()
  .transform(({ imageURL, uploadedImageUrl, ...rest }, ctx) => {
    const imageUrl = imageURL || uploadedImageUrl;
    if (!imageUrl) {
      ctx.addIssue({ code: 'custom', path: ['imageURL'], message: 'Please upload an image' });
      return z.NEVER;
    }
    // Alt text falls back to the title, so every picture has a description for screen readers.
    return { ...rest, imageUrl, altText: rest.altText ?? rest.title };
  });

export type CreateGalleryImage = z.input<typeof createGalleryImageSchema>;
