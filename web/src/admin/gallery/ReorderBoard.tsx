import { GalleryPageReorder } from '@shared/admin/gallery/GalleryPageReorder';
import { adminPanel } from '../adminPanel';

export default adminPanel(GalleryPageReorder);
