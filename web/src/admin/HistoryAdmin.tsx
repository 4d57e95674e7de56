import { HistoryContentManager } from '@shared/admin/history/HistoryContentManager';
import { adminPanel } from './adminPanel';

export default adminPanel(HistoryContentManager);
