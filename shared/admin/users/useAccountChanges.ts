import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import type { AdminUserChange, AdminUserDto } from '../../api/accounts';
import { queryKeys } from '../../api/keys';
import { userQuery } from '../../api/queries';
import { failureToast, successToast } from '../common/failureToast';
import { displayName } from './accountFormat';

function successText(user: AdminUserDto, change: AdminUserChange): [title: string, description: string] {
  const name = displayName(user);
  if (change.isAdmin === true) return ['Administrator Added', `${name} is now an administrator.`];
  if (change.isAdmin === false) return ['Administrator Removed', `${name} is no longer an administrator.`];
  if (change.disabled === true) return ['Account Disabled', `${name} can no longer sign in.`];
  return ['Account Enabled', `${name} can sign in again.`];
}

/** The account the screen is used with (web session or desktop token alike), to mark "(you)" in the list. */
export function useSignedInUserId(): string | null {
  return useQuery(userQuery()).data?.id ?? null;
}

/** Grants or removes admin, disables or enables an account; the list (and token lists) reload afterwards. */
export function useUpdateUser(user: AdminUserDto, isMe: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: true },
    mutationFn: (change: AdminUserChange) => call('adminUserUpdate', { params: { id: user.id }, body: change }),
    onSuccess: (_res, change) => {
      successToast(...successText(user, change));
      // Disabling ends the account's tokens, so token lists are refreshed with the users (same key prefix).
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
      // An admin who gave up their own flag is no longer one: ask again so the admin gate lets them go.
      if (isMe) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
    onError: (error) => failureToast('Failed to Update User', error, 'There was an error updating this account.'),
  });
}

/** Revokes one device token of any user. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { adminCall: true },
    mutationFn: (tokenId: string) => call('adminTokenRevoke', { params: { id: tokenId } }),
    onSuccess: () => {
      successToast('Token Revoked', 'That device can no longer use the account.');
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    },
    onError: (error) => failureToast('Failed to Revoke Token', error, 'There was an error revoking this token.'),
  });
}
