import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { queryKeys } from '../../api/keys';
import type { ContactSubmissionDto } from '../../api/types';
import { failureToast } from '../common/failureToast';

/**
 * Marks a message read or unread. The list and the dashboard's unread count read the same cache entry,
 * so updating it (and refetching it) moves both at once.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: true },
    mutationFn: async ({ id, isRead }: { id: string; isRead: boolean }) =>
      (await (await apiRequest('PATCH', `/api/admin/contacts/${id}`, { isRead })).json()) as ContactSubmissionDto,
    onSuccess: (saved) => {
      queryClient.setQueryData<ContactSubmissionDto[]>(queryKeys.adminContacts, (list) =>
        list?.map((c) => (c.id === saved.id ? saved : c)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminContacts });
    },
    onError: (error) => failureToast('Failed to Update Message', error, 'There was an error updating this message.'),
  });
}
