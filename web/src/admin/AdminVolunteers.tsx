import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../lib/meta';
import { adminVolunteersQuery } from '../../../shared/api/queries';
import { formatShortDate } from '../../../shared/lib/eventTime';
import { VOLUNTEER_INTERESTS } from '../../../shared/constants';
import { AdminBackLink } from './AdminBackLink';
import './admin.css';

export default function AdminVolunteers() {
  const { data: volunteers = [], isLoading, isError } = useQuery(adminVolunteersQuery());
  return (
    <div className="container page-section admin-page">
      <PageMeta title="Volunteers" description="Administration" noindex />
      <AdminBackLink />
      <h1>Volunteers</h1>
      {isLoading ? (
        <p>Loading volunteers...</p>
      ) : isError ? (
        <div className="empty-state">
          <h2>Error Loading Volunteers</h2>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Refresh Page
          </button>
        </div>
      ) : volunteers.length === 0 ? (
        <div className="empty-state">
          <h2>No Volunteers Yet</h2>
        </div>
      ) : (
        <>
          <div className="admin-stats">
            <div className="card admin-stat">
              <span className="admin-stat-value">{volunteers.length}</span>Total
            </div>
            {VOLUNTEER_INTERESTS.map((i) => (
              <div className="card admin-stat" key={i}>
                <span className="admin-stat-value">{volunteers.filter((v) => v.interest === i).length}</span>
                {i}
              </div>
            ))}
          </div>
          <ul className="admin-list">
            {volunteers.map((v) => (
              <li className="card" key={v.id}>
                <strong>
                  {v.firstName} {v.lastName}
                </strong>{' '}
                <span className="badge">{v.interest}</span>{' '}
                <span className={v.isActive ? 'badge' : 'badge badge-muted'}>{v.isActive ? 'Active' : 'Inactive'}</span>
                <p className="admin-meta">
                  {v.email}
                  {v.phone ? ` · ${v.phone}` : ''} · applied {formatShortDate(v.createdAt)}
                </p>
                {v.experience && <p className="admin-meta">Experience: {v.experience}</p>}
                {v.availability && <p className="admin-meta">Availability: {v.availability}</p>}
                <a className="btn btn-sm btn-outline" href={`mailto:${v.email}`}>
                  Contact
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
