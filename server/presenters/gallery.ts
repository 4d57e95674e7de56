import type { GalleryImageDto, HiddenImageDto } from '../../shared/api/types';
import type { GalleryImage, HiddenImage, User } from '../db/entities';
import { presentGalleryImage } from './index';

/**
 * A gallery image as one particular person may see it. Visitors and members learn nothing about who
 * uploaded other people's pictures; the uploader sees their own pending images flagged as such; admins see
 * the uploader and both moderation flags on every image, so their tools can show and undo them.
 */
export function presentGalleryImageFor(viewer: User | null, g: GalleryImage, hidden: boolean): GalleryImageDto {
  const { uploadedBy, ...dto } = presentGalleryImage(g);
  if (viewer?.isAdmin) return { ...dto, uploadedBy, pending: !g.isPublic, hidden };
  if (viewer && uploadedBy === viewer.id)
    return g.isPublic ? { ...dto, uploadedBy } : { ...dto, uploadedBy, pending: true };
  return dto;
}

export const presentHiddenImage = (h: HiddenImage): HiddenImageDto => ({
  id: h.id,
  imageId: h.imageId,
  hiddenBy: h.hiddenBy,
  createdAt: h.createdAt.toISOString(),
});
