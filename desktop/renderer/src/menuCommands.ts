import { MENU_SCREENS } from '@shared/desktop/menuCommands';

/**
 * What the native menu (shared/desktop/menuCommands.ts, sent by Electron main) and the in-app shortcuts ask of
 * the renderer. In the harness there is no menu, so the same keys work inside the page.
 */
export type Command =
  { kind: 'screen'; screen: ScreenId } | { kind: 'sync' } | { kind: 'reload' } | { kind: 'signOut' };

export const SCREENS = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin' },
  { id: 'events', label: 'Events', path: '/admin/events' },
  { id: 'gallery', label: 'Gallery', path: '/admin/gallery' },
  { id: 'home', label: 'Home content', path: '/admin/home' },
  { id: 'history', label: 'History', path: '/admin/history' },
  { id: 'page-texts', label: 'Page texts', path: '/admin/page-texts' },
  { id: 'volunteers', label: 'Volunteers', path: '/admin/volunteers' },
  { id: 'contacts', label: 'Contact messages', path: '/admin/contacts' },
  { id: 'newsletter', label: 'Newsletter', path: '/admin/newsletter' },
  { id: 'emails', label: 'E-mails', path: '/admin/emails' },
  { id: 'users', label: 'Users', path: '/admin/users' },
  { id: 'settings', label: 'Site settings', path: '/admin/settings' },
  { id: 'import', label: 'Folder import', path: '/admin/import' },
  { id: 'pending', label: 'Pending changes', path: '/admin/pending' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

/** A menu command string ('screen:events', 'sync', 'reload', 'sign-out'); null for anything else. */
export function parseMenuCommand(raw: unknown): Command | null {
  if (typeof raw !== 'string') return null;
  if (raw === 'sync') return { kind: 'sync' };
  if (raw === 'reload') return { kind: 'reload' };
  if (raw === 'sign-out') return { kind: 'signOut' };
  const m = raw.match(/^screen:(.+)$/);
  const screen = m && SCREENS.find((s) => s.id === m[1]);
  return screen ? { kind: 'screen', screen: screen.id } : null;
}

/** The menu's accelerators (desktop/main/menuTemplate.ts): Ctrl/Cmd+1..6 the Go menu, S sync, R reload, I import, P pending. */
const LETTERS: Record<string, string> = { s: 'sync', r: 'reload', i: 'screen:import', p: 'screen:pending' };

export function shortcutCommand(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): Command | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return null;
  const n = Number(e.key);
  if (Number.isInteger(n) && n >= 1 && n <= MENU_SCREENS.length)
    return parseMenuCommand(`screen:${MENU_SCREENS[n - 1].id}`);
  return parseMenuCommand(LETTERS[e.key.toLowerCase()]);
}
