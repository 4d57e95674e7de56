import { AdminDashboard } from '@shared/admin/dashboard/AdminDashboard';
import type { PageEditorPaths } from '@shared/admin/dashboard/dashboardLinks';
import { useOrganisation } from '../lib/organisation';
import { adminPage } from './adminPage';
import { HISTORY_EDITOR_ANCHOR, HOME_EDITOR_ANCHOR } from '../components/adminAnchors';

/** On the web the home and history editors are panels on those pages; the links open the pages at them. */
const EDITORS: PageEditorPaths = { home: `/#${HOME_EDITOR_ANCHOR}`, history: `/history#${HISTORY_EDITOR_ANCHOR}` };

/** The organisation (abbreviation, preserve name) comes from the site settings via the site context. */
function Dashboard() {
  return <AdminDashboard organisation={useOrganisation()} editors={EDITORS} />;
}

export default adminPage(Dashboard, 'dashboard');
