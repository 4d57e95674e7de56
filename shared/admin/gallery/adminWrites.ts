import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import type { GalleryImageDto } from '../../api/types';
import { imageUpdatesOf, type Board, type Section } from '../../lib/galleryBoard';
import { failureToast, successToast } from '../common/failureToast';
import { detailsBodyOf, type ImageDetailsValues } from './imageDetailsForm';
import { countOf } from '../../lib/plural';

/** One admin change to one picture, done at once (unlike the board's order, which waits for Save Order). */
export type ImageChange = 'approve' | 'hide' | 'show' | { position: Section } | { decline: string };

async function applyChange(
  image: GalleryImageDto,
  change: ImageChange,
): Promise<{ image: GalleryImageDto; done: string }> {
  const params = { id: image.id };
  if (change === 'hide' || change === 'show') {
    // Hiding keeps the picture (and who uploaded it) but takes it off the public gallery until shown again.
    await call(change === 'hide' ? 'adminImageHide' : 'adminImageShow', { params });
    return {
      image: { ...image, hidden: change === 'hide' },
      done: change === 'hide' ? 'Image hidden from visitors' : 'Image shown to visitors again',
    };
  }
  if (typeof change === 'object' && 'decline' in change) {
    // The photo is removed and its member mailed the reason.
    await call('adminImageDecline', { params, body: { reason: change.decline } });
    return { image, done: 'Photo declined: the member has been e-mailed your reason' };
  }
  const body = change === 'approve' ? { isPublic: true } : change;
  const updated = await call('adminImageUpdate', { params, body });
  return {
    image: updated,
    done: change === 'approve' ? 'Image approved' : `Moved to the ${updated.position} section`,
  };
}

/**
 * Approve a member's pending picture, hide it from visitors or show it again, or send it to the head of the other
 * section (the lightbox's toggle: the server puts it first among those marked like it, ADR 012).
 */
export function useImageModeration(onChanged?: (image: GalleryImageDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: true },
    mutationFn: ({ image, change }: { image: GalleryImageDto; change: ImageChange }) => applyChange(image, change),
    onSuccess: async ({ image, done }) => {
      successToast(done);
      onChanged?.(image);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (error) => failureToast('Could not change the image', error),
  });
}

/**
 * Saves the board's order for every picture at once (the gallery's reorder route), naming the order's version the board
 * was loaded with, so an order saved elsewhere meanwhile comes back as a 409 instead of being overwritten (ADR 041).
 */
export function useSaveGalleryOrder(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: true },
    mutationFn: ({ board, version }: { board: Board; version?: number }) =>
      call('galleryReorder', { body: { imageUpdates: imageUpdatesOf(board), version } }),
    onSuccess: async () => {
      successToast('Gallery order saved successfully!');
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
      onSaved?.();
    },
    onError: (error) => failureToast('Failed to save gallery order', error),
  });
}

/** The one-off repair of pictures stored under raw upload addresses by older versions. */
export function useFixGalleryUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: true },
    mutationFn: () => call('adminMigrateGalleryUrls'),
    onSuccess: async ({ migrated, errors }) => {
      successToast(
        `Migration Complete: Fixed ${countOf(migrated, 'image')}.`,
        `${countOf(errors, 'image')} could not be fixed.`,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (error) => failureToast('Migration Failed: Could not fix image URLs', error),
  });
}

/**
 * Saves a picture's title, description, category and alt text, naming the version the dialog opened with so a
 * change made meanwhile comes back as a 409 instead of being overwritten (ADR 018). Admins write through the
 * admin route; the uploader of a photo still waiting for approval through their own.
 */
export function useSaveImageDetails(options: { own?: boolean; onSaved?(image: GalleryImageDto): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: !options.own },
    mutationFn: async ({ image, values }: { image: GalleryImageDto; values: ImageDetailsValues }) => {
      const parts = { params: { id: image.id }, body: detailsBodyOf(values, image.version) };
      return options.own ? call('imageUpdate', parts) : call('adminImageUpdate', parts);
    },
    onSuccess: async (image) => {
      successToast('Image details saved', `“${image.title}” is updated.`);
      options.onSaved?.(image);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (error) => failureToast('Could not save the image details', error),
  });
}
