import type { ComponentType } from 'react';
import { PageMeta } from '../lib/meta';
import { AdminRoot } from '@shared/admin/common/AdminRoot';
import { adminScreen, type WebScreenName } from '@shared/admin/screens';
import './adminStyles';

/**
 * Web glue for a shared admin screen: the page title for the browser tab (the screen's label in the list of admin
 * screens), then the screen inside the admin root (Blueprint providers and the browser platform). The desktop app
 * wraps the same screens its way.
 */
export function adminPage(Screen: ComponentType, name: WebScreenName): ComponentType {
  const title = adminScreen(name).label;
  function AdminPage() {
    return (
      <>
        <PageMeta title={title} description="Administration" noindex />
        <AdminRoot>
          <Screen />
        </AdminRoot>
      </>
    );
  }
  AdminPage.displayName = `AdminPage(${title})`;
  return AdminPage;
}
