import { useQuery } from '@tanstack/react-query';
import { HTMLTable } from '@blueprintjs/core';
import { adminUsersQuery } from '../../api/queries';
import { AdminScreen } from '../common/AdminScreen';
import { ColumnHeads } from '../common/ColumnHeads';
import { ScreenState } from '../common/ScreenState';
import { UserRow } from './UserRow';
import { useSignedInUserId } from './useAccountChanges';
import './users.css';
import { adminScreen } from '../screens';

/** Accounts: who is an administrator, who may sign in, when each last did, and their desktop tokens. */
export function AdminUsers() {
  const { data: users, isPending, isError, refetch } = useQuery(adminUsersQuery());
  const me = useSignedInUserId();
  return (
    <AdminScreen title={adminScreen('users').label}>
      {isPending ? (
        <ScreenState kind="loading" label="Loading users..." />
      ) : isError ? (
        <ScreenState kind="error" title="Error Loading Users" onRetry={() => void refetch()} />
      ) : users.length === 0 ? (
        <ScreenState
          kind="empty"
          title="No Users Yet"
          description="People appear here once they create an account or an administrator adds one."
        />
      ) : (
        // Focusable so keyboard users can scroll the table sideways on a narrow screen.
        <div className="adm-table-wrap" role="region" aria-labelledby="adm-users-caption" tabIndex={0}>
          <HTMLTable className="adm-users-table adm-card-table" compact>
            <caption id="adm-users-caption" className="adm-visually-hidden">
              User accounts
            </caption>
            <ColumnHeads columns={['Name', 'E-mail', 'Admin', 'Status', 'Last sign-in', 'Device tokens', 'Actions']} />
            <tbody>
              {users.map((u) => (
                <UserRow key={u.id} user={u} isMe={u.id === me} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </AdminScreen>
  );
}
