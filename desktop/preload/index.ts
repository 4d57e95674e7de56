import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { DESKTOP_BRIDGE_GLOBAL, type DesktopBridge } from '../../shared/desktop/bridge';
import type { DesktopMenuEvents, MenuCommand } from '../../shared/desktop/menuCommands';
import { bridgeChannel, bridgeValue, MENU_COMMAND_CHANNEL } from '../main/channels';

/**
 * The renderer's only way out of its sandbox: named functions, each one `invoke` on its own channel. Nothing of
 * ipcRenderer itself is exposed, so page code cannot pick a channel or listen to anything but menu commands.
 */
const call =
  <M extends keyof DesktopBridge>(method: M) =>
  (...args: Parameters<DesktopBridge[M]>) =>
    ipcRenderer.invoke(bridgeChannel(method), ...args).then(bridgeValue) as ReturnType<DesktopBridge[M]>;

const bridge = {
  connection: call('connection'),
  connect: call('connect'),
  signIn: call('signIn'),
  signOut: call('signOut'),
  request: call('request'),
  uploadImage: call('uploadImage'),
  syncState: call('syncState'),
  syncNow: call('syncNow'),
  resolveConflict: call('resolveConflict'),
  discardChange: call('discardChange'),
  chooseFolder: call('chooseFolder'),
  scanFolder: call('scanFolder'),
  startImport: call('startImport'),
  cancelImport: call('cancelImport'),
  importProgress: call('importProgress'),
  interruptedImport: call('interruptedImport'),
  forgetImport: call('forgetImport'),
  openExternal: call('openExternal'),
  copyText: call('copyText'),
  saveFile: call('saveFile'),
  onMenuCommand(listener) {
    const handler = (_event: IpcRendererEvent, command: MenuCommand) => listener(command);
    ipcRenderer.on(MENU_COMMAND_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, handler);
    };
  },
} satisfies DesktopBridge & DesktopMenuEvents;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_GLOBAL, bridge);
