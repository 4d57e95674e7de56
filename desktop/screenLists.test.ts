import fs from 'node:fs';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, adminRouteId, desktopScreens, webScreens, type AdminScreenEntry } from '@shared/admin/screens';
import { PUBLIC_PAGE_LIST, type PublicPageEntry } from '@shared/publicPages';
import { dashboardLinks, DESKTOP_EDITOR_PATHS } from '@shared/admin/dashboard/dashboardLinks';
import type { DesktopBridge } from '@shared/desktop/bridge';
import type { MenuCommand } from '@shared/desktop/menuCommands';
import { ADMIN_SCREEN_MODULES, createRoutes, PAGE_COMPONENTS } from '@web/src/routes';
import { adminScreenModule, PAGE_MODULES } from '@web/src/pageChunks';
import type { RouteObject } from '@web/src/lib/router';
import { PUBLIC_PAGES } from '@server/routes/api/feeds/sitemap';
import { ADMIN_SCREENS as PROBED_SCREENS, publicPages } from '@server/scripts/pageProbe.mjs';
import { appMenuTemplate } from './main/menuTemplate';
import { parseMenuCommand, SCREENS, shortcutCommand } from './renderer/src/menuCommands';
import { screenElements } from './renderer/src/shell/screens';
import type { SyncControls } from './renderer/src/sync/useSyncState';

/**
 * The list of admin screens and the list of public pages against every place that shows them: a screen or page
 * declared in one place and missing from another fails here. It runs with the desktop's Node tests because the
 * native menu (Electron main), the renderer's navigation and the web router can all be loaded in Node.
 */
const screens: readonly AdminScreenEntry[] = ADMIN_SCREENS;
const pages: readonly PublicPageEntry[] = PUBLIC_PAGE_LIST;
const root = path.resolve(import.meta.dirname, '..');

const routes = createRoutes({ queryClient: new QueryClient(), server: null });
const siteRoutes = routes.find((r) => r.id === 'root')!.children!;
const adminRoutes = siteRoutes.find((r) => r.id === 'admin')!.children!;
const routePath = (base: string, r: RouteObject) => (r.index ? base : `${base.replace(/\/$/, '')}/${r.path}`);

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
const menuItems = (label: 'File' | 'Go') => {
  const sent: MenuCommand[] = [];
  const template = appMenuTemplate({
    platform: 'linux',
    appName: 'Preserve Admin',
    devTools: false,
    send: (c) => sent.push(c),
  });
  return flatten(template.find((m) => m.label === label)!.submenu as MenuItemConstructorOptions[]).map((item) => {
    (item.click as (() => void) | undefined)?.();
    return { label: item.label, accelerator: item.accelerator, command: item.click ? sent.at(-1) : undefined };
  });
};
const screenItems = () => [...menuItems('File'), ...menuItems('Go')].filter((i) => i.command?.startsWith('screen:'));

