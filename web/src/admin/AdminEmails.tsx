import { AdminEmails } from '@shared/admin/mail/AdminEmails';
import { adminPage } from './adminPage';

export default adminPage(AdminEmails, 'emails');
