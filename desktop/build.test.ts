import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_BRIDGE_GLOBAL } from '../shared/desktop/bridge';
import { BRIDGE_METHODS, bridgeChannel, MENU_COMMAND_CHANNEL } from './main/channels';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const out = (file: string) => fileURLToPath(new URL(`out/${file}`, import.meta.url));

// One real `npm run build:desktop` (electron-vite) for the whole file; the Electron binary is not needed for it.
beforeAll(async () => {
  await run('npm', ['run', 'build:desktop'], { cwd: root });
}, 180_000);

describe('npm run build:desktop', () => {
  it('writes the main process, the preload and the renderer, and each bundle parses', async () => {
    for (const file of ['main/index.js', 'preload/index.cjs', 'renderer/index.html'])
      expect(existsSync(out(file)), file).toBe(true);
    await run(process.execPath, ['--check', out('main/index.js')]);
    await run(process.execPath, ['--check', out('preload/index.cjs')]);
    const html = await readFile(out('renderer/index.html'), 'utf8');
    // Relative asset paths: app://renderer serves the folder as it is.
    expect(html).toMatch(/src="\.\/assets\/[^"]+\.js"/);
  });

  it('keeps the hardening in the built main process', async () => {
    const main = await readFile(out('main/index.js'), 'utf8');
    for (const setting of ['contextIsolation: true', 'sandbox: true', 'nodeIntegration: false', 'webSecurity: true']) {
      expect(main).toContain(setting);
    }
    for (const guard of [
      'setWindowOpenHandler',
      'will-navigate',
      'setPermissionRequestHandler',
      'requestSingleInstanceLock',
      'Content-Security-Policy',
    ]) {
      expect(main).toContain(guard);
    }
  });

  it('leaves packages to node_modules, and every package the main process needs is a dependency', async () => {
    const main = await readFile(out('main/index.js'), 'utf8');
    const imports = [...main.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    const packages = imports.filter((name) => !name.startsWith('node:') && name !== 'electron');
    const { dependencies } = JSON.parse(await readFile(`${root}/package.json`, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of packages)
      expect(Object.keys(dependencies), name).toContain(
        name
          .split('/')
          .slice(0, name.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    // Node resolves each of them from the app's folder, as Electron will.
    const require = createRequire(`${root}/package.json`);
    for (const name of packages) expect(() => require.resolve(name)).not.toThrow();
  });

  it('exposes only the named bridge functions, each invoking its own channel', async () => {
    const code = await readFile(out('preload/index.cjs'), 'utf8');
    const exposed: Record<string, Record<string, (...args: unknown[]) => unknown>> = {};
    const invoked: unknown[][] = [];
    const listeners = new Map<string, (...args: unknown[]) => void>();
    // The preload in a bare context with only what a sandboxed preload gets: `require('electron')`.
    const electron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: Record<string, (...args: unknown[]) => unknown>) => (exposed[key] = api),
      },
      ipcRenderer: {
        // Answers as the main process does: the outcome as a value (channels.ts).
        invoke: async (...args: unknown[]) => {
          invoked.push(args);
          return args[1] === 'refused'
            ? { error: { name: 'SiteRefused', message: 'That image is larger than 10 MB.' } }
            : { value: `${String(args[0])} done` };
        },
        on: (channel: string, listener: (...args: unknown[]) => void) => listeners.set(channel, listener),
        removeListener: (channel: string) => listeners.delete(channel),
      },
    };
    const sandboxRequire = (name: string) => {
      if (name === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require ${name}`);
    };
    vm.runInNewContext(code, { require: sandboxRequire, module: { exports: {} }, exports: {} });

    expect(Object.keys(exposed)).toEqual([DESKTOP_BRIDGE_GLOBAL]);
    const bridge = exposed[DESKTOP_BRIDGE_GLOBAL];
    expect(Object.keys(bridge).sort()).toEqual([...BRIDGE_METHODS, 'onMenuCommand'].sort());
    for (const method of BRIDGE_METHODS) expect(await bridge[method]('argument')).toBe(`${bridgeChannel(method)} done`);
    expect(invoked).toEqual(BRIDGE_METHODS.map((method) => [bridgeChannel(method), 'argument']));
    // A failure in the main process reaches the page in its own words, not Electron's.
    await expect(bridge.uploadImage('refused')).rejects.toThrow(/^That image is larger than 10 MB\.$/);

    const received: unknown[] = [];
    const unsubscribe = bridge.onMenuCommand((command: unknown) => received.push(command)) as () => void;
    listeners.get(MENU_COMMAND_CHANNEL)!({}, 'sync');
    expect(received).toEqual(['sync']);
    unsubscribe();
    expect(listeners.has(MENU_COMMAND_CHANNEL)).toBe(false);
  });
});
