import type { ReactNode } from 'react';
import { adminScreen, type DesktopScreenName } from '@shared/admin/screens';
import type { DesktopBridge } from '@shared/desktop/bridge';
import { AdminDashboard } from '@shared/admin/dashboard/AdminDashboard';
import { AdminPageTexts } from '@shared/admin/pageTexts/AdminPageTexts';
import { AdminEvents } from '@shared/admin/events/AdminEvents';
import { HomeAdminPanels } from '@shared/admin/home/HomeAdminPanels';
import { HistoryContentManager } from '@shared/admin/history/HistoryContentManager';
import { AdminVolunteers } from '@shared/admin/volunteers/AdminVolunteers';
import { AdminContacts } from '@shared/admin/contacts/AdminContacts';
import { AdminNewsletter } from '@shared/admin/newsletter/AdminNewsletter';
import { AdminEmails } from '@shared/admin/mail/AdminEmails';
import { AdminGallery } from '@shared/admin/gallery/AdminGallery';
import { AdminUsers } from '@shared/admin/users/AdminUsers';
import { SiteSettingsScreen } from '@shared/admin/settings/SiteSettings';
import type { SyncControls } from '../sync/useSyncState';
import { PendingChanges } from '../sync/PendingChanges';
import { FolderImport } from '../import/FolderImport';
import { PanelScreen } from './PanelScreen';

export interface ScreenContext {
  bridge: DesktopBridge;
  sync: SyncControls;
  openConflict(id: string): void;
}

/**
 * What each desktop screen of the list of admin screens (shared/admin/screens.ts) shows. The return type makes
 * the map complete: a screen added to the list without its component here, or the other way round, is a type error.
 */
export function screenElements({ bridge, sync, openConflict }: ScreenContext): Record<DesktopScreenName, ReactNode> {
  return {
    dashboard: <AdminDashboard />,
    events: <AdminEvents />,
    volunteers: <AdminVolunteers />,
    contacts: <AdminContacts />,
    newsletter: <AdminNewsletter />,
    home: (
      <PanelScreen title={adminScreen('home').label}>
        <HomeAdminPanels />
      </PanelScreen>
    ),
    history: (
      <PanelScreen title={adminScreen('history').label}>
        <HistoryContentManager />
      </PanelScreen>
    ),
    'page-texts': <AdminPageTexts />,
    gallery: <AdminGallery />,
    settings: <SiteSettingsScreen />,
    users: <AdminUsers />,
    emails: <AdminEmails />,
    import: <FolderImport bridge={bridge} />,
    pending: <PendingChanges sync={sync} openConflict={openConflict} />,
  };
}
