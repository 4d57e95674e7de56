import { AdminUsers } from '@shared/admin/users/AdminUsers';
import { adminPage } from './adminPage';

export default adminPage(AdminUsers, 'users');
