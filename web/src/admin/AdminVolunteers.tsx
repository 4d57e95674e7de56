import { AdminVolunteers } from '@shared/admin/volunteers/AdminVolunteers';
import { adminPage } from './adminPage';

export default adminPage(AdminVolunteers, 'volunteers');
