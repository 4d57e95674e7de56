import type { ApiToken, GalleryImage, User } from '../db/entities';

/**
 * Rules about one record, beyond the route table's access rule (which `route()` has already checked): who may
 * touch this photo, this token. Each answers yes or no; the handler decides what a no looks like (403, or a 404
 * where saying "not yours" would tell a stranger the record exists).
 */

/** Admins correct any picture; a member only their own, and only until an admin has approved it. */
export function mayEditImageDetails(user: User, image: Pick<GalleryImage, 'uploadedBy' | 'isPublic'>): boolean {
  return user.isAdmin || (image.uploadedBy === user.id && !image.isPublic);
}

/** Admins delete any picture; a member the ones they uploaded, approved or not. */
export function mayDeleteImage(user: User, image: Pick<GalleryImage, 'uploadedBy'>): boolean {
  return user.isAdmin || image.uploadedBy === user.id;
}

/** A desktop token is its owner's to revoke, and any admin's. */
export function mayRevokeToken(user: User, token: Pick<ApiToken, 'userId'>): boolean {
  return user.isAdmin || token.userId === user.id;
}

/**
 * A stored file that no public record shows yet (a photo waiting for approval) is its uploader's and the admins' to
 * see; a public one is everyone's.
 */
export function mayViewUpload(
  viewer: User | null | undefined,
  upload: { isPublic: boolean; owners: () => Promise<Set<string>> },
): Promise<boolean> | boolean {
  if (upload.isPublic || viewer?.isAdmin) return true;
  return viewer ? upload.owners().then((owners) => owners.has(viewer.id)) : false;
}
