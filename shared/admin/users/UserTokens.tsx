import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Classes } from '@blueprintjs/core';
import { adminUserTokensQuery } from '../../api/queries';
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
  if (isLoading) body = <p className="adm-meta">Loading tokens...</p>;
  else if (isError) body = <p className="adm-meta">The device tokens could not be loaded.</p>;
  else if (tokens.length === 0) body = <p className="adm-meta">No device tokens.</p>;
  else
    body = (
      <ul className="adm-token-list" aria-label={`Device tokens of ${userName}`}>
        {tokens.map((t) => {
          const device = t.deviceName || 'Unnamed device';
          const busy = revoke.isPending && revoke.variables === t.id;
          return (
            <li key={t.id}>
              <span>
                <strong>{device}</strong>
                <span className="adm-meta">
                  {' '}
                  · created {formatDateTime(t.createdAt, 'unknown')} · last used {formatDateTime(t.lastUsedAt, 'never')}
                </span>
              </span>
              <Button
                size="small"
                variant="outlined"
                {...(busy ? { 'aria-disabled': true, className: Classes.DISABLED } : {})}
                onClick={() => {
                  if (!busy) revoke.mutate(t.id, { onSuccess: () => box.current?.focus() });
                }}
              >
                Revoke<span className="adm-visually-hidden"> {device}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div ref={box} tabIndex={-1} className="adm-token-box">
      {body}
    </div>
  );
}
