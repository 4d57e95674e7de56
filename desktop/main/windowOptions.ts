import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The app window's options. The renderer is a web page with no Node: it runs sandboxed and isolated, and reaches
 * the computer only through the preload's named bridge functions.
 */
export function appWindowOptions(preloadPath: string, iconPath?: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: 'Preserve Admin',
    show: false,
    backgroundColor: '#f6f7f9',
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}
