/**
 * Commands the desktop app's native menu (and its shortcuts) sends to the renderer, as plain strings:
 * `screen:<id>`, `sync`, `reload`, `sign-out`. The preload's bridge object carries the subscription
 * (`onMenuCommand`); in the browser harness there is no native menu, so it is absent and the renderer keeps only
 * its in-app shortcuts. Which screens the menu lists, and their keys, is the list of admin screens
 * (shared/admin/screens.ts).
 */
export type MenuCommand = `screen:${string}` | 'sync' | 'reload' | 'sign-out';

export interface DesktopMenuEvents {
  /** Calls `listener` with every menu command; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
