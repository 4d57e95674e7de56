import { z } from './zod';

/** The most images one page of GET /api/gallery may ask for; without `limit` the whole list comes at once. */
export const MAX_GALLERY_PAGE = 1000;

/** Query strings arrive as text (or a list when a name repeats, which is refused as "not a number"). */
const limitParam = z
  .string({ error: 'limit must be a whole number' })
  .regex(/^\d{1,6}$/, 'limit must be a whole number')
  .transform(Number)
  .pipe(
    z.number().min(1, 'limit must be at least 1').max(MAX_GALLERY_PAGE, `limit must be at most ${MAX_GALLERY_PAGE}`),
  );

/** GET /api/gallery?limit=n&cursor=c. The cursor is opaque to clients: whatever X-Next-Cursor said last time. */
export const galleryPageQuerySchema = z
  .object({
    limit: limitParam.optional(),
    cursor: z
      .string({ error: 'cursor must be the X-Next-Cursor of an earlier page' })
      .max(500, 'cursor must be the X-Next-Cursor of an earlier page')
      .optional(),
  })
  .strip();

export type GalleryPageQuery = z.output<typeof galleryPageQuerySchema>;
