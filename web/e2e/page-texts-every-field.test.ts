import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, PHONE, waitForHydration } from './support/browser';
import { sessionCookie } from './support/accounts';
import { restoreTablesWhenTryEnds } from './support/database';
import { useSite } from './support/site';
import { PAGE_TEXT_KEYS, PAGE_TEXT_PLACES, type PageTextKey } from '@shared/lib/pageTexts';
import type { PageTextDto } from '@shared/api/types';

const ADMIN = { email: 'page-text-walk-admin@example.org', password: 'a long admin password 58', admin: true };
const WIDE = { viewport: { width: 1366, height: 900 } };

/**
 * Every field of the Page Texts screen shows where it says it does: the list of places comes from the module the
 * pages and the editor read (shared/lib/pageTexts.ts), so a place added there is walked here too. Each text gets
 * a heading and words of its own, and every page the place names must show both (the heading as a heading).
 */
describe('every page text shows on the pages it names', () => {
  const site = useSite([ADMIN]);

  it('saves a unique heading and text for every place, and finds each on its pages (390 and 1366 px)', async () => {
    restoreTablesWhenTryEnds(site.server, ['page_texts']);
    const cookie = await sessionCookie(site.server, ADMIN);
    const saved = (await (await fetch(`${site.server.url}/api/page-texts`)).json()) as PageTextDto[];
    const unique = (key: PageTextKey) => ({
      title: PAGE_TEXT_PLACES[key].titled ? `Walk heading ${key}` : null,
      body: `Walk words for ${key}`,
    });
    for (const key of PAGE_TEXT_KEYS) {
      const res = await fetch(`${site.server.url}/api/admin/page-texts/${key}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...unique(key), version: saved.find((t) => t.key === key)?.version }),
      });
      expect(res.status, `${key}: ${await res.text()}`).toBe(200);
    }

    const paths = [...new Set(PAGE_TEXT_KEYS.flatMap((key) => PAGE_TEXT_PLACES[key].paths))];
    for (const options of [PHONE, WIDE]) {
      const page = await openPage(await site.browser.newContext(options));
      for (const path of paths) {
        await page.goto(`${site.server.url}${path}`);
        await waitForHydration(page);
        for (const key of PAGE_TEXT_KEYS.filter((k) => PAGE_TEXT_PLACES[k].paths.includes(path))) {
          const { title, body } = unique(key);
          await expect(page.getByText(body, { exact: true }).count(), `${key} on ${path}`).resolves.toBe(1);
          if (title)
            await expect(
              page.getByRole('heading', { name: title, exact: true }).count(),
              `${key}'s heading on ${path}`,
            ).resolves.toBe(1);
        }
        await expectAccessible(page);
      }
      page.expectNoErrors();
      await page.context().close();
    }
  });
});
