import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageMeta } from '../lib/meta';
import { adminContactsQuery, adminVolunteersQuery, eventsQuery } from '../lib/queries';
import { formatShortDate } from '../../../shared/lib/eventTime';
import { DASHBOARD_RECENT_ITEMS } from '../../../shared/constants';
import './admin.css';

export default function AdminDashboard() {
  const events = useQuery(eventsQuery()).data ?? [];
  const volunteers = useQuery(adminVolunteersQuery()).data ?? [];
  const contacts = useQuery(adminContactsQuery()).data ?? [];
  const active = events.filter((e) => e.isActive);
  const unread = contacts.filter((c) => !c.isRead).length;
  const registrations = events.reduce((sum, e) => sum + e.currentRegistrations, 0);

  const stats = [
    { label: 'Active events', value: active.length },
    { label: 'Total volunteers', value: volunteers.length },
    { label: 'Unread messages', value: unread },
    { label: 'Total registrations', value: registrations },
  ];

  return (
    <div className="container page-section admin-page">
      <PageMeta title="Admin Dashboard" description="Administration" noindex />
      <h1>Admin Dashboard</h1>
      <div className="admin-stats">
        {stats.map((s) => (
          <div className="card admin-stat" key={s.label}>
            <span className="admin-stat-value">{s.value}</span>
            {s.label}
          </div>
        ))}
      </div>
      <nav className="admin-links" aria-label="Admin">
        <Link to="/admin/events" className="btn btn-primary">
          Manage Events
        </Link>
        <Link to="/admin/volunteers" className="btn btn-outline">
          View Volunteers
        </Link>
        <Link to="/admin/contacts" className="btn btn-outline">
          Contact Messages ({unread} unread)
        </Link>
        <Link to="/gallery" className="btn btn-outline">
          Gallery
        </Link>
        <Link to="/admin/users" className="btn btn-outline">
          Users
        </Link>
      </nav>
      <div className="grid grid-2">
        <section aria-labelledby="recent-events">
          <h2 id="recent-events">Recent Events</h2>
          <ul className="admin-list">
            {active.slice(0, DASHBOARD_RECENT_ITEMS).map((e) => (
              <li className="card" key={e.id}>
                <Link to={`/events/${e.id}`}>{e.title}</Link>
                <p className="admin-meta">
                  {formatShortDate(e.date)} · {e.currentRegistrations}
                  {e.maxCapacity != null ? ` / ${e.maxCapacity}` : ''} registered
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="recent-volunteers">
          <h2 id="recent-volunteers">Recent Volunteers</h2>
          <ul className="admin-list">
            {volunteers.slice(0, DASHBOARD_RECENT_ITEMS).map((v) => (
              <li className="card" key={v.id}>
                {v.firstName} {v.lastName}
                <p className="admin-meta">
                  {v.interest} · {v.email}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
