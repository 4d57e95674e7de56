import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './server';
import { launchBrowser } from './browser';
import { createAccount, type Account } from './accounts';

export interface SiteInUse {
  server: BuiltServer;
  browser: Browser;
}

/**
 * Registers the suite's hooks: the built site (with `env` and `options`) and a browser started side by side, then `accounts` made
 * with the CLI; both closed after the suite. The fields are filled once the suite starts.
 */
export function useSite(
  accounts: Account[] = [],
  env: Record<string, string> = {},
  options: Parameters<typeof startBuiltServer>[1] = {},
): SiteInUse {
  const site = {} as SiteInUse;
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startBuiltServer(env, options), launchBrowser()]);
    for (const who of accounts) await createAccount(site.server, who);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
