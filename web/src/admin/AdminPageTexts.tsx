import { AdminPageTexts } from '@shared/admin/pageTexts/AdminPageTexts';
import { adminPage } from './adminPage';

export default adminPage(AdminPageTexts, 'page-texts');
