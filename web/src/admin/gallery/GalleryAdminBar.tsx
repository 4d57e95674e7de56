import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '../../../../shared/api/http';
import { queryKeys } from '../../../../shared/api/keys';
import { toast } from '../../../../shared/ui/toast';

interface Props {
  filtering: boolean;
  reordering: boolean;
  onReorder(): void;
}

/** The admin's gallery buttons: start reorder mode, and the one-off URL repair. */
export default function GalleryAdminBar({ filtering, reordering, onReorder }: Props) {
  const id = useId();
  const queryClient = useQueryClient();

  const migrate = useMutation({
    mutationFn: async () => (await apiRequest('POST', '/api/admin/migrate-gallery-urls')).json() as Promise<{ migrated: number; errors: number }>,
    onSuccess: async ({ migrated, errors }) => {
      toast({
        title: `Migration Complete: Fixed ${migrated} images.`,
        description: errors === 1 ? '1 image could not be fixed.' : `${errors} images could not be fixed.`,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (err) => {
      toast({ title: 'Migration Failed: Could not fix image URLs', description: serverMessage(err) ?? undefined, variant: 'destructive' });
    },
  });

  // Reordering a filtered view would silently move the hidden pictures too, so it waits for a full view.
  const blocked = filtering && !reordering;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        disabled={blocked || reordering}
        aria-describedby={blocked ? `${id}-warn` : undefined}
        onClick={onReorder}
      >
        Reorder Images
      </button>
      <button type="button" className="btn btn-outline" disabled={migrate.isPending} onClick={() => migrate.mutate()}>
        {migrate.isPending ? 'Fixing...' : 'Fix Gallery URLs'}
      </button>
      {blocked && (
        <p className="gallery-warning" id={`${id}-warn`}>
          Clear the search and category filter to reorder images.
        </p>
      )}
    </>
  );
}
