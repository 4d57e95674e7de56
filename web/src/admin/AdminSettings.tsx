import { SiteSettingsScreen } from '@shared/admin/settings/SiteSettings';
import { adminPage } from './adminPage';

export default adminPage(SiteSettingsScreen, 'settings');
