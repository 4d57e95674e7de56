import { AdminGallery } from '@shared/admin/gallery/AdminGallery';
import { adminPage } from './adminPage';

export default adminPage(AdminGallery, 'gallery');
