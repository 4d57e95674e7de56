import type { ComponentType } from 'react';
import { AdminRoot } from '@shared/admin/common/AdminRoot';
import './adminStyles';

/**
 * Web glue for a shared admin panel shown inside a public page (home panels, history editor, the gallery's admin
 * bar, reorder mode and lightbox buttons): the admin root around it, and Blueprint's and our styles. Public pages
 * load these modules with React.lazy for admins only, after hydration, so visitors never download them.
 */
export function adminPanel<P extends object>(Panel: ComponentType<P>, options: { inline?: boolean } = {}): ComponentType<P> {
  function AdminPanel(props: P) {
    return (
      <AdminRoot inline={options.inline}>
        <Panel {...props} />
      </AdminRoot>
    );
  }
  AdminPanel.displayName = `AdminPanel(${Panel.displayName ?? Panel.name})`;
  return AdminPanel;
}
