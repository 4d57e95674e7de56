import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell } from 'electron';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DesktopBridge } from '../../shared/desktop/bridge';
import type { MenuCommand } from '../../shared/desktop/menuCommands';
import { createDesktopCore, type DesktopCore } from '../core';
import { appProtocolResponse } from './appProtocol';
import { callBridge } from './bridgeCalls';
import { BRIDGE_METHODS, bridgeChannel, bridgeOutcome, MENU_COMMAND_CHANNEL } from './channels';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { appMenuTemplate } from './menuTemplate';
import { nativeBridge } from './nativeBridge';
import { APP_ENTRY_URL, APP_SCHEME, decideNavigation, decideNewWindow, isAppUrl, type AppLocation } from './policy';
import { safeStorageBox } from './safeStorageBox';
import { appWindowOptions } from './windowOptions';

// electron-vite sets this only for `electron-vite dev`; a built app always loads its own bundled files.
const devServerUrl = !app.isPackaged ? (process.env.ELECTRON_RENDERER_URL ?? null) : null;
const location: AppLocation = { devServerUrl };
const rendererDir = fileURLToPath(new URL('../renderer', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const csp = contentSecurityPolicy({ devServerUrl });

// A second profile (tests, or two offices on one computer) keeps its cache, outbox and token apart.
if (process.env.PRESERVE_DESKTOP_DATA_DIR) app.setPath('userData', process.env.PRESERVE_DESKTOP_DATA_DIR);

// Must happen before `ready`: app:// behaves like an https origin (secure, fetch, CSP), not like file://.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let mainWindow: BrowserWindow | null = null;
let core: Promise<DesktopCore> | null = null;

function sendMenuCommand(command: MenuCommand) {
  mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command);
}

function lockDownSession() {
  const ses = session.defaultSession;
  // The app asks for nothing: camera, notifications, geolocation, clipboard-read... are all refused.
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    if (isAppUrl(details.url, location)) headers['Content-Security-Policy'] = [csp];
    callback({ responseHeaders: headers });
  });
  ses.protocol.handle(APP_SCHEME, async (request) => {
    const c = core ? await core : null;
    const siteUrl = c ? (await c.connection()).serverUrl : null;
    const site = c && siteUrl ? { url: siteUrl, fetch: (address: string) => c.storedFile(address) } : null;
    return appProtocolResponse(request.url, rendererDir, csp, readFile, site);
  });
}

function registerBridge() {
  const native = nativeBridge(() => mainWindow);
  const bridge = new Proxy({} as DesktopBridge, {
    get: (_target, name: string) =>
      name in native
        ? native[name as keyof typeof native]
        : async (...args: unknown[]) => {
            const c = await core!;
            return (c[name as keyof DesktopCore] as (...a: unknown[]) => Promise<unknown>).apply(c, args);
          },
  });
  for (const method of BRIDGE_METHODS) {
    ipcMain.handle(bridgeChannel(method), (event, ...args: unknown[]) => {
      // Only the app's own page may use the bridge, never a frame or page that got in some other way.
      if (!event.senderFrame || !isAppUrl(event.senderFrame.url, location)) throw new Error('Not allowed.');
      return bridgeOutcome(() => callBridge(bridge, method, args));
    });
  }
}

function createWindow() {
  const window = new BrowserWindow(appWindowOptions(preloadPath));
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  // A screen with unsaved changes refuses to unload (beforeunload); Electron would then silently keep the window
  // open, so ask the question a browser asks, and close when the volunteer chooses to leave.
  window.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(window, {
      type: 'question',
      buttons: ['Leave without saving', 'Stay and keep editing'],
      defaultId: 1,
      cancelId: 1,
      message: 'Leave without saving?',
      detail: 'Your changes on this screen are not saved yet. If you leave now, they are lost.',
    });
    if (choice === 0) event.preventDefault();
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(devServerUrl ?? APP_ENTRY_URL);
}

app.on('web-contents-created', (_event, contents) => {
  contents.setWindowOpenHandler(({ url }) => {
    if (decideNewWindow(url) === 'open-externally') void shell.openExternal(url);
    return { action: 'deny' };
  });
  const guard = (event: Electron.Event, url: string) => {
    const decision = decideNavigation(url, location);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-externally') void shell.openExternal(url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url, location)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

if (!app.requestSingleInstanceLock()) {
  // A second start only brings the running app forward: two apps on one outbox would sync drafts twice.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(() => {
    core = createDesktopCore({ dataDir: app.getPath('userData'), secretBox: safeStorageBox });
    lockDownSession();
    registerBridge();
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        appMenuTemplate({
          platform: process.platform,
          appName: app.getName(),
          send: sendMenuCommand,
          devTools: !app.isPackaged,
        }),
      ),
    );
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  let closed = false;
  app.on('before-quit', (event) => {
    if (closed || !core) return;
    // Let the core finish its database writes so no draft is lost on quit.
    event.preventDefault();
    closed = true;
    void core
      .then((c) => c.close())
      .catch(() => undefined)
      .finally(() => app.quit());
  });
}
