import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, PHONE, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { SAMPLE_ORGANISATION as ORG } from '../../shared/organisation';

const ADMIN = { email: 'pages-admin@example.org', password: 'a long admin password' };

const PAGES = [
  { path: '/about', h1: 'About Mapleton Preserve', title: 'About Mapleton Preserve | Friends of Mapleton Preserve' },
  {
    path: '/history',
    h1: 'History of Mapleton Preserve',
    title: 'History of Mapleton Preserve | Friends of Mapleton Preserve',
  },
  { path: '/donate', h1: 'Support Mapleton Preserve', title: 'Donate | Friends of Mapleton Preserve' },
];

describe('about, history and donate pages', () => {
  let server: BuiltServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    const created = await server.cli([
      'user',
      'create',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--admin',
    ]);
    expect(created.code, created.output).toBe(0);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const p of PAGES) {
    it(`renders ${p.path} on the server`, async () => {
      const res = await fetch(server.url + p.path);
      expect(res.status).toBe(200);
      const html = (await res.text()).replaceAll('<!-- -->', '');
      expect(html).toContain(`<h1>${p.h1}</h1>`);
      expect(html).toContain(`<title>${p.title}</title>`);
    });

    for (const [name, device] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`hydrates ${p.path} without errors and passes axe on a ${name}`, async () => {
        const context = await browser.newContext(device);
        const page = await openPage(context);
        await page.goto(server.url + p.path);
        await waitForHydration(page);
        await expect(page.title()).resolves.toBe(p.title);
        // h1 first, then no skipped heading levels.
        const levels = await page
          .locator('main :is(h1, h2, h3, h4)')
          .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
        expect(levels[0]).toBe(1);
        expect(levels.filter((l) => l === 1)).toHaveLength(1);
        levels.forEach((l, i) => i > 0 && expect(l - levels[i - 1]).toBeLessThanOrEqual(1));
        // Lazy images are loaded before axe looks at the page.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 20));
          }
        });
        await expectAccessible(page);
        page.expectNoErrors();
        await context.close();
      });
    }
  }

  it('about: history, visiting, board with roles, tax status, founding year, mission and contact', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(server.url + '/about');
    await waitForHydration(page);
    const main = page.locator('main');
    const text = (await main.textContent())!;
    for (const t of [
      '53 acres',
      'former nursery lands',
      'Kingston, NJ',
      'sunrise to sunset',
      'Free for everyone',
      '501(c)(3) public charity',
      `EIN${ORG.ein}`,
      'Founded2006',
      'Our Mission',
    ]) {
      expect(text).toContain(t);
    }
    const board = await main
      .locator('.board-member')
      .evaluateAll((els) =>
        els.map((e) => [e.querySelector('.board-name')!.textContent, e.querySelector('.board-role')!.textContent]),
      );
    // The demo's placeholder board members are for admins to replace: visitors see none of them.
    expect(ORG.board.every((m) => m.name.endsWith('(sample)'))).toBe(true);
    expect(board).toEqual([]);
    await expect(main.getByRole('link', { name: ORG.email }).getAttribute('href')).resolves.toBe(`mailto:${ORG.email}`);
    await expect(main.getByRole('link', { name: ORG.phone }).getAttribute('href')).resolves.toMatch(/^tel:\d+$/);
    expect(text).toContain(ORG.postalAddress.line1);
    await context.close();
  });

  it('history: the demo introduction and sample timeline sections, the anniversary and the visit details', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(server.url + '/history');
    await waitForHydration(page);
    const main = page.locator('main');
    for (const h of [
      'Our Mission',
      'Sample: Working Land',
      'Sample: 100th Anniversary Celebration',
      'Plan Your Visit',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: h }).isVisible()).resolves.toBe(true);
    }
    // The instruction to replace demo sections is for admins only.
    await expect(
      main.getByText('Sample section - edit or delete it with Manage History Content').count(),
    ).resolves.toBe(0);
    const anniversary = page.locator('section', {
      has: page.getByRole('heading', { name: 'Sample: 100th Anniversary Celebration' }),
    });
    await expect(anniversary.locator('li').count()).resolves.toBe(5);
    const img = anniversary.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect(
      img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
    const newsletter = main.getByRole('link', { name: /newsletter/i });
    await expect(newsletter.getAttribute('href')).resolves.toBe('/api/newsletter-pdf');
    await expect(newsletter.getAttribute('target')).resolves.toBe('_blank');
    await expect(newsletter.getAttribute('rel')).resolves.toContain('noopener');
    const pdf = await fetch(server.url + '/api/newsletter-pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const visit = (await page
      .locator('section', { has: page.getByRole('heading', { name: 'Plan Your Visit' }) })
      .textContent())!;
    for (const t of ['sunrise to sunset', 'Free', ORG.postalAddress.line1, 'Kingston']) expect(visit).toContain(t);
    // Visitors never see the admin card.
    await expect(page.getByText('Admin: Content Management').count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });

  it('history: admins see the content-management card; its button opens the history editor', async () => {
    const context = await browser.newContext(DESKTOP);
    const login = await context.request.post(server.url + '/api/auth/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    const page = await openPage(context);
    await page.goto(server.url + '/history');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Admin: Content Management' }).isVisible()).resolves.toBe(true);
    const button = page.getByRole('button', { name: 'Manage History Content' });
    await expect(button.getAttribute('type')).resolves.toBe('button');
    await button.click();
    expect(page.url()).toBe(server.url + '/history');
    // The editor itself is covered by admin-history.test.ts.
    await page.getByRole('heading', { name: 'History Content', exact: true }).waitFor();
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  });

  it('donate: mission, three benefits, membership benefits, the GIVE NOW link and the notes; no form', async () => {
    const context = await browser.newContext(PHONE);
    const page = await openPage(context);
    await page.goto(server.url + '/donate');
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main.locator('.benefit-card').count()).resolves.toBe(3);
    const membership = (await main.locator('.donate-membership .check-list').textContent())!.toLowerCase();
    for (const t of ['event', 'newsletter', 'volunteer', 'recognition', 'support']) expect(membership).toContain(t);

    const give = main.getByRole('link', { name: /^GIVE NOW/ });
    await expect(give.count()).resolves.toBeGreaterThan(0);
    for (const link of await give.all()) {
      await expect(link.getAttribute('href')).resolves.toBe(ORG.donationUrl);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
    const text = (await main.textContent())!;
    expect(text).toContain('makes you a member');
    expect(text).toContain('tax-deductible as allowed by law');
    await expect(main.getByRole('link', { name: ORG.email }).getAttribute('href')).resolves.toBe(`mailto:${ORG.email}`);
    await expect(main.locator('form').count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });
});
