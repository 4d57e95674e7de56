import { adminScreen, desktopScreens, type DesktopScreenName } from '@shared/admin/screens';

/**
 * What the native menu (desktop/main/menuTemplate.ts, sent by Electron main) and the in-app shortcuts ask of
 * the renderer. In the harness there is no menu, so the same keys work inside the page.
 */
export type Command =
  { kind: 'screen'; screen: ScreenId } | { kind: 'sync' } | { kind: 'reload' } | { kind: 'signOut' };

/** The desktop app's screens, in the navigation's order (shared/admin/screens.ts). */
export const SCREENS = desktopScreens();

export type ScreenId = DesktopScreenName;

export const screenPath = (id: ScreenId) => adminScreen(id).path;

/** A menu command string ('screen:events', 'sync', 'reload', 'sign-out'); null for anything else. */
export function parseMenuCommand(raw: unknown): Command | null {
  if (typeof raw !== 'string') return null;
  if (raw === 'sync') return { kind: 'sync' };
  if (raw === 'reload') return { kind: 'reload' };
  if (raw === 'sign-out') return { kind: 'signOut' };
  const m = raw.match(/^screen:(.+)$/);
  const screen = m && SCREENS.find((s) => s.name === m[1]);
  return screen ? { kind: 'screen', screen: screen.name } : null;
}

/** The menu's accelerators (desktop/main/menuTemplate.ts): each screen's key, S sync, R reload. */
const COMMANDS: Record<string, string> = { s: 'sync', r: 'reload' };

export function shortcutCommand(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): Command | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return null;
  const key = e.key.toLowerCase();
  const screen = SCREENS.find((s) => s.shortcut?.toLowerCase() === key);
  return parseMenuCommand(screen ? `screen:${screen.name}` : COMMANDS[key]);
}
