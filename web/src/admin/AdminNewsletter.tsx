import { AdminNewsletter } from '@shared/admin/newsletter/AdminNewsletter';
import { adminPage } from './adminPage';

export default adminPage(AdminNewsletter, 'newsletter');
