import { Link } from 'react-router-dom';

/**
 * The way back to the dashboard from each admin screen; the site header has no admin entry, so without it
 * an admin would have to type the address.
 */
export function AdminBackLink() {
  return (
    <p className="admin-back">
      <Link to="/admin">← Admin Dashboard</Link>
    </p>
  );
}
