/**
 * The list of admin screens (shared/admin/screens.ts) and the list of public pages (shared/publicPages.ts) for the
 * plain Node scripts. Node 20 runs no TypeScript, so Vite's module runner reads the two files; they import nothing
 * at run time, so no bundle or build is needed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

const load = async (file) =>
  (await runnerImport(path.join(root, file), { root, configFile: false, logLevel: 'silent' })).module;

const [screens, pages] = await Promise.all([load('shared/admin/screens.ts'), load('shared/publicPages.ts')]);

export const ADMIN_SCREEN_LIST = screens.ADMIN_SCREENS;
export const PUBLIC_PAGE_LIST = pages.PUBLIC_PAGE_LIST;
export const screenshotAddresses = pages.screenshotAddresses;
