import { GalleryPageAdminBar } from '@shared/admin/gallery/GalleryPageAdminBar';
import { adminPanel } from '../adminPanel';

export default adminPanel(GalleryPageAdminBar, { inline: true });
