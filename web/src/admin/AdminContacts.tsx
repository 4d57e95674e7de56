import { AdminContacts } from '@shared/admin/contacts/AdminContacts';
import { adminPage } from './adminPage';

export default adminPage(AdminContacts, 'contacts');
