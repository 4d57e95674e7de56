import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, waitForHydration } from './support/browser';
import { signIn, type Account } from './support/accounts';
import { useSite } from './support/site';
import { restoreTablesWhenTryEnds, untilServed } from './support/database';
import type { DemoContentSummaryDto, EventDto, GalleryImageDto, PageTextDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.demo@example.org', password: 'Demo-Content-Admin-42', admin: true };

/** "Remove all demo content" (ADR 043): the dashboard names what goes, and after one confirmation it is gone. */
describe('removing all demo content', () => {
  const site = useSite([ADMIN]);

  const json = async <T>(path: string) => (await (await fetch(site.server.url + path)).json()) as T;

  it('the admin sees what goes, confirms, and the public pages show no demo events, photos or sample texts', async () => {
    restoreTablesWhenTryEnds(site.server, [
      'events',
      'event_registrations',
      'event_waitlist',
      'gallery_images',
      'hidden_images',
      'page_content',
      'home_page_content',
      'history_sections',
      'page_texts',
    ]);
    // A retry meets the demo content again once the emptied answers cached by the try before have expired.
    for (const path of ['/api/events', '/api/gallery', '/api/page-texts']) await untilServed(site.server, path, '[{');
    const events = await json<EventDto[]>('/api/events');
    const photos = await json<GalleryImageDto[]>('/api/gallery');
    expect(events.length).toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);

    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/admin');
    await waitForHydration(page);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Demo Content' }) });
    await card.getByRole('button', { name: 'Remove all demo content' }).click();

    const dialog = page.getByRole('dialog', { name: 'Remove all demo content?' });
    await dialog.waitFor();
    const items = await dialog.locator('li').allTextContents();
    expect(items).toContain(`${events.length} demo events`);
    expect(items).toContain(`${photos.length} demo photos`);
    expect(items.some((i) => /^\d+ demo sections/.test(i))).toBe(true);
    // Every sample page text the seed wrote is named, in words the summary also uses.
    const sampleTexts = await json<PageTextDto[]>('/api/page-texts');
    expect(sampleTexts.length).toBeGreaterThan(0);
    expect(items).toContain(`${sampleTexts.length} sample page texts`);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Remove demo content' }).click();
    await page.getByText('Demo Content Removed').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    page.expectNoErrors();

    const summary = await context.request.get(`${site.server.url}/api/admin/demo-content`);
    expect(((await summary.json()) as DemoContentSummaryDto).total).toBe(0);
    expect(await json<EventDto[]>('/api/events')).toEqual([]);
    expect(await json<GalleryImageDto[]>('/api/gallery')).toEqual([]);
    expect(await json<PageTextDto[]>('/api/page-texts')).toEqual([]);

    // A visitor's pages: no demo event, no demo photo, no sample text.
    const visitor = await site.browser.newContext(DESKTOP);
    const vpage = await openPage(visitor);
    for (const path of ['/', '/events', '/past-events', '/gallery', '/about', '/history', '/donate']) {
      await vpage.goto(site.server.url + path);
      await waitForHydration(vpage);
      // The board of trustees comes from the organisation's settings, not from demo content.
      const text = await vpage.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.board-list').forEach((list) => list.remove());
        return copy.textContent ?? '';
      });
      for (const e of events) expect(text, path).not.toContain(e.title);
      for (const p of photos) expect(text, path).not.toContain(p.title);
      expect(text, path).not.toMatch(/sample/i);
    }
    vpage.expectNoErrors();
    await visitor.close();
    await context.close();
  });
});
