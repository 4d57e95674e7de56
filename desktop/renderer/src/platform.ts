import type { AdminPlatform } from '@shared/admin/common/platform';
import type { DesktopBridge } from '@shared/desktop/bridge';

/** What the shared screens may ask of the desktop: links to the system browser, native save, the core's uploads. */
export function desktopPlatform(bridge: DesktopBridge, reloadData: () => void): AdminPlatform {
  const waiting = new Set<string>();
  return {
    // A desktop app has no page to reload: fetch every screen's data again instead.
    reload: reloadData,
    openExternal: (url) => void bridge.openExternal(url),
    copyText: (text) => bridge.copyText(text),
    saveFile: (name, _mimeType, content) => void bridge.saveFile(name, content),
    // The core sends it now, or keeps it in the outbox and answers with a placeholder address it swaps on sync.
    async uploadImage(file, onProgress) {
      const data = new Uint8Array(await file.arrayBuffer());
      onProgress(0);
      const { url, source } = await bridge.uploadImage({ name: file.name, type: file.type, data });
      if (source === 'draft') waiting.add(url);
      onProgress(100);
      return url;
    },
    pictureWaits: (url) => waiting.has(url),
  };
}
