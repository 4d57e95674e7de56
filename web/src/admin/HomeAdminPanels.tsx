import { HomeAdminPanels } from '@shared/admin/home/HomeAdminPanels';
import { adminPanel } from './adminPanel';

export default adminPanel(HomeAdminPanels);
