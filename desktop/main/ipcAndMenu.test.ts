import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../shared/desktop/bridge';
import type { MenuCommand } from '../../shared/desktop/menuCommands';
import { bridgeArgumentSchemas } from '../../shared/schemas/desktopBridge';
import { callBridge } from './bridgeCalls';
import { BRIDGE_METHODS, bridgeChannel, bridgeOutcome, bridgeValue, MENU_COMMAND_CHANNEL } from './channels';
import { appMenuTemplate } from './menuTemplate';
import { appWindowOptions } from './windowOptions';

/** A bridge that records what reached it, so a test sees whether a call got past the argument check. */
function recordingBridge() {
  const calls: Array<[string, unknown[]]> = [];
  const bridge = Object.fromEntries(
    BRIDGE_METHODS.map((method) => [
      method,
      async (...args: unknown[]) => (calls.push([method, args]), `${method} done`),
    ]),
  ) as unknown as DesktopBridge;
  return { bridge, calls };
}

describe('the window', () => {
  it('runs the renderer isolated and sandboxed, without Node', () => {
    const prefs = appWindowOptions('/app/preload/index.cjs').webPreferences!;
    expect(prefs).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});

describe('the IPC channels', () => {
  it('has one distinct channel per bridge method, each with an argument schema', () => {
    const channels = BRIDGE_METHODS.map(bridgeChannel);
    expect(new Set(channels).size).toBe(BRIDGE_METHODS.length);
    expect(channels).not.toContain(MENU_COMMAND_CHANNEL);
    expect(Object.keys(bridgeArgumentSchemas).sort()).toEqual([...BRIDGE_METHODS].sort());
  });

  it('passes valid calls through to the implementation', async () => {
    const { bridge, calls } = recordingBridge();
    await expect(callBridge(bridge, 'request', [{ method: 'GET', path: '/api/events?page=1' }])).resolves.toBe(
      'request done',
    );
    await callBridge(bridge, 'resolveConflict', ['abc', { keep: 'merged', values: { title: 'Walk' } }]);
    await callBridge(bridge, 'uploadImage', [{ name: 'owl.jpg', type: 'image/jpeg', data: new Uint8Array([1, 2, 3]) }]);
    await callBridge(bridge, 'syncNow', []);
    expect(calls.map(([method]) => method)).toEqual(['request', 'resolveConflict', 'uploadImage', 'syncNow']);
    expect(calls[2][1][0]).toMatchObject({ name: 'owl.jpg', data: new Uint8Array([1, 2, 3]) });
  });

  it.each([
    ['request', [{ method: 'GET', path: 'https://evil.example/api/x' }], /Path must be an \/api path/],
    ['request', [{ method: 'TRACE', path: '/api/events' }], /Invalid call to request/],
    ['request', [{ method: 'GET', path: '/api/events', extra: 1 }], /Invalid call to request/],
    ['connect', ['file:///etc/passwd'], /Address must start with http/],
    ['openExternal', ['file:///C:/Windows/calc.exe'], /Only web and mail links/],
    ['uploadImage', [{ name: 'a.jpg', type: 'image/jpeg', data: 'not bytes' }], /File data must be bytes/],
    ['resolveConflict', ['abc', { keep: 'everything' }], /Invalid call to resolveConflict/],
    ['syncNow', ['surprise'], /Invalid call to syncNow/],
    ['signIn', ['a@example.org'], /Invalid call to signIn/],
  ] as const)('refuses %s with bad arguments before it reaches the implementation', async (method, args, message) => {
    const { bridge, calls } = recordingBridge();
    await expect(callBridge(bridge, method, [...args])).rejects.toThrow(message);
    expect(calls).toEqual([]);
  });

  it('carries an answer or a failure across as a value, so the renderer reads the failure in its own words', async () => {
    expect(bridgeValue(await bridgeOutcome(async () => ({ status: 202, source: 'draft' })))).toEqual({
      status: 202,
      source: 'draft',
    });
    const refused = class SiteRefused extends Error {};
    const outcome = await bridgeOutcome(async () => {
      const err = new refused('That image is larger than 10 MB.');
      err.name = 'SiteRefused';
      throw err;
    });
    // What crosses IPC is plain data (structured clone keeps no class).
    expect(structuredClone(outcome)).toEqual({
      error: { name: 'SiteRefused', message: 'That image is larger than 10 MB.' },
    });
    let thrown: unknown;
    try {
      bridgeValue(structuredClone(outcome));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('That image is larger than 10 MB.');
    expect((thrown as Error).name).toBe('SiteRefused');
    expect(bridgeValue(await bridgeOutcome(async () => undefined))).toBeUndefined();
  });
});

describe('the native menu', () => {
  const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);

  function menu(platform: string, devTools = false) {
    const sent: MenuCommand[] = [];
    const items = flatten(
      appMenuTemplate({ platform, appName: 'Preserve Admin', devTools, send: (c) => sent.push(c) }),
    );
    const press = (accelerator: string) => {
      const item = items.find((i) => i.accelerator === accelerator);
      if (!item?.click) throw new Error(`no menu item for ${accelerator}`);
      (item.click as () => void)();
      return sent.at(-1);
    };
    return { items, press };
  }

  it("sends the office's shortcuts to the renderer", () => {
    const { press } = menu('linux');
    expect(['1', '2', '3', '4', '5', '6'].map((n) => press(`CmdOrCtrl+${n}`))).toEqual([
      'screen:events',
      'screen:gallery',
      'screen:home',
      'screen:volunteers',
      'screen:contacts',
      'screen:users',
    ]);
    expect(press('CmdOrCtrl+S')).toBe('sync');
    expect(press('CmdOrCtrl+R')).toBe('reload');
    expect(press('CmdOrCtrl+I')).toBe('screen:import');
  });

  it('has no browser reload and no developer tools in a packaged app, and an app menu on macOS only', () => {
    const linux = menu('linux').items;
    expect(linux.some((i) => i.role === 'reload' || i.role === 'forceReload' || i.role === 'toggleDevTools')).toBe(
      false,
    );
    expect(menu('linux', true).items.some((i) => i.role === 'toggleDevTools')).toBe(true);
    expect(linux.filter((i) => i.role === 'quit')).toHaveLength(1);
    expect(menu('darwin').items.some((i) => i.role === 'hideOthers')).toBe(true);
    expect(linux.some((i) => i.role === 'hideOthers')).toBe(false);
    const accelerators = linux.map((i) => i.accelerator).filter(Boolean);
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });
});
