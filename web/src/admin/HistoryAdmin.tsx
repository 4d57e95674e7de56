import { AdminRoot } from '../../../shared/admin/common/AdminRoot';
import { HistoryContentManager } from '../../../shared/admin/history/HistoryContentManager';
import './adminStyles';

/** The history page's 'Manage History Content' editor, loaded lazily only when an admin opens it. */
export default function HistoryAdmin() {
  return (
    <AdminRoot>
      <HistoryContentManager />
    </AdminRoot>
  );
}
