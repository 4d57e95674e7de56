import { AdminEvents } from '@shared/admin/events/AdminEvents';
import { adminPage } from './adminPage';

export default adminPage(AdminEvents, 'events');
