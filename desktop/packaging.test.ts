import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
// electron-builder's own loader and schema check, so the test reads the file exactly as packaging will.
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const inRoot = (file: string) => `${root}/${file}`;

async function builderConfig(file = 'electron-builder.yml') {
  const config = await getConfig(root, file, null);
  await validateConfiguration(config, { isEnabled: false, add: () => undefined } as never);
  return config;
}

const targets = (value: unknown) => (value as { target: string[] }).target;

describe('electron-builder.yml', () => {
  it('passes electron-builder’s schema and names the app, its entry and the update feed', async () => {
    const config = await builderConfig();
    expect(config.appId).toBe('org.example.preserve.admin');
    expect(config.productName).toBe('Preserve Admin');
    expect(config.extraMetadata).toEqual({ main: 'desktop/out/main/index.js' });
    expect(config.publish).toMatchObject({ provider: 'generic', url: expect.stringMatching(/^https:\/\//) });
    expect(config.asarUnpack).toContain('**/node_modules/better-sqlite3/**');
  });

  it('builds AppImage and deb for Linux, NSIS for Windows and a dmg for macOS, each with an icon that exists', async () => {
    const config = await builderConfig();
    expect(targets(config.linux)).toEqual(['AppImage', 'deb']);
    expect(targets(config.win)).toEqual(['nsis']);
    expect(targets(config.mac)).toEqual(['dmg']);
    for (const platform of [config.linux, config.win, config.mac])
      expect(existsSync(inRoot(platform!.icon!))).toBe(true);
  });

  it('packs the built app only, and the entry it names is what build:desktop writes', async () => {
    const config = await builderConfig();
    const files = (config.files as Array<{ filter: string[] }> | string[]).flatMap((f) =>
      typeof f === 'string' ? [f] : f.filter,
    );
    expect(files).toContain('desktop/out/**');
    expect(files.some((f) => /^(server|web|shared)\b/.test(f))).toBe(false);
    // The entry electron-builder names (desktop/out/main/index.js) is where the desktop build writes the main process.
    const viteConfig = (await import('./electron.vite.config')).default as {
      main: { build: { outDir: string; rolldownOptions: { input: Record<string, string> } } };
    };
    expect(viteConfig.main.build.outDir).toBe(fileURLToPath(new URL('out/main', import.meta.url)));
    expect(Object.keys(viteConfig.main.build.rolldownOptions.input)).toEqual(['index']);
    expect(config.extraMetadata).toEqual({ main: 'desktop/out/main/index.js' });
  });
});

describe('the app icons', () => {
  it('has a 512 px PNG for Linux', async () => {
    const meta = await sharp(inRoot('desktop/build/icon.png')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('has a Windows ICO up to 256 px and a macOS ICNS up to 1024 px, each holding PNG images', async () => {
    const ico = await readFile(inRoot('desktop/build/icon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i) || 256);
    expect(sizes).toContain(256);
    for (let i = 0; i < count; i++) {
      const image = ico.subarray(
        ico.readUInt32LE(6 + 16 * i + 12),
        ico.readUInt32LE(6 + 16 * i + 12) + ico.readUInt32LE(6 + 16 * i + 8),
      );
      expect((await sharp(image).metadata()).width).toBe(sizes[i]);
    }

    const icns = await readFile(inRoot('desktop/build/icon.icns'));
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const widths: number[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      widths.push((await sharp(icns.subarray(at + 8, at + icns.readUInt32BE(at + 4))).metadata()).width!);
    }
    expect(widths).toEqual([128, 256, 512, 1024]);
  });

  it('keeps them small', async () => {
    for (const file of ['icon.png', 'icon.ico', 'icon.icns']) {
      expect((await readFile(inRoot(`desktop/build/${file}`))).length, file).toBeLessThan(64 * 1024);
    }
  });
});
