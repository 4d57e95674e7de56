import { useQuery } from '@tanstack/react-query';
import { HTMLTable } from '@blueprintjs/core';
import { adminUsersQuery } from '../../api/queries';
import { AdminScreen } from '../common/AdminScreen';
import { QueryStates } from '../common/QueryStates';
import { UserRow } from './UserRow';
import { useSignedInUserId } from './useAccountChanges';
import { ColumnHeads } from '../common/ColumnHeads';
import './users.css';

/** Accounts: who is an administrator, who may sign in, when each last did, and their desktop tokens. */
export function AdminUsers() {
  const query = useQuery(adminUsersQuery());
  const me = useSignedInUserId();
  return (
    <AdminScreen title="Users">
      <QueryStates
        query={query}
        loadingLabel="Loading users..."
        error={{ title: 'Error Loading Users' }}
        isEmpty={(users) => users.length === 0}
        empty={{
          title: 'No Users Yet',
          description: 'People appear here once they create an account or an administrator adds one.',
        }}
      >
        {(users) => (
          // Focusable so keyboard users can scroll the table sideways on a narrow screen.
          <div className="adm-table-wrap" role="region" aria-labelledby="adm-users-caption" tabIndex={0}>
            <HTMLTable className="adm-users-table" compact>
              <caption id="adm-users-caption" className="adm-visually-hidden">
                User accounts
              </caption>
              <ColumnHeads
                columns={['Name', 'E-mail', 'Admin', 'Status', 'Last sign-in', 'Device tokens', 'Actions']}
              />
              <tbody>
                {users.map((u) => (
                  <UserRow key={u.id} user={u} isMe={u.id === me} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </QueryStates>
    </AdminScreen>
  );
}
