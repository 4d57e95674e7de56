import { ADMIN_SCREENS, type AdminScreenEntry } from '../screens';

/**
 * Where the home and history editors are. They are panels on the public pages in the web admin (the admin edits
 * the page where visitors read it) and screens of their own in the desktop app, so the program passes its own.
 */
export interface PageEditorPaths {
  home: string;
  history: string;
}

/** The desktop app's screens; the web admin passes the public pages' editor anchors (web/src/admin/AdminDashboard.tsx). */
export const DESKTOP_EDITOR_PATHS: PageEditorPaths = { home: '/admin/home', history: '/admin/history' };

/**
 * Every place an admin edits something: the screens the list of admin screens (shared/admin/screens.ts) puts on
 * the dashboard, in its order. The first is the main one.
 */
export function dashboardLinks(unreadMessages: number, editors: PageEditorPaths): [to: string, label: string][] {
  return (ADMIN_SCREENS as readonly AdminScreenEntry[])
    .filter((s) => s.dashboard)
    .map((s) => [
      s.name === 'home' || s.name === 'history' ? editors[s.name] : s.path,
      // The count is what makes an admin open the messages, so it rides on the link.
      s.name === 'contacts' ? `${s.label} (${unreadMessages} unread)` : s.label,
    ]);
}
