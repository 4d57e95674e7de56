import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, waitForHydration } from './support/browser';
import { sessionCookie, signIn, type Account } from './support/accounts';
import { restoreTablesWhenTryEnds } from './support/database';
import { useSite } from './support/site';
import type { HistorySectionDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.history@example.org', password: 'History-Editor-Admin-42', admin: true };

describe('history content management', () => {
  const site = useSite([ADMIN]);

  const publicSections = async () =>
    (await (await fetch(`${site.server.url}/api/history-content`)).json()) as HistorySectionDto[];

  it('visitors see the sample history sections and no admin card, nor any admin code', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    const urls: string[] = [];
    page.on('request', (req) => urls.push(req.url()));
    await page.goto(`${site.server.url}/history`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Sample: Working Land' }).waitFor();
    await expect(page.getByText('Admin: Content Management').count()).resolves.toBe(0);
    expect(urls.filter((u) => /HistoryAdmin|blueprint|uppy/i.test(u))).toEqual([]);
    page.expectNoErrors();
    await context.close();
  });

  it('an admin opens Manage History Content, adds a section with a picture, and everyone sees it', async () => {
    restoreTablesWhenTryEnds(site.server, ['history_sections']);
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/history');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Admin: Content Management' }).waitFor();
    await page.getByRole('button', { name: 'Manage History Content' }).click();
    await page.getByRole('heading', { name: 'History Content', exact: true }).waitFor();
    await page.getByText('Visitors see 6 visible sections on the history page.').waitFor();
    await page.getByRole('button', { name: 'Add Section' }).click();
    const form = page.getByRole('form', { name: 'New history section' });
    await form.getByLabel('Add a picture').waitFor();
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByLabel('Title').fill('The Orchard Years');
    await form.getByLabel('Text').fill('Apple trees once stood on the north field.\n\nSome still flower each May.');
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel('Add a picture')
      .setInputFiles({ name: 'orchard.jpg', mimeType: 'image/jpeg', buffer: picture });
    await form.getByText('File uploaded successfully! Now add details and submit.').waitFor();
    await form.getByLabel('Picture description (for people who cannot see it)').fill('Old apple trees in blossom');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('History content updated successfully').waitFor();

    // The admin's page changes at once.
    await page.getByRole('heading', { name: 'The Orchard Years', level: 2 }).first().waitFor();
    const saved = (await publicSections()).find((s) => s.title === 'The Orchard Years')!;
    expect(saved).toMatchObject({
      title: 'The Orchard Years',
      imageAlt: 'Old apple trees in blossom',
      isVisible: true,
      isDemo: false,
    });
    expect(saved.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();

    // A visitor gets it in the server-rendered HTML, picture included.
    const html = await (await fetch(`${site.server.url}/history`)).text();
    expect(html).toContain('The Orchard Years');
    expect(html).toContain('Some still flower each May.');
    expect(html).toContain(saved.imageUrl);
    const visitor = await site.browser.newContext(DESKTOP);
    const vpage = await openPage(visitor);
    await vpage.goto(`${site.server.url}/history`);
    await waitForHydration(vpage);
    await vpage.getByRole('img', { name: 'Old apple trees in blossom' }).waitFor();
    await vpage.getByRole('heading', { name: 'Plan Your Visit' }).waitFor();
    vpage.expectNoErrors();
    await visitor.close();
  });

  it('hiding a section takes it off the page; deleting removes it', async () => {
    // Its own section, so this test needs nothing the one before left.
    restoreTablesWhenTryEnds(site.server, ['history_sections']);
    const created = await fetch(`${site.server.url}/api/admin/history-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await sessionCookie(site.server, ADMIN) },
      body: JSON.stringify({ title: 'The Orchard Years', content: 'Apple trees once stood here.', displayOrder: 7 }),
    });
    expect(created.status, await created.text()).toBe(201);
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/history');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Manage History Content' }).click();
    await page.getByRole('button', { name: 'Edit The Orchard Years' }).click();
    const form = page.getByRole('form', { name: 'Edit history section The Orchard Years' });
    await form.getByLabel('Visible').uncheck({ force: true });
    await form.getByLabel('Order').fill('3');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Visitors see 6 visible sections on the history page.').waitFor();
    expect((await publicSections()).map((s) => s.title)).not.toContain('The Orchard Years');
    expect(await (await fetch(`${site.server.url}/history`)).text()).not.toContain('The Orchard Years');

    await page.getByRole('button', { name: 'Delete The Orchard Years' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Section' }).click();
    await page.getByRole('button', { name: 'Edit The Orchard Years' }).waitFor({ state: 'detached' });
    page.expectNoErrors();
    await context.close();
  });
});
