import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../lib/meta';
import { useAuth } from '../lib/auth';
import { adminUsersQuery } from '../../../shared/api/queries';
import { AdminBackLink } from './AdminBackLink';
import { UserRow } from './UserRow';
import './admin.css';

/** Accounts: who is an administrator, who may sign in, when each last did, and their desktop tokens. */
export default function AdminUsers() {
  const { data: users = [], isLoading, isError, refetch } = useQuery(adminUsersQuery());
  const { user: me } = useAuth();
  return (
    <div className="container page-section admin-page">
      <PageMeta title="Users" description="Administration" noindex />
      <AdminBackLink />
      <h1>Users</h1>
      {isLoading ? (
        <p role="status">Loading users...</p>
      ) : isError ? (
        <div className="empty-state">
          <h2>Error Loading Users</h2>
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      ) : users.length === 0 ? (
        <div className="empty-state">
          <h2>No Users Yet</h2>
          <p>People appear here once they create an account or an administrator adds one.</p>
        </div>
      ) : (
        // Focusable so keyboard users can scroll the table sideways on a narrow screen.
        <div className="admin-table-wrap card" role="region" aria-labelledby="users-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="users-caption" className="visually-hidden">
              User accounts
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Admin</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Device tokens</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <UserRow key={u.id} user={u} isMe={u.id === me?.id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
