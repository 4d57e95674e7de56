import { describe, expect, it } from 'vitest';
import { useSite } from './support/site';
import { expectAccessible, pageForTry, PHONE, waitForHydration } from './support/browser';
import { sessionCookie, signIn } from './support/accounts';
import { insertGalleryRows, restoreTablesWhenTryEnds } from './support/database';

const ADMIN = { email: 'details-admin@example.org', password: 'a long admin password 9', admin: true };
const MEMBER = { email: 'details-member@example.org', password: 'a long member password 9', firstName: 'Mo' };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const WIDTHS = [
  ['390', PHONE],
  ['1366', LAPTOP],
] as const;

/**
 * What a picky visitor still met on a demo site: admin instructions in public pages, a repeated sentence, a gallery
 * that never says members add photos, a Login that forgets the page, a pending card taller than its neighbours, a
 * time split over two lines, a membership block with no way to become one.
 */
describe('visitor details on the demo site', () => {
  const site = useSite([ADMIN, MEMBER]);

  for (const [width, options] of WIDTHS) {
    it(`visitors never see the demo's instructions to admins; admins do (${width} px)`, async () => {
      const page = await pageForTry(site.browser, options);
      for (const path of ['/', '/about', '/history', '/donate']) {
        await page.goto(`${site.server.url}${path}`);
        await waitForHydration(page);
        const text = await page.locator('body').innerText();
        expect(text, path).not.toContain('Sample text - replace it');
        expect(text, path).not.toContain('(sample)');
        expect(text, path).not.toContain('Sample section - edit or delete it');
        expect(text, path).not.toContain('This is a sample video link');
      }
      // The About page says where the events are once, not twice.
      await page.goto(`${site.server.url}/about`);
      await waitForHydration(page);
      await page.getByText('See the events calendar for what is coming up.').waitFor();
      await expect(page.getByText('Check the events calendar for guided walks').count()).resolves.toBe(0);
      page.expectNoErrors();

      const admin = await pageForTry(site.browser, options);
      await signIn(admin, site.server.url, ADMIN, '/about');
      await waitForHydration(admin);
      await admin.getByText('Sample text - replace it in Admin › Page texts').first().waitFor();
      // The anonymous copy of the page, served after an admin's visit, still holds no instruction.
      for (const path of ['/about', '/history']) {
        const html = await (await fetch(`${site.server.url}${path}`)).text();
        expect(html).not.toContain('Sample text - replace it');
        expect(html).not.toContain('Sample section - edit or delete it');
      }
    });

    it(`the gallery invites members, and Login comes back to the gallery (${width} px)`, async () => {
      const page = await pageForTry(site.browser, options);
      await page.goto(`${site.server.url}/gallery`);
      await waitForHydration(page);
      await page.getByText('Members can add their own photos of the preserve.').waitFor();
      const invite = page.getByRole('link', { name: 'Sign in to add photos' });
      await expect(invite.getAttribute('href')).resolves.toBe('/api/login?returnTo=%2Fgallery');
      await expectAccessible(page);
      // The header's Login (in the drawer on a phone) names the page too.
      const login = page.locator('a.account-link', { hasText: 'Login' }).first();
      await expect(login.getAttribute('href')).resolves.toBe('/api/login?returnTo=%2Fgallery');
      await invite.click();
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(MEMBER.email);
      await form.getByLabel('Password').fill(MEMBER.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${site.server.url}/gallery`);
      await waitForHydration(page);
      // Signed in, a member reads before uploading that an admin approves every photo.
      await page.getByText('An admin looks at every photo before it is shown in the gallery.').first().waitFor();
      await expect(page.getByText('Members can add their own photos of the preserve.').count()).resolves.toBe(0);
      page.expectNoErrors();
    });

    it(`a pending photo's card is as tall as its neighbours, its flag on one line (${width} px)`, async () => {
      restoreTablesWhenTryEnds(site.server, ['gallery_images']);
      const cookie = await sessionCookie(site.server, MEMBER);
      const me = (await (await fetch(`${site.server.url}/api/auth/user`, { headers: { cookie } })).json()) as {
        id: string;
      };
      insertGalleryRows(site.server, [
        { title: 'Pending heron', uploadedBy: me.id, isPublic: false, displayOrder: -2 },
        { title: 'Shown heron', displayOrder: -1 },
      ]);
      const page = await pageForTry(site.browser, options);
      await signIn(page, site.server.url, MEMBER, '/gallery');
      await waitForHydration(page);
      const pending = page.locator('.gallery-tile', { hasText: 'Pending heron' });
      const shown = page.locator('.gallery-tile', { hasText: 'Shown heron' });
      await pending.waitFor();
      const [a, b] = [await pending.boundingBox(), await shown.boundingBox()];
      expect(Math.round(a!.height)).toBe(Math.round(b!.height));
      const badge = pending.locator('.gallery-badge');
      const lines = await badge.evaluate((el) => {
        const style = getComputedStyle(el);
        return el.getBoundingClientRect().height / parseFloat(style.lineHeight || '0');
      });
      expect(lines).toBeLessThan(1.9);
      page.expectNoErrors();
    });

    it(`home: a Coming Up time never splits, and Become a Member leads somewhere (${width} px)`, async () => {
      const page = await pageForTry(site.browser, options);
      await page.goto(`${site.server.url}/`);
      await waitForHydration(page);
      const when = page.locator('.upcoming-when').first();
      await when.waitFor();
      const text = await when.textContent();
      expect(text).toMatch(/\d\u00a0[AP]M/);
      const member = page.locator('article.home-block', {
        has: page.getByRole('heading', { name: 'Become a Member' }),
      });
      await expect(member.getByRole('link').first().getAttribute('href')).resolves.toBe('/donate');
      page.expectNoErrors();
    });
  }
});
