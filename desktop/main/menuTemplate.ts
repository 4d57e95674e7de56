import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../shared/desktop/menuCommands';
import { menuScreens } from '../../shared/admin/screens';

/**
 * The native menu. The office's shortcuts (CmdOrCtrl with each screen's key from the list of admin screens,
 * shared/admin/screens.ts; CmdOrCtrl+S to sync now, CmdOrCtrl+R to reload the data) send commands to the renderer rather than acting in main, so the renderer
 * stays the one place that decides what a screen does. CmdOrCtrl+R deliberately replaces the browser reload: a
 * volunteer who presses it wants fresh data, not a blank window while the page starts again.
 */
export interface MenuOptions {
  /** process.platform: macOS gets the application menu first. */
  platform: string;
  appName: string;
  send(command: MenuCommand): void;
  /** Developer tools only in development builds. */
  devTools: boolean;
}

export function appMenuTemplate({ platform, appName, send, devTools }: MenuOptions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const item = (label: string, accelerator: string | undefined, command: MenuCommand): MenuItemConstructorOptions => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => send(command),
  });

  const screens = (menu: 'go' | 'file') =>
    menuScreens(menu).map((screen) =>
      item(screen.label, screen.shortcut && `CmdOrCtrl+${screen.shortcut}`, `screen:${screen.name}`),
    );

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      item('Sync Now', 'CmdOrCtrl+S', 'sync'),
      item('Reload Data', 'CmdOrCtrl+R', 'reload'),
      { type: 'separator' },
      ...screens('file'),
      { type: 'separator' },
      item('Sign Out', undefined, 'sign-out'),
      ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  };

  const go: MenuItemConstructorOptions = {
    label: 'Go',
    submenu: screens('go'),
  };

  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...(devTools ? [{ type: 'separator' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };

  return [
    ...(mac
      ? [
          {
            label: appName,
            submenu: [
              { role: 'about' },
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    file,
    // The edit roles give text fields their copy/paste shortcuts (macOS has none without them).
    { role: 'editMenu' },
    go,
    view,
    { role: 'windowMenu' },
  ];
}
