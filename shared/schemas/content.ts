import { z } from './zod';
import {
  isImageAddress,
  optionalFlag,
  optionalText,
  requiredText,
  strippedObject,
  textField,
  versionField,
} from './common';

/** A home-page section's name, as the path of its save and its delete carries it. */
export const homeSectionParamsSchema = strippedObject({ section: requiredText('Section name', 100) });

/** A home-page block; PUT /api/admin/home-content/:section creates or updates the section of that name. */
export const homeSectionSchema = strippedObject({
  title: optionalText('Title', 200),
  content: optionalText('Content', 50_000, 'multiline'),
  isVisible: optionalFlag('Visible', true),
  displayOrder: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(-10_000)
    .max(10_000)
    .optional()
    .default(0),
  version: versionField,
});

export type HomeSectionInput = z.input<typeof homeSectionSchema>;

/**
 * The same with the name in the body: what desktop versions before the name moved into the path left in their
 * outbox, still taken at the old address (legacy input only).
 */
export const upsertHomeContentSchema = strippedObject({ ...homeSectionParamsSchema.shape, ...homeSectionSchema.shape });

export type UpsertHomeContent = z.input<typeof upsertHomeContentSchema>;

/**
 * A page image as the admin's changer sends it: the raw upload URL the uploader ended with, or a stored path.
 * Longer than other values because an S3 presigned URL carries its signature in the query string.
 */
export const PAGE_IMAGE_VALUE_MAX = 4000;

export const pageContentKeySchema = requiredText('Key', 100, 'address').regex(
  /^[a-z0-9][a-z0-9-]*$/,
  'Key may hold only lowercase letters, digits and dashes',
);

/** A page image's key, as the path of its save carries it. */
export const pageContentParamsSchema = strippedObject({ key: pageContentKeySchema });

/** A page image: PUT /api/admin/page-content/:key. */
export const pageContentSchema = strippedObject({
  value: textField('Value', PAGE_IMAGE_VALUE_MAX, { kind: 'address', typeError: 'Value is required' })
    .min(1, { error: 'Value is required', abort: true })
    // Every page-content key (about-image, mapleton-preserve-bg) holds an image address.
    .refine(isImageAddress, 'Value must be an image path or an http(s) address'),
  version: versionField,
});

export type PageContentInput = z.input<typeof pageContentSchema>;

/** The same with the key in the body, as earlier desktop versions' outboxes hold it (legacy input only). */
export const upsertPageContentSchema = strippedObject({ ...pageContentParamsSchema.shape, ...pageContentSchema.shape });

export type UpsertPageContent = z.input<typeof upsertPageContentSchema>;

/** A custom section of the history page (ADR 014). Every field of an edit is sent, as on create. */
export const historySectionSchema = strippedObject({
  title: requiredText('Title', 200),
  content: optionalText('Text', 20_000, 'multiline'),
  /** The raw upload URL or stored path of the section's picture; empty or null means no picture. */
  imageUrl: optionalText('Image', PAGE_IMAGE_VALUE_MAX, 'address').refine(
    (v) => v === null || isImageAddress(v),
    'Image must be an uploaded image',
  ),
  imageAlt: optionalText('Image description', 300),
  isVisible: optionalFlag('Visible', true),
  displayOrder: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(-10_000, 'Order must be between -10000 and 10000')
    .max(10_000, 'Order must be between -10000 and 10000')
    .optional()
    .default(0),
  /** Edits only; ignored on create. */
  version: versionField,
});

export type HistorySectionInput = z.input<typeof historySectionSchema>;

/** One of the organisation's page texts (ADR 043), saved by key; an empty body leaves the text off the page. */
export const pageTextSchema = strippedObject({
  title: optionalText('Heading', 200),
  body: optionalText('Text', 20_000, 'multiline').transform((v) => v ?? ''),
  /** Absent for a text not saved before; otherwise the version the admin opened. */
  version: versionField,
});

export type PageTextInput = z.input<typeof pageTextSchema>;
