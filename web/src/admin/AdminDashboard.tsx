import { AdminDashboard } from '../../../shared/admin/dashboard/AdminDashboard';
import { adminPage } from './adminPage';

export default adminPage(AdminDashboard, 'Admin Dashboard');
