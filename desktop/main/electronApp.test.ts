import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_BRIDGE_GLOBAL } from '../../shared/desktop/bridge';

/** The `electron` package throws when its binary was never downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD here). */
function electronBinary(): string | null {
  try {
    const binary = createRequire(import.meta.url)('electron') as string;
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
const builtMain = fileURLToPath(new URL('../out/main/index.js', import.meta.url));

describe.skipIf(!binary)(
  'the Electron app (needs the Electron binary, which cannot be downloaded on this machine)',
  () => {
    let app: ElectronApplication;
    let page: Page;

    beforeAll(async () => {
      // Run `npm run build:desktop` first (desktop/build.test.ts does it when the whole project runs).
      expect(existsSync(builtMain)).toBe(true);
      app = await _electron.launch({
        executablePath: binary!,
        args: [builtMain],
        env: { ...process.env, PRESERVE_DESKTOP_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'preserve-desktop-')) },
      });
      page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
    }, 120_000);

    afterAll(async () => {
      await app?.close();
    });

    it('loads the bundled renderer with Node kept out and contexts isolated', async () => {
      expect(page.url()).toBe('app://renderer/index.html');
      const globals = await page.evaluate(
        (key) => ({
          require: typeof (window as unknown as { require?: unknown }).require,
          process: typeof (window as unknown as { process?: unknown }).process,
          bridge: Object.keys((window as unknown as Record<string, object>)[key] ?? {}).length,
        }),
        DESKTOP_BRIDGE_GLOBAL,
      );
      expect(globals).toEqual({ require: 'undefined', process: 'undefined', bridge: 17 });
    });

    it('sends the strict CSP with the page and blocks remote connections', async () => {
      const csp = await page.evaluate(async () =>
        (await fetch('app://renderer/index.html')).headers.get('content-security-policy'),
      );
      expect(csp).toContain("default-src 'none'");
      const remote = await page.evaluate(() =>
        fetch('https://example.org/').then(
          () => 'loaded',
          () => 'blocked',
        ),
      );
      expect(remote).toBe('blocked');
    });

    it('opens no new windows and does not navigate away', async () => {
      const opened = await page.evaluate(() => window.open('app://renderer/index.html') === null);
      expect(opened).toBe(true);
      await page.evaluate(() => {
        window.location.href = 'file:///etc/hosts';
      });
      // A round trip to the page after the attempt: had the navigation gone through, this would run on a new page.
      expect(await page.evaluate(() => document.readyState)).toBe('complete');
      expect(page.url()).toBe('app://renderer/index.html');
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    });

    it('refuses permission requests', async () => {
      const state = await page.evaluate(() => Notification.requestPermission());
      expect(state).toBe('denied');
    });

    it('encrypts with safeStorage', async () => {
      const roundTrip = await app.evaluate(({ safeStorage }) => {
        const sealed = safeStorage.encryptString('desktop-token');
        return { differs: !sealed.toString('utf8').includes('desktop-token'), back: safeStorage.decryptString(sealed) };
      });
      expect(roundTrip).toEqual({ differs: true, back: 'desktop-token' });
    });
  },
);
