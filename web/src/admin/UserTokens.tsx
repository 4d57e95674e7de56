import { useQuery } from '@tanstack/react-query';
import { adminUserTokensQuery } from '../lib/queries';
import { formatDateTime } from './accountFormat';
import { useRevokeToken } from './useAccountChanges';

/** One user's desktop tokens, each with a Revoke button. Loaded only when an admin opens the list. */
export function UserTokens({ userId, userName }: { userId: string; userName: string }) {
  const { data: tokens = [], isLoading, isError } = useQuery(adminUserTokensQuery(userId));
  const revoke = useRevokeToken();

  if (isLoading) return <p className="admin-meta">Loading tokens...</p>;
  if (isError) return <p className="admin-meta">The device tokens could not be loaded.</p>;
  if (tokens.length === 0) return <p className="admin-meta">No device tokens.</p>;
  return (
    <ul className="admin-token-list" aria-label={`Device tokens of ${userName}`}>
      {tokens.map((t) => {
        const device = t.deviceName || 'Unnamed device';
        return (
          <li key={t.id}>
            <span>
              <strong>{device}</strong>
              <span className="admin-meta">
                {' '}
                · created {formatDateTime(t.createdAt, 'unknown')} · last used {formatDateTime(t.lastUsedAt, 'never')}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={revoke.isPending && revoke.variables === t.id}
              onClick={() => revoke.mutate(t.id)}
            >
              Revoke<span className="visually-hidden"> {device}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
