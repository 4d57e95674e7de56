import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, visitorMessage } from './http';
import { queryKeys } from './keys';
import { isAdminSignedOut } from './session';
import type { GalleryImageDto } from './types';
import { toast } from '../ui/toast';

interface DeleteOptions {
  /**
   * Set by the admin screens: a 401 then means the admin's session ended, which the program already announces
   * (and the web answers with its sign-in redirect), so no second toast covers it.
   */
  adminCall?: boolean;
  onDeleted?(image: GalleryImageDto): void;
  onFailed?(image: GalleryImageDto): void;
}

/**
 * Deletes one gallery picture (DELETE /api/images/:id: its uploader or an admin) with its toasts, then
 * reloads every gallery list. The public gallery's lightbox and the admins' gallery board both use it; it lives
 * outside shared/admin because members delete their own pictures from the public page.
 */
export function useDeleteGalleryImage({ adminCall = false, onDeleted, onFailed }: DeleteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: adminCall ? { adminCall: true } : undefined,
    mutationFn: (image: GalleryImageDto) => apiRequest('DELETE', `/api/images/${encodeURIComponent(image.id)}`),
    onSuccess: async (_res, image) => {
      toast({ title: 'Image removed successfully!' });
      onDeleted?.(image);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (error, image) => {
      onFailed?.(image);
      if (adminCall && isAdminSignedOut(error, { adminCall: true })) return;
      toast({
        title: 'Failed to remove image',
        description: visitorMessage(error) ?? undefined,
        variant: 'destructive',
      });
    },
  });
}
