/**
 * Commands the desktop app's native menu (and its shortcuts) sends to the renderer, as plain strings:
 * `screen:<id>`, `sync`, `reload`, `sign-out`. The preload's bridge object carries the subscription
 * (`onMenuCommand`); in the browser harness there is no native menu, so it is absent and the renderer keeps only
 * its in-app shortcuts.
 */
export const MENU_SCREENS = [
  { id: 'events', label: 'Events' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'home', label: 'Home Content' },
  { id: 'volunteers', label: 'Volunteers' },
  { id: 'contacts', label: 'Contact Messages' },
  { id: 'users', label: 'Users' },
] as const;

export type MenuCommand = `screen:${string}` | 'sync' | 'reload' | 'sign-out';

export interface DesktopMenuEvents {
  /** Calls `listener` with every menu command; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
