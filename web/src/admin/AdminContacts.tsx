import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../lib/meta';
import { adminContactsQuery } from '../../../shared/api/queries';
import { formatShortDate } from '../../../shared/lib/eventTime';
import { AdminBackLink } from './AdminBackLink';
import './admin.css';

export default function AdminContacts() {
  const { data: contacts = [], isLoading } = useQuery(adminContactsQuery());
  return (
    <div className="container page-section admin-page">
      <PageMeta title="Contact Messages" description="Administration" noindex />
      <AdminBackLink />
      <h1>Contact Messages</h1>
      {isLoading ? (
        <p>Loading messages...</p>
      ) : contacts.length === 0 ? (
        <div className="empty-state">
          <h2>No Messages Yet</h2>
        </div>
      ) : (
        <ul className="admin-list">
          {contacts.map((c) => (
            <li className={c.isRead ? 'card' : 'card admin-unread'} key={c.id}>
              <strong>{c.subject}</strong>
              <p className="admin-meta">
                {c.firstName} {c.lastName} · <a href={`mailto:${c.email}`}>{c.email}</a> · {formatShortDate(c.createdAt)}
                {c.isRead ? '' : ' · unread'}
              </p>
              <p>{c.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
