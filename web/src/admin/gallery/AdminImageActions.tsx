import { GalleryImageAdminActions } from '@shared/admin/gallery/GalleryImageAdminActions';
import { adminPanel } from '../adminPanel';

export default adminPanel(GalleryImageAdminActions, { inline: true });
