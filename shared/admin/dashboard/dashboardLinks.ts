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
 * Every place an admin edits something, in the order a volunteer reaches for them: the day-to-day first (events,
 * people, messages), then what visitors read (pages, texts, photos), then the site itself. The first is the main
 * one.
 */
export function dashboardLinks(unreadMessages: number, editors: PageEditorPaths): [to: string, label: string][] {
  return [
    ['/admin/events', 'Manage Events'],
    ['/admin/volunteers', 'View Volunteers'],
    ['/admin/contacts', `Contact Messages (${unreadMessages} unread)`],
    ['/admin/newsletter', 'Newsletter'],
    [editors.home, 'Home Page Content'],
    [editors.history, 'History Page Content'],
    ['/admin/page-texts', 'Page Texts'],
    ['/admin/gallery', 'Gallery'],
    ['/admin/settings', 'Site Settings'],
    ['/admin/users', 'Users'],
    ['/admin/emails', 'Outgoing Email'],
  ];
}
