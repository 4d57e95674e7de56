import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { failureToast } from './failureToast';

interface ListItemPatch<T, P> {
  /** Sends the change of the record with this id (a `call()` of the collection's PATCH route). */
  send(id: string, patch: P): Promise<T>;
  /** The cached list the record sits in. */
  queryKey: QueryKey;
  /** Said when the change fails: the toast's title and the sentence used when the server gives none. */
  failure: { title: string; fallback: string };
  onSaved?(saved: T, patch: P): void;
}

/**
 * Changes one field of one record in a listed collection (its PATCH route) and puts the saved record into the cached
 * list at once; every screen reading that cache (a list, the dashboard's counts) moves with it, and a refetch
 * follows for anything else the change moved.
 */
export function useListItemPatch<T extends { id: string }, P extends object>({
  send,
  queryKey,
  failure,
  onSaved,
}: ListItemPatch<T, P>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: true },
    mutationFn: ({ id, patch }: { id: string; patch: P }) => send(id, patch),
    onSuccess: (saved, { patch }) => {
      queryClient.setQueryData<T[]>(queryKey, (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
      void queryClient.invalidateQueries({ queryKey });
      onSaved?.(saved, patch);
    },
    onError: (error) => failureToast(failure.title, error, failure.fallback),
  });
}
