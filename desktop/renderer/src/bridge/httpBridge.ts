import type { DesktopBridge, UploadFile } from '@shared/desktop/bridge';

/**
 * The browser implementation of the bridge, used when the harness serves the renderer: every method is a
 * POST /bridge/<method> on the page's own origin with the arguments as a JSON array; the harness runs the
 * same desktop core the Electron main process runs. Uploads go as raw bytes with the name and type in headers.
 * The window-only methods fall back to what a browser can do.
 */
export function createHttpBridge(origin = ''): DesktopBridge {
  async function call<T>(method: string, ...args: unknown[]): Promise<T> {
    const res = await fetch(`${origin}/bridge/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    return answer<T>(res);
  }

  return {
    connection: () => call('connection'),
    connect: (serverUrl) => call('connect', serverUrl),
    signIn: (email, password) => call('signIn', email, password),
    signOut: () => call('signOut'),
    request: (request) => call('request', request),
    uploadImage: async (file: UploadFile) =>
      answer(
        await fetch(`${origin}/bridge/uploadImage`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/octet-stream',
            'X-File-Name': encodeURIComponent(file.name),
            'X-File-Type': file.type,
          },
          body: file.data as Uint8Array<ArrayBuffer>,
        }),
      ),
    syncState: () => call('syncState'),
    syncNow: () => call('syncNow'),
    resolveConflict: (id, choice) => call('resolveConflict', id, choice),
    discardChange: (id) => call('discardChange', id),
    // No native dialog in a browser: the import screen asks for the path in a text field instead.
    chooseFolder: async () => null,
    scanFolder: (folder) => call('scanFolder', folder),
    startImport: (plan) => call('startImport', plan),
    cancelImport: () => call('cancelImport'),
    importProgress: () => call('importProgress'),
    interruptedImport: () => call('interruptedImport'),
    forgetImport: () => call('forgetImport'),
    async openExternal(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    async copyText(text) {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(text);
    },
    async saveFile(name, contents) {
      const url = URL.createObjectURL(new Blob([contents], { type: 'text/plain' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return true;
    },
  };
}

/** The harness answers `{ result }` or `{ error }` (a message for people); the bridge contract rejects with it. */
async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({ error: `${res.status}: ${res.statusText}` }))) as {
    result?: T;
    error?: string;
  };
  if (!res.ok || body.error !== undefined) throw new Error(body.error ?? `${res.status}: ${res.statusText}`);
  return body.result as T;
}
