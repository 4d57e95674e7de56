import { clipboard, dialog, shell, type BrowserWindow } from 'electron';
import { writeFile } from 'node:fs/promises';
import type { DesktopBridge } from '../../shared/desktop/bridge';
import { opensExternally } from './policy';

type NativePart = Pick<DesktopBridge, 'chooseFolder' | 'openExternal' | 'copyText' | 'saveFile'>;

/** The bridge methods that need the operating system rather than the core: dialogs, clipboard, the browser. */
export function nativeBridge(window: () => BrowserWindow | null): NativePart {
  return {
    async chooseFolder() {
      const owner = window();
      const options = { title: 'Choose the folder of past events', properties: ['openDirectory' as const] };
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return result.canceled || result.filePaths.length === 0 ? null : result.filePaths[0];
    },
    async openExternal(url) {
      if (!opensExternally(url)) throw new Error('Only web and mail links open outside the app.');
      await shell.openExternal(url);
    },
    async copyText(text) {
      clipboard.writeText(text);
    },
    async saveFile(suggestedName, contents) {
      const owner = window();
      const options = { defaultPath: suggestedName };
      const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
      if (result.canceled || !result.filePath) return false;
      await writeFile(result.filePath, contents, 'utf8');
      return true;
    },
  };
}
