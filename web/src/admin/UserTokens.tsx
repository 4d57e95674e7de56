import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminUserTokensQuery } from '../../../shared/api/queries';
import { formatDateTime } from './accountFormat';
import { useRevokeToken } from './useAccountChanges';

/** One user's desktop tokens, each with a Revoke button. Loaded only when an admin opens the list. */
export function UserTokens({ userId, userName }: { userId: string; userName: string }) {
  const { data: tokens = [], isLoading, isError } = useQuery(adminUserTokensQuery(userId));
  const revoke = useRevokeToken();
  // A revoked token's row (and its focused button) disappears; focus moves to the list so a keyboard
  // user stays where they were instead of being thrown back to the top of the page.
  const box = useRef<HTMLDivElement>(null);

  let body;
  if (isLoading) body = <p className="admin-meta">Loading tokens...</p>;
  else if (isError) body = <p className="admin-meta">The device tokens could not be loaded.</p>;
  else if (tokens.length === 0) body = <p className="admin-meta">No device tokens.</p>;
  else
    body = (
      <ul className="admin-token-list" aria-label={`Device tokens of ${userName}`}>
        {tokens.map((t) => {
          const device = t.deviceName || 'Unnamed device';
          const busy = revoke.isPending && revoke.variables === t.id;
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
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) revoke.mutate(t.id, { onSuccess: () => box.current?.focus() });
                }}
              >
                Revoke<span className="visually-hidden"> {device}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div ref={box} tabIndex={-1} className="admin-token-box">
      {body}
    </div>
  );
}
