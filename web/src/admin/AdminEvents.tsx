import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageMeta } from '../lib/meta';
import { eventsQuery } from '../../../shared/api/queries';
import { formatShortDate } from '../../../shared/lib/eventTime';
import { isFull } from '../../../shared/lib/capacity';
import { AdminBackLink } from './AdminBackLink';
import './admin.css';

/** Read-only list for now; creating and editing events arrives with the shared admin components. */
export default function AdminEvents() {
  const { data: events = [], isLoading } = useQuery(eventsQuery());
  return (
    <div className="container page-section admin-page">
      <PageMeta title="Manage Events" description="Administration" noindex />
      <AdminBackLink />
      <h1>Manage Events</h1>
      {isLoading ? (
        <p>Loading events...</p>
      ) : events.length === 0 ? (
        <div className="empty-state">
          <h2>No Events Yet</h2>
        </div>
      ) : (
        <ul className="admin-list">
          {events.map((e) => (
            <li className="card" key={e.id}>
              <Link to={`/events/${e.id}`}>{e.title}</Link>{' '}
              <span className={e.isActive ? 'badge' : 'badge badge-muted'}>{e.isActive ? 'Active' : 'Inactive'}</span>{' '}
              {isFull(e) && <span className="badge badge-warn">Full</span>}
              <p className="admin-meta">
                {formatShortDate(e.date)} · {e.time} · {e.location ?? 'No location'} · {e.currentRegistrations}
                {e.maxCapacity != null ? ` / ${e.maxCapacity}` : ''} registered
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
