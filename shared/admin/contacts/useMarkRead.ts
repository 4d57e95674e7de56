import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import type { ContactSubmissionDto } from '../../api/types';
import { useListItemPatch } from '../common/useListItemPatch';

/**
 * Marks a message read or unread. The list and the dashboard's unread count read the same cache entry,
 * so updating it (and refetching it) moves both at once.
 */
export function useMarkRead() {
  return useListItemPatch<ContactSubmissionDto, { isRead: boolean }>({
    send: (id, patch) => call('adminContactUpdate', { params: { id }, body: patch }),
    queryKey: queryKeys.adminContacts,
    failure: { title: 'Failed to Update Message', fallback: 'There was an error updating this message.' },
  });
}
