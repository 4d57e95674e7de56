import type { IconName } from '@blueprintjs/icons';

/**
 * Every admin screen, once: the web admin's routes and page titles, the dashboard's links, the desktop app's
 * navigation, native menu and shortcuts, the layout checks and screenshots, and the server's stylesheet manifest all
 * read this list. Plain data with no imports at run time, so the Electron main process and the Node scripts (which
 * load it through Vite, server/scripts/screenLists.mjs) can read it as well as the React layers, which map each
 * name to a component (web/src/admin/screens.ts, desktop/renderer/src/shell/screens.tsx).
 */
export interface AdminScreenEntry {
  /** The key of the component maps, the desktop's `screen:<name>` command and the web route id `admin-<name>`. */
  name: string;
  /** The one name of the screen: page title, heading, dashboard link, desktop navigation and menu item. */
  label: string;
  path: string;
  icon: IconName;
  /** The key that opens the screen with Ctrl (Cmd on macOS) in the desktop app. */
  shortcut?: string;
  /** A link on the dashboard. */
  dashboard: boolean;
  /** The desktop app's native menu lists it under Go or File (or not at all). */
  menu: 'go' | 'file' | false;
  /**
   * Which programs show it: on the web, home and history are panels on their public pages; the import and the
   * pending changes need the desktop's own files and cache.
   */
  web: boolean;
  desktop: boolean;
}

/**
 * In the order a volunteer reaches for them (the dashboard's and the navigation's order): the day-to-day first
 * (events, people, messages), then what visitors read (pages, texts, photos), then the site itself.
 */
export const ADMIN_SCREENS = [
  {
    name: 'dashboard',
    label: 'Admin Dashboard',
    path: '/admin',
    icon: 'dashboard',
    dashboard: false,
    menu: false,
    web: true,
    desktop: true,
  },
  {
    name: 'events',
    label: 'Manage Events',
    path: '/admin/events',
    icon: 'calendar',
    shortcut: '1',
    dashboard: true,
    menu: 'go',
    web: true,
    desktop: true,
  },
  {
    name: 'volunteers',
    label: 'Volunteers',
    path: '/admin/volunteers',
    icon: 'people',
    shortcut: '4',
    dashboard: true,
    menu: 'go',
    web: true,
    desktop: true,
  },
  {
    name: 'contacts',
    label: 'Contact Messages',
    path: '/admin/contacts',
    icon: 'inbox',
    shortcut: '5',
    dashboard: true,
    menu: 'go',
    web: true,
    desktop: true,
  },
  {
    name: 'newsletter',
    label: 'Newsletter',
    path: '/admin/newsletter',
    icon: 'manual',
    dashboard: true,
    menu: false,
    web: true,
    desktop: true,
  },
  {
    name: 'home',
    label: 'Home Page Content',
    path: '/admin/home',
    icon: 'home',
    shortcut: '3',
    dashboard: true,
    menu: 'go',
    web: false,
    desktop: true,
  },
  {
    name: 'history',
    label: 'History Page Content',
    path: '/admin/history',
    icon: 'history',
    dashboard: true,
    menu: false,
    web: false,
    desktop: true,
  },
  {
    name: 'page-texts',
    label: 'Page Texts',
    path: '/admin/page-texts',
    icon: 'paragraph',
    dashboard: true,
    menu: false,
    web: true,
    desktop: true,
  },
  {
    name: 'gallery',
    label: 'Gallery',
    path: '/admin/gallery',
    icon: 'media',
    shortcut: '2',
    dashboard: true,
    menu: 'go',
    web: true,
    desktop: true,
  },
  {
    name: 'settings',
    label: 'Site Settings',
    path: '/admin/settings',
    icon: 'cog',
    dashboard: true,
    menu: false,
    web: true,
    desktop: true,
  },
  {
    name: 'users',
    label: 'Users',
    path: '/admin/users',
    icon: 'user',
    shortcut: '6',
    dashboard: true,
    menu: 'go',
    web: true,
    desktop: true,
  },
  {
    name: 'emails',
    label: 'Outgoing Email',
    path: '/admin/emails',
    icon: 'envelope',
    dashboard: true,
    menu: false,
    web: true,
    desktop: true,
  },
  {
    name: 'import',
    label: 'Folder Import',
    path: '/admin/import',
    icon: 'folder-open',
    shortcut: 'I',
    dashboard: false,
    menu: 'file',
    web: false,
    desktop: true,
  },
  {
    name: 'pending',
    label: 'Pending Changes',
    path: '/admin/pending',
    icon: 'outdated',
    shortcut: 'P',
    dashboard: false,
    menu: 'file',
    web: false,
    desktop: true,
  },
] as const satisfies readonly AdminScreenEntry[];

type Screen = (typeof ADMIN_SCREENS)[number];
export type AdminScreenName = Screen['name'];
export type WebScreenName = Extract<Screen, { web: true }>['name'];
export type DesktopScreenName = Extract<Screen, { desktop: true }>['name'];

const all: readonly AdminScreenEntry[] = ADMIN_SCREENS;

export function adminScreen(name: AdminScreenName): AdminScreenEntry {
  return all.find((s) => s.name === name)!;
}

type Named<N> = AdminScreenEntry & { name: N };

export const webScreens = () => all.filter((s) => s.web) as Named<WebScreenName>[];
export const desktopScreens = () => all.filter((s) => s.desktop) as Named<DesktopScreenName>[];

/** The native menu's Go or File entries; Go in the order of their number keys, which volunteers have learnt. */
export const menuScreens = (menu: 'go' | 'file') =>
  all
    .filter((s) => s.menu === menu)
    .sort((a, b) => (a.shortcut ?? '').localeCompare(b.shortcut ?? '')) as Named<DesktopScreenName>[];

/** The web admin's route id of a screen, which the server's stylesheet manifest reads too. */
export const adminRouteId = (name: AdminScreenName) => `admin-${name}`;