describe('the list of admin screens', () => {
  it('gives each screen one name, one path and one shortcut', () => {
    for (const key of ['name', 'path', 'label'] as const) {
      expect(new Set(screens.map((s) => s[key])).size, key).toBe(screens.length);
    }
    const keys = screens.flatMap((s) => (s.shortcut ? [s.shortcut.toLowerCase()] : []));
    expect(new Set(keys).size).toBe(keys.length);
    // Ctrl+S and Ctrl+R are the desktop's sync and reload.
    expect(keys).not.toEqual(expect.arrayContaining(['s']));
    expect(keys).not.toEqual(expect.arrayContaining(['r']));
    for (const s of screens) expect(s.web || s.desktop, s.name).toBe(true);
  });

  it('is the web admin router, route for route', () => {
    expect(adminRoutes.map((r) => [r.id, routePath('/admin', r)])).toEqual(
      webScreens().map((s) => [adminRouteId(s.name), s.path]),
    );
  });

  it('names a glue module for each web screen by the rule the server finds its stylesheets by', async () => {
    expect(Object.keys(ADMIN_SCREEN_MODULES).sort()).toEqual(
      webScreens()
        .map((s) => s.name)
        .sort(),
    );
    for (const s of webScreens()) {
      const file = adminScreenModule(s.name);
      expect(fs.existsSync(path.join(root, 'web', file)), file).toBe(true);
      const load = ADMIN_SCREEN_MODULES[s.name as keyof typeof ADMIN_SCREEN_MODULES];
      expect(String(load), s.name).toContain(path.basename(file, '.tsx'));
      // The page title is the screen's label (adminPage names the component after it).
      expect((await load()).default.displayName, s.name).toBe(`AdminPage(${s.label})`);
    }
  });

  it('is the dashboard’s links, with the screens’ labels', () => {
    const links = dashboardLinks(3, DESKTOP_EDITOR_PATHS);
    const listed = screens.filter((s) => s.dashboard);
    expect(links.map(([to]) => to)).toEqual(listed.map((s) => s.path));
    expect(links.map(([, label]) => label)).toEqual(
      listed.map((s) => (s.name === 'contacts' ? `${s.label} (3 unread)` : s.label)),
    );
  });

  it('is the desktop app’s navigation, with a component for each screen', () => {
    expect(SCREENS.map((s) => [s.name, s.label, s.path])).toEqual(
      desktopScreens().map((s) => [s.name, s.label, s.path]),
    );
    const elements = screenElements({
      bridge: {} as DesktopBridge,
      sync: {} as SyncControls,
      openConflict: () => {},
    });
    expect(Object.keys(elements).sort()).toEqual(
      desktopScreens()
        .map((s) => s.name)
        .sort(),
    );
  });

  it('is the native menu’s screens, with the screens’ labels and keys', () => {
    const menued = screens.filter((s) => s.menu);
    expect(
      screenItems()
        .map((i) => [i.command, i.label, i.accelerator])
        .sort(),
    ).toEqual(menued.map((s) => [`screen:${s.name}`, s.label, s.shortcut && `CmdOrCtrl+${s.shortcut}`]).sort());
    expect(menuItems('Go').map((i) => i.command)).toEqual(
      screens
        .filter((s) => s.menu === 'go')
        .sort((a, b) => a.shortcut!.localeCompare(b.shortcut!))
        .map((s) => `screen:${s.name}`),
    );
    for (const s of menued) {
      expect(s.desktop, s.name).toBe(true);
      expect(parseMenuCommand(`screen:${s.name}`), s.name).toEqual({ kind: 'screen', screen: s.name });
    }
  });

  it('gives the same keys inside the page, for the harness that has no native menu', () => {
    for (const s of screens.filter((s) => s.shortcut)) {
      const key = { key: s.shortcut!.toLowerCase(), ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
      expect(shortcutCommand(key), s.name).toEqual({ kind: 'screen', screen: s.name });
    }
  });

  it('is what the layout checks and screenshots open', () => {
    expect(PROBED_SCREENS).toEqual(webScreens().map((s) => s.path));
  });
});

describe('the list of public pages', () => {
  it('gives each page one name and one path', () => {
    expect(new Set(pages.map((p) => p.name)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(pages.at(-1)!.path).toBe('*');
  });

  it('is the site router, route for route, the admin aside', () => {
    const publicRoutes = siteRoutes.filter((r) => r.id !== 'admin');
    expect(publicRoutes.map((r) => [r.id, r.path === '*' ? '*' : routePath('/', r)])).toEqual(
      pages.map((p) => [p.name, p.path]),
    );
    for (const r of publicRoutes) {
      const page = pages.find((p) => p.name === r.id)!;
      expect(!!r.lazy, r.id).toBe(!!page.module);
    }
  });

  it('is the page chunks, each with its component', () => {
    const chunked = pages.filter((p) => p.module);
    expect(PAGE_MODULES).toEqual(Object.fromEntries(chunked.map((p) => [p.name, p.module])));
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(chunked.map((p) => p.name).sort());
    for (const p of chunked) {
      expect(fs.existsSync(path.join(root, 'web', p.module!)), p.module!).toBe(true);
      const load = PAGE_COMPONENTS[p.name as keyof typeof PAGE_COMPONENTS];
      expect(String(load), p.name).toContain(path.basename(p.module!, '.tsx'));
    }
  });

  it('is the sitemap’s fixed pages', () => {
    expect([...PUBLIC_PAGES]).toEqual(pages.filter((p) => p.sitemap === 'always').map((p) => p.path));
  });

  it('is what the layout checks and screenshots open', () => {
    const addresses = pages.flatMap((p) => (p.screenshot ? [p.screenshot.replace(':id', '7')] : []));
    expect(publicPages(7).slice(0, addresses.length)).toEqual(addresses);
  });
});
