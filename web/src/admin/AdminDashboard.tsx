import { AdminDashboard } from '@shared/admin/dashboard/AdminDashboard';
import { useOrganisation } from '../lib/organisation';
import { adminPage } from './adminPage';

/** The organisation (abbreviation, preserve name) comes from the server's configuration via the site context. */
function Dashboard() {
  return <AdminDashboard organisation={useOrganisation()} />;
}

export default adminPage(Dashboard, 'Admin Dashboard');
