import { z } from './zod';
import { GALLERY_POSITIONS } from '../constants';
import { requiredText, versionField } from './common';
import { IMAGE_DETAIL_KEYS, imageDetailsFields } from './galleryImageDetails';

/** More than any gallery will hold, and few enough that one request stays one quick transaction. */
export const MAX_REORDER_ITEMS = 5000;

/**
 * Orders are plain integers the client counts up; the bound keeps them far inside a 32-bit database integer
 * so no value the client sends can overflow a column and turn into a server error.
 */
const ORDER_LIMIT = 1_000_000;

const positionField = z.enum(GALLERY_POSITIONS, { error: "Position must be 'above' or 'below'" });

const displayOrderField = z
  .number({ error: 'Order must be a whole number' })
  .int('Order must be a whole number')
  .min(-ORDER_LIMIT, `Order must be at least ${-ORDER_LIMIT}`)
  .max(ORDER_LIMIT, `Order must be at most ${ORDER_LIMIT}`);

/** PUT /api/gallery/reorder: the admin's new order, one entry per moved image. */
export const reorderGallerySchema = z
  .object({
    imageUpdates: z
      .array(
        z
          .object({
            id: z.uuid({ error: 'Image id must be an image id' }),
            displayOrder: displayOrderField,
            position: positionField,
          })
          .strip(),
        { error: 'imageUpdates must be a list of {id, displayOrder, position}' },
      )
      .max(MAX_REORDER_ITEMS, `At most ${MAX_REORDER_ITEMS} images at once`),
    /** The gallery order's version the board was made from (GET /api/gallery/order); stale -> 409 (ADR 041). */
    version: versionField,
  })
  .strip();

export type ReorderGalleryInput = z.input<typeof reorderGallerySchema>;
export type ImageOrderUpdate = z.output<typeof reorderGallerySchema>['imageUpdates'][number];

/**
 * PATCH /api/admin/images/:id: approve or withdraw an image, move it between the sections, or correct its title,
 * description, category and alt text. Strict, so a field the endpoint cannot change (the address, say) is refused
 * instead of silently ignored.
 */
export const moderateImageSchema = z
  .strictObject(
    {
      isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
      position: positionField.optional(),
      ...imageDetailsFields,
      version: versionField,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only isPublic, position, title, description, category and altText can be changed'
          : undefined,
    },
  )
  .refine(
    (v) => v.isPublic !== undefined || v.position !== undefined || IMAGE_DETAIL_KEYS.some((k) => v[k] !== undefined),
    {
      message: 'Send isPublic, position, title, description, category or altText',
    },
  );

export type ModerateImageInput = z.input<typeof moderateImageSchema>;

/**
 * POST /api/admin/images/:id/decline: an admin turns down a member's photo that waits for approval, with the reason
 * the member is mailed. The photo is removed.
 */
export const declineImageSchema = z.strictObject(
  { reason: requiredText('Reason', 1000, 'multiline') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only a reason can be sent' : undefined) },
);

export type DeclineImageInput = z.input<typeof declineImageSchema>;
