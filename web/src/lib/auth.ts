import { useQuery } from '@tanstack/react-query';
import { userQuery } from '@shared/api/queries';

/** The signed-in user, if any. Signed in means the lookup returned data. */
export function useAuth() {
  const { data, isLoading } = useQuery(userQuery());
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data), isAdmin: Boolean(data?.isAdmin) };
}
