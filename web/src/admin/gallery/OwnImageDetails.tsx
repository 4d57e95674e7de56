import { EditImageDetailsButton } from '@shared/admin/gallery/EditImageDetailsButton';
import { adminPanel } from '../adminPanel';

/** Edit Details for the uploader of a photo still waiting for approval: the admins' dialog, on the member's route. */
export default adminPanel(EditImageDetailsButton, { inline: true });
