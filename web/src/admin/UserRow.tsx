import { useState } from 'react';
import type { AdminUserDto } from '../../../shared/api/accounts';
import { displayName, formatDateTime } from './accountFormat';
import { ConfirmDialog } from './ConfirmDialog';
import { UserTokens } from './UserTokens';
import { useUpdateUser } from './useAccountChanges';

const COLUMNS = 7;

/** One account in the users table, its actions, and (opened on demand) its device tokens below it. */
export function UserRow({ user, isMe }: { user: AdminUserDto; isMe: boolean }) {
  const update = useUpdateUser(user);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [showTokens, setShowTokens] = useState(false);
  const name = displayName(user);
  const tokensId = `tokens-${user.id}`;
  // Screen-reader users tab from button to button; naming the person on each one says whom it acts on.
  const who = <span className="visually-hidden"> {name}</span>;
  // aria-disabled rather than disabled while a change is on its way: a disabled button drops the keyboard
  // focus, and the admin would have to find their place in the table again.
  const busy = update.isPending;
  const change = (c: Parameters<typeof update.mutate>[0]) => {
    if (!busy) update.mutate(c);
  };

  return (
    <>
      <tr>
        <th scope="row">
          {name}
          {isMe && <span className="admin-meta"> (you)</span>}
        </th>
        <td>{user.email}</td>
        <td>{user.isAdmin ? 'Yes' : 'No'}</td>
        <td>
          <span className={user.disabled ? 'badge badge-danger' : 'badge'}>{user.disabled ? 'Disabled' : 'Active'}</span>
        </td>
        <td>{formatDateTime(user.lastSignInAt, 'Never')}</td>
        <td>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            aria-expanded={showTokens}
            aria-controls={showTokens ? tokensId : undefined}
            onClick={() => setShowTokens((v) => !v)}
          >
            {user.tokenCount}
            <span className="visually-hidden"> device tokens of {name}</span>
            <span aria-hidden="true">{showTokens ? ' ▴' : ' ▾'}</span>
          </button>
        </td>
        <td>
          <div className="admin-row-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline"
              aria-disabled={busy || undefined}
              onClick={() => change({ isAdmin: !user.isAdmin })}
            >
              {user.isAdmin ? 'Remove admin' : 'Make admin'}
              {who}
            </button>
            {/* The server refuses to disable your own account, so the button is not offered on your row.
                One button serves both states, so focus stays on it when the account flips between them. */}
            {!isMe && (
              <button
                type="button"
                className={user.disabled ? 'btn btn-sm btn-outline' : 'btn btn-sm btn-danger'}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (user.disabled) change({ disabled: false });
                  else if (!busy) setConfirmDisable(true);
                }}
              >
                {user.disabled ? 'Enable' : 'Disable'}
                {who}
              </button>
            )}
          </div>
          <ConfirmDialog
            open={confirmDisable}
            title="Disable this account?"
            message={`${name} (${user.email}) will be signed out everywhere, their device tokens stop working, and they cannot sign in until enabled again.`}
            confirmLabel="Disable account"
            onCancel={() => setConfirmDisable(false)}
            onConfirm={() => {
              setConfirmDisable(false);
              change({ disabled: true });
            }}
          />
        </td>
      </tr>
      {showTokens && (
        <tr className="admin-token-row" id={tokensId}>
          <td colSpan={COLUMNS}>
            <UserTokens userId={user.id} userName={name} />
          </td>
        </tr>
      )}
    </>
  );
}
