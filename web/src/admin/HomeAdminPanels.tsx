import { AdminRoot } from '../../../shared/admin/common/AdminRoot';
import { HomeAdminPanels as Panels } from '../../../shared/admin/home/HomeAdminPanels';
import './adminStyles';

/**
 * The home page's admin panels, loaded lazily by HomePage only for admins: visitors never download this
 * module, Blueprint or its styles.
 */
export default function HomeAdminPanels() {
  return (
    <AdminRoot>
      <Panels />
    </AdminRoot>
  );
}
