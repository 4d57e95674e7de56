import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, waitForHydration } from './support/browser';
import { signIn } from './support/accounts';
import { useSite } from './support/site';
import { restoreTablesWhenTryEnds, untilServed } from './support/database';

const ADMIN = { email: 'page-texts-admin@example.org', password: 'a long admin password 41', admin: true };
const STORY = 'Neighbours walked these fields long before anyone drew a map of them.';
const SECOND = 'They still do, every weekend of the year.';

/**
 * The organisation's own words are edited on the Page Texts screen and shown on the public page at once, to a
 * visitor whose copy of the page was cached before the save; an emptied text leaves its section off the page.
 */
describe('page texts (/admin/page-texts)', () => {
  const site = useSite([ADMIN]);

  it('an admin rewrites the About story; a visitor sees it at once, without the sample mark', async () => {
    restoreTablesWhenTryEnds(site.server, ['page_texts']);
    await untilServed(site.server, '/about', /<h2[^>]*>Our Story<\/h2>/);
    const visitor = await openPage(await site.browser.newContext(DESKTOP));
    await visitor.goto(`${site.server.url}/about`);
    await visitor.getByRole('heading', { level: 2, name: 'Our Story' }).waitFor();
    expect(await visitor.locator('main').textContent()).not.toContain(STORY);

    const page = await openPage(await site.browser.newContext(DESKTOP));
    await signIn(page, site.server.url, ADMIN, '/admin');
    await waitForHydration(page);
    // The dashboard's way in, not the launch checklist's "The main page texts in your own words" below it.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Page Texts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page Texts' }).waitFor();
    const form = page.getByRole('form', { name: /About page: Our story/ });
    // The heading shows while the texts are still loading: wait for the form's mark, then count it.
    await form.getByText('Sample', { exact: true }).waitFor();
    await expect(form.getByText('Sample', { exact: true }).count()).resolves.toBe(1);
    await form.getByLabel('Text').fill(`${STORY}\n\n${SECOND}`);
    await form.getByRole('button', { name: 'Save Our story' }).click();
    await page.getByText('About page: Our story updated').waitFor();
    // The notice comes with the server's answer; the mark goes when the texts are read again just after.
    await expect.poll(() => form.getByText('Sample', { exact: true }).count()).toBe(0);
    await expectAccessible(page);
    page.expectNoErrors();

    await visitor.goto(`${site.server.url}/about`);
    await waitForHydration(visitor);
    const story = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Our Story' }) });
    await expect(story.locator('p').allTextContents()).resolves.toEqual(expect.arrayContaining([STORY, SECOND]));
    expect(await story.textContent()).not.toMatch(/sample/i);
    visitor.expectNoErrors();

    // Emptied, the section is left off the page for visitors.
    await form.getByLabel('Text').fill('');
    await form.getByRole('button', { name: 'Save Our story' }).click();
    await form.getByText('Not shown: empty').waitFor();
    await visitor.goto(`${site.server.url}/about`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Our Story' }).count()).resolves.toBe(0);
    await page.context().close();
    await visitor.context().close();
  });
});
