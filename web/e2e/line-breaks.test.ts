import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, openPage, PHONE, waitForHydration } from './support/browser';
import { sessionCookie } from './support/accounts';
import { createEventViaApi, removeEventWhenTryEnds } from './support/events';
import { restoreTablesWhenTryEnds } from './support/database';
import { useSite } from './support/site';
import type { PageTextDto, SiteSettingsDto } from '@shared/api/types';

const ADMIN = { email: 'line-breaks-admin@example.org', password: 'a long admin password 57', admin: true };
const WIDE = { viewport: { width: 1366, height: 900 } };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Each paragraph's text as the visitor sees it: a line break inside a paragraph reads as "\n". */
const paragraphs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((ps) => ps.map((p) => (p as HTMLElement).innerText));

/**
 * What a volunteer types on two lines shows on two lines, and a blank line starts a new paragraph: opening hours,
 * home sections, event descriptions and page texts alike.
 */
describe("the volunteer's lines and paragraphs", () => {
  const site = useSite([ADMIN]);

  /** The admin API as the signed-in admin, each call expected to succeed. */
  async function adminApi() {
    const cookie = await sessionCookie(site.server, ADMIN);
    return async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${site.server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res;
    };
  }

  it('opening hours, a home section, an event description and a page text keep their lines (390 and 1366 px)', async () => {
    const cookie = await sessionCookie(site.server, ADMIN);
    const api = await adminApi();
    restoreTablesWhenTryEnds(site.server, ['home_page_content', 'page_texts']);
    const before = (await (await fetch(`${site.server.url}/api/settings`)).json()) as SiteSettingsDto;
    onTestFinished(async () => {
      const now = (await (await fetch(`${site.server.url}/api/settings`)).json()) as SiteSettingsDto;
      await api('PUT', '/api/admin/settings', { ...before, version: now.version });
    });
    await api('PUT', '/api/admin/settings', {
      ...before,
      openingHours: 'Weekdays 9 AM to 5 PM\nWeekends 8 AM to noon',
    });
    await api('PUT', '/api/admin/home-content', {
      section: 'line-breaks',
      title: 'Two Paragraphs',
      content: 'Spring walks start in April.\nBring boots.\n\nSummer walks start at dawn.',
      isVisible: true,
      displayOrder: 0,
    });
    const texts = (await (await fetch(`${site.server.url}/api/page-texts`)).json()) as PageTextDto[];
    await api('PUT', '/api/admin/page-texts/about-mission', {
      title: 'Our Mission',
      body: 'We protect the meadow.\nWe keep it open.\n\nWe teach what we learn.',
      version: texts.find((t) => t.key === 'about-mission')?.version,
    });
    const eventId = await createEventViaApi(site.server, cookie, {
      title: 'Line Break Bird Walk',
      description: 'Meet at the barn.\nBring binoculars.\n\nWe finish by noon.',
      date: inDays(9),
      time: '8:00 AM',
      location: 'Barn',
    });
    removeEventWhenTryEnds(site.server, cookie, eventId);

    for (const options of [PHONE, WIDE]) {
      const page = await openPage(await site.browser.newContext(options));
      await page.goto(`${site.server.url}/`);
      await waitForHydration(page);
      const hours = page.locator('#contact .contact-info-item', { hasText: 'Opening Hours' }).locator('p');
      await expect(hours.innerText()).resolves.toBe('Weekdays 9 AM to 5 PM\nWeekends 8 AM to noon');
      const block = page.locator('.home-block', { hasText: 'Two Paragraphs' });
      await expect(
        block.locator('p').evaluateAll((ps) => ps.map((p) => (p as HTMLElement).innerText)),
      ).resolves.toEqual(['Spring walks start in April.\nBring boots.', 'Summer walks start at dawn.']);
      await expectAccessible(page);

      await page.goto(`${site.server.url}/about`);
      await waitForHydration(page);
      await expect(page.locator('.fact-list div', { hasText: 'Hours' }).locator('dd').innerText()).resolves.toBe(
        'Weekdays 9 AM to 5 PM\nWeekends 8 AM to noon',
      );
      await expect(paragraphs(page, 'section[aria-labelledby="mission-title"] p')).resolves.toEqual([
        'We protect the meadow.\nWe keep it open.',
        'We teach what we learn.',
      ]);

      await page.goto(`${site.server.url}/events/${eventId}`);
      await waitForHydration(page);
      await expect(paragraphs(page, '.event-description p')).resolves.toEqual([
        'Meet at the barn.\nBring binoculars.',
        'We finish by noon.',
      ]);
      page.expectNoErrors();
      await page.context().close();
    }
  });

  it("a history section and a photo's description keep their lines too (390 and 1366 px)", async () => {
    const api = await adminApi();
    restoreTablesWhenTryEnds(site.server, ['history_sections', 'gallery_images']);
    await api('POST', '/api/admin/history-content', {
      title: 'The Old Orchard',
      content: 'Apples grew here until 1970.\nPears too.\n\nThe trees came down in a storm.',
      isVisible: true,
      displayOrder: 0,
    });
    const [photo] = (await (await fetch(`${site.server.url}/api/gallery`)).json()) as { id: string; version: number }[];
    await api('PATCH', `/api/admin/images/${photo.id}`, {
      description: 'Taken at dawn.\nFrom the east gate.\n\nThe mist lifted an hour later.',
      version: photo.version,
    });

    for (const options of [PHONE, WIDE]) {
      const page = await openPage(await site.browser.newContext(options));
      await page.goto(`${site.server.url}/history`);
      await waitForHydration(page);
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'The Old Orchard' }) });
      await expect(
        section.locator('p.history-custom-text').evaluateAll((ps) => ps.map((p) => (p as HTMLElement).innerText)),
      ).resolves.toEqual(['Apples grew here until 1970.\nPears too.', 'The trees came down in a storm.']);

      await page.goto(`${site.server.url}/gallery?photo=${photo.id}`);
      await waitForHydration(page);
      await expect(paragraphs(page, '.lightbox-description')).resolves.toEqual([
        'Taken at dawn.\nFrom the east gate.',
        'The mist lifted an hour later.',
      ]);
      await expectAccessible(page);
      page.expectNoErrors();
      await page.context().close();
    }
  });
});
