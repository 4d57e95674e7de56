import { createContext, useContext, type ReactNode } from 'react';

/**
 * What an admin screen may ask of the program it runs in. The web admin uses the browser implementation
 * below; the desktop app passes its own (system browser for links, a native save dialog for files).
 * Screens never touch `window` for these directly, so the same components run in both.
 */
export interface AdminPlatform {
  /** Reloads the whole screen (the home page reloads after the video section is added). */
  reload(): void;
  /** Opens a link outside the admin: a mailto: address or another site. */
  openExternal(url: string): void;
  /** Puts text on the clipboard; rejects when the clipboard is not available. */
  copyText(text: string): Promise<void>;
  /** Offers a file to save, e.g. a CSV export. */
  saveFile(name: string, mimeType: string, content: string): void;
  /**
   * Sends one image to storage and resolves with its address for POST /api/images, reporting progress in
   * percent. Optional: without it the screens use the browser's upload flow (shared/upload/ImageUploader); the
   * desktop app passes one that goes through its bridge (and its outbox when offline).
   */
  uploadImage?(file: File, onProgress: (percent: number) => void): Promise<string>;
  /**
   * Whether an address `uploadImage` gave names a picture still waiting on this computer (the desktop app offline:
   * it is uploaded before the change that uses it), so the form says where the picture is.
   */
  pictureWaits?(url: string): boolean;
}

export const browserPlatform: AdminPlatform = {
  reload: () => window.location.reload(),
  openExternal(url) {
    if (url.startsWith('mailto:')) window.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
  },
  async copyText(text) {
    if (!navigator.clipboard) throw new Error('Clipboard not available');
    await navigator.clipboard.writeText(text);
  },
  saveFile(name, mimeType, content) {
    const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    // Give the browser a moment to start the download before the address goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

const PlatformContext = createContext<AdminPlatform>(browserPlatform);

export function AdminPlatformProvider({ platform, children }: { platform: AdminPlatform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export const useAdminPlatform = () => useContext(PlatformContext);
