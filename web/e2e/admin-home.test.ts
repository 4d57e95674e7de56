import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startBuiltServer } from './support/server';
import { DESKTOP, expectAccessible, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn, type Account } from './support/accounts';
import { useSite } from './support/site';
import { restoreTablesWhenTryEnds } from './support/database';
import type { HomeSectionDto, PageContentDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.home@example.org', password: 'Home-Panels-Admin-42', admin: true };
const MEMBER: Account = { email: 'member.home@example.org', password: 'Home-Panels-Member-42' };
const PANEL_TEXTS = ['Homepage Image Upload', 'Home Page Content Management', 'Video File Scanner'];

async function photo(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe('home page admin panels', () => {
  const site = useSite([ADMIN, MEMBER]);

  async function asAdmin(): Promise<{ context: BrowserContext; page: Page & { expectNoErrors(): void } }> {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Homepage Image Upload' }).waitFor();
    return { context, page };
  }

  /** Empties the site's video storage when the running try ends (the CLI puts films there). */
  function removeVideosWhenTryEnds(): void {
    onTestFinished(async () => {
      for (const root of ['objects', path.join('objects', '.meta')])
        await fs.rm(path.join(site.server.dataDir, root, 'videos'), { recursive: true, force: true });
    });
  }

  /** Puts a film named `name` into the site's video storage with the CLI, as an operator would. */
  async function storeFilm(name: string, bytes: string): Promise<void> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'home-video-'));
    try {
      const file = path.join(dir, name);
      await fs.writeFile(file, Buffer.from(bytes));
      const added = await site.server.cli(['video', 'add', file]);
      expect(added.code, added.output).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  const pageContent = async (key: string) =>
    (await (await fetch(`${site.server.url}/api/page-content/${key}`)).json()) as PageContentDto;
  const homeContent = async () =>
    (await (await fetch(`${site.server.url}/api/home-content`)).json()) as HomeSectionDto[];

  it.each([
    ['a visitor', null],
    ['a signed-in member', MEMBER],
  ] as const)(
    '%s gets no admin panel: not in the HTML, the scripts or the styles, and no Blueprint',
    async (_who, account) => {
      const context = await site.browser.newContext(DESKTOP);
      const page = await openPage(context);
      const bodies: Array<Promise<string>> = [];
      const urls: string[] = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        urls.push(res.url());
        if (type === 'script' || type === 'stylesheet' || type === 'document') bodies.push(res.text().catch(() => ''));
      });
      if (account) await signIn(page, site.server.url, account, '/');
      else await page.goto(`${site.server.url}/`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: /About / }).waitFor();
      for (const text of PANEL_TEXTS) await expect(page.getByText(text).count()).resolves.toBe(0);
      const all = (await Promise.all(bodies)).join('\n');
      for (const text of [...PANEL_TEXTS, 'Scan for Other Videos', 'about page image updated successfully'])
        expect(all).not.toContain(text);
      // Blueprint's class prefix and its stylesheet never reach a visitor.
      expect(all).not.toMatch(/\.bp6-button|bp6-card/);
      expect(urls.filter((u) => /blueprint|HomeAdminPanels|uppy/i.test(u))).toEqual([]);
      page.expectNoErrors();
      await context.close();
    },
  );

  it('an admin sees the panels, and axe finds nothing with them open', async () => {
    const { context, page } = await asAdmin();
    for (const text of PANEL_TEXTS) await page.getByRole('heading', { name: text, exact: true }).waitFor();
    await page.getByText('Supported formats: JPG, PNG, WebP. Recommended size: 800x600 or larger.').waitFor();
    await page.getByText('Supported formats: JPG, PNG, WebP. Recommended size: 1024x695 or larger.').waitFor();
    await page.getByRole('button', { name: 'Add Section' }).click();
    await page.getByRole('form', { name: 'New section' }).waitFor();
    await page.getByLabel('Choose a new home page About picture').waitFor();
    // Each picture says where on the home page it shows.
    await page
      .getByText('Shown beside the About text on the home page (the About page itself has no picture).')
      .waitFor();
    await page
      .getByText("The photo behind the home page's Explore band: the three cards and the upcoming events.")
      .waitFor();
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  });

  it('changes the About image with a real upload: Updating... while saving, a toast, and visitors see the new image', async () => {
    const { context, page } = await asAdmin();
    // Hold the save until the 'Updating...' state has been seen, then let it through to the real server.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The save names its page image in the path; the image's own reads go through untouched.
    await page.route('**/api/admin/page-content/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page
      .getByLabel('Choose a new home page About picture')
      .setInputFiles({ name: 'meadow.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 40, g: 120, b: 60 }) });
    const updating = page.getByRole('button', { name: 'Updating...' });
    await updating.waitFor();
    await expect(updating.isDisabled()).resolves.toBe(true);
    release();
    await page.getByText('About page image updated successfully!').waitFor();
    await page.getByText('Success!').first().waitFor();
    await updating.waitFor({ state: 'detached' });

    const stored = await pageContent('about-image');
    expect(stored.value).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const served = await fetch(site.server.url + stored.value);
    expect(served.status).toBe(200);
    // The admin's own page shows it at once.
    await expect(page.getByRole('img', { name: /A view across the meadows/ }).getAttribute('src')).resolves.toContain(
      stored.value,
    );

    const visitor = await site.browser.newContext(DESKTOP);
    const home = await openPage(visitor);
    await home.goto(`${site.server.url}/`);
    await expect(home.getByRole('img', { name: /A view across the meadows/ }).getAttribute('src')).resolves.toContain(
      stored.value,
    );
    await visitor.close();
    await context.close();
  });

  it('changes the background image; a failed save says so', async () => {
    const { context, page } = await asAdmin();
    await page.route('**/api/admin/page-content/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.continue(),
    );
    const input = page.getByLabel('Choose a new home page Explore background');
    await input.setInputFiles({
      name: 'woods.png',
      mimeType: 'image/png',
      buffer: await photo({ r: 20, g: 60, b: 30 }),
    });
    await page.getByText('Failed to update Mapleton Preserve background image').waitFor();
    await page.unroute('**/api/admin/page-content/*');

    await page.getByLabel('Choose a new home page Explore background').setInputFiles({
      name: 'woods.png',
      mimeType: 'image/png',
      buffer: await photo({ r: 20, g: 80, b: 30 }),
    });
    await page.getByText('Mapleton Preserve background image updated successfully!').waitFor();
    const stored = await pageContent('mapleton-preserve-bg');
    expect(stored.value).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const html = await (await fetch(`${site.server.url}/`)).text();
    expect(html).toContain(stored.value);
    await context.close();
  });

  it('adds, edits and removes a home section; visitors see each change', async () => {
    const { context, page } = await asAdmin();
    await page.getByRole('button', { name: 'Add Section' }).click();
    const form = page.getByRole('form', { name: 'New section' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Section name is required').waitFor();
    await form.getByLabel('Section name').fill('spring-work-days');
    await form.getByLabel('Title').fill('Spring Work Days');
    await form.getByLabel('Content').fill('Bring gloves and water.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Content updated successfully').waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Spring Work Days' }) });
    await card.getByText('spring-work-days').waitFor();
    await page.getByRole('article').filter({ hasText: 'Bring gloves and water.' }).waitFor();
    expect((await homeContent()).find((s) => s.section === 'spring-work-days')).toMatchObject({
      title: 'Spring Work Days',
      isVisible: true,
    });

    await card.getByRole('button', { name: 'Edit Spring Work Days' }).click();
    const edit = page.getByRole('form', { name: 'Edit section spring-work-days' });
    await edit.getByLabel('Content').fill('Bring gloves, water and a hat.');
    await edit.getByLabel('Visible').uncheck({ force: true });
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Bring gloves, water and a hat.').waitFor();
    await card.getByText('No', { exact: true }).waitFor();
    expect((await homeContent()).some((s) => s.section === 'spring-work-days')).toBe(false);

    await card.getByRole('button', { name: 'Delete Spring Work Days' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Section' }).click();
    await card.waitFor({ state: 'detached' });
    page.expectNoErrors();
    await context.close();
  });

  it('adds the National Public Lands Day video, shown to visitors with a play overlay; scans and copies stored videos', async () => {
    // A retry starts, as the first try did, without the section and with no film in storage.
    restoreTablesWhenTryEnds(site.server, ['home_page_content']);
    removeVideosWhenTryEnds();
    await storeFilm('trail-walk.mp4', 'not really a film, only bytes in storage');

    const { context, page } = await asAdmin();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    // Until the film is in storage, the one-click video is not offered (visitors would get a dead player).
    // In words a volunteer knows: what is missing and what to do meanwhile, no file name.
    const missing = page.getByText(/^The National Public Lands Day video has not been put on the site yet/);
    await missing.waitFor();
    expect(await missing.textContent()).not.toMatch(/\.mp4|national-public-lands-day/);
    expect(await missing.textContent()).toContain('Scan for Other Videos or the manual method below');
    const addVideo = page.getByRole('button', { name: 'Add National Public Lands Day Video' });
    await expect(addVideo.count()).resolves.toBe(0);

    await storeFilm('national-public-lands-day.mp4', 'the film itself, as far as storage is concerned');
    await page.getByRole('button', { name: 'Scan for Other Videos' }).click();
    await page.getByText('Found 2 videos in your app storage.').waitFor();
    await page.getByText('Videos found!').waitFor();

    // Adding it keeps the page: the notice stays in view and the new block shows without a reload.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await addVideo.click();
    await page.getByText('Video Added!').waitFor();
    await page.getByRole('heading', { name: 'National Public Lands Day' }).first().waitFor();
    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(true);
    await expect(page.getByText('Video Added!').isVisible()).resolves.toBe(true);
    const section = (await homeContent()).find((s) => s.section === 'national-public-lands-day-video');
    expect(section).toMatchObject({ isVisible: true, displayOrder: 1 });
    expect(section?.content).toMatch(/^\/objects\/videos\/national-public-lands-day\.mp4\n/);
    expect((await fetch(`${site.server.url}/objects/videos/national-public-lands-day.mp4`)).status).toBe(200);
    await page.getByRole('button', { name: 'Copy URL /objects/videos/trail-walk.mp4' }).click();
    await page.getByText('Video URL copied to clipboard.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('/objects/videos/trail-walk.mp4');

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Use This Video /objects/videos/trail-walk.mp4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use This Video' });
    await dialog.getByText(/Paste the address on the first line of Content/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Copy URL & Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('/objects/videos/trail-walk.mp4');
    expect((await fetch(`${site.server.url}/objects/videos/trail-walk.mp4`)).status).toBe(200);
    await context.close();

    const visitor = await site.browser.newContext(DESKTOP);
    const home = await openPage(visitor);
    await home.goto(`${site.server.url}/`);
    await waitForHydration(home);
    const block = home
      .getByRole('article')
      .filter({ has: home.getByRole('heading', { name: 'National Public Lands Day' }) });
    await block.getByRole('button', { name: 'Play video: National Public Lands Day' }).waitFor();
    await block.getByText('Thank you to everyone who joined us for National Public Lands Day!').waitFor();
    await visitor.close();
  });

  it('failures say so in their own words: adding the video, scanning, saving a section', async () => {
    // With the film in storage the button is offered.
    removeVideosWhenTryEnds();
    await storeFilm('national-public-lands-day.mp4', 'the film itself, as far as storage is concerned');
    const { context, page } = await asAdmin();
    await page.getByRole('button', { name: 'Add National Public Lands Day Video' }).waitFor();
    await page.route('**/api/admin/home-content/*', (route) => route.abort('connectionfailed'));
    await page.route('**/api/admin/scan-video-files', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Add National Public Lands Day Video' }).click();
    await page.getByText('Failed to add video content. Try using the manual method below.').waitFor();
    await page.getByRole('button', { name: 'Scan for Other Videos' }).click();
    await page.getByText('Failed to scan for video files.').waitFor();
    await page.getByRole('button', { name: 'Add Section' }).click();
    const form = page.getByRole('form', { name: 'New section' });
    await form.getByLabel('Section name').fill('never-saved');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Failed to update content').waitFor();
    // The form stays open with what was typed, to try again.
    await expect(form.getByLabel('Section name').inputValue()).resolves.toBe('never-saved');
    await context.close();
  });

  it('a scan of storage without videos says so', async () => {
    const fresh = await startBuiltServer();
    try {
      await createAccount(fresh, ADMIN);
      const context = await site.browser.newContext(DESKTOP);
      const page = await openPage(context);
      await signIn(page, fresh.url, ADMIN, '/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Scan for Other Videos' }).click();
      await page.getByText('No video files were found in your app storage.').first().waitFor();
      await page.getByText('No videos found').waitFor();
      await context.close();
    } finally {
      await fresh.stop();
    }
  });
});
