import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '../../../shared/api/http';
import type { AdminUserChange, AdminUserDto } from '../../../shared/api/accounts';
import { queryKeys } from '../../../shared/api/keys';
import { useAuth } from '../lib/auth';
import { isSignedOutFailure } from '../lib/signedOut';
import { toast } from '../../../shared/ui/toast';
import { displayName } from './accountFormat';

function failureToast(title: string, fallback: string) {
  return (err: unknown) => {
    // A 401 already showed "You are logged out" and is on its way to sign-in; do not cover that message.
    if (isSignedOutFailure(err)) return;
    toast({ title, description: serverMessage(err) ?? fallback, variant: 'destructive' });
  };
}

function successText(user: AdminUserDto, change: AdminUserChange): { title: string; description: string } {
  const name = displayName(user);
  if (change.isAdmin === true) return { title: 'Administrator Added', description: `${name} is now an administrator.` };
  if (change.isAdmin === false) return { title: 'Administrator Removed', description: `${name} is no longer an administrator.` };
  if (change.disabled === true) return { title: 'Account Disabled', description: `${name} can no longer sign in.` };
  return { title: 'Account Enabled', description: `${name} can sign in again.` };
}

/** Grants or removes admin, disables or enables an account; the list (and token lists) reload afterwards. */
export function useUpdateUser(user: AdminUserDto) {
  const queryClient = useQueryClient();
  const { user: me } = useAuth();
  return useMutation({
    mutationFn: (change: AdminUserChange) => apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(user.id)}`, change),
    onSuccess: (_res, change) => {
      toast(successText(user, change));
      // Disabling ends the account's tokens, so token lists are refreshed with the users (same key prefix).
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
      // An admin who gave up their own flag is no longer one: ask again so the admin gate lets them go.
      if (me?.id === user.id) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
    onError: failureToast('Failed to Update User', 'There was an error updating this account.'),
  });
}

/** Revokes one device token of any user. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => apiRequest('DELETE', `/api/admin/tokens/${encodeURIComponent(tokenId)}`),
    onSuccess: () => {
      toast({ title: 'Token Revoked', description: 'That device can no longer use the account.' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    },
    onError: failureToast('Failed to Revoke Token', 'There was an error revoking this token.'),
  });
}
