import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { splitGallerySections } from '../../shared/lib/gallerySections';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn, type Account } from './support/accounts';
import type { GalleryImageDto } from '../../shared/api/types';
import { insertGalleryRows } from './support/database';

const ADMIN: Account = { email: 'admin.tools@example.org', password: 'Osprey-Nest-Admin-42', admin: true };
const MEMBER: Account = { email: 'member.tools@example.org', password: 'Osprey-Nest-Member-42' };
const RAW_IDS = [randomUUID(), randomUUID()];

/** Rows written straight into SQLite: one to move between sections, two stored by older versions under raw upload URLs. */
function insertImages(server: BuiltServer) {
  insertGalleryRows(server, [
    { title: 'T2E Toggle Me', displayOrder: 500 },
    { title: 'T2E Hide Me', displayOrder: 503 },
    ...rawRows(server),
  ]);
}

/**
 * The two rows stored by older versions under raw upload addresses. Fixed ids: written again, they are put back as
 * they were, which is how the repair test's retry starts from rows still to repair.
 */
function rawRows(server: BuiltServer) {
  return [
    {
      id: '7e570000-0000-4000-8000-0000000000a1',
      title: 'T2E Raw Local',
      imageUrl: `${server.url}/objects/upload/${RAW_IDS[0]}?expires=1700000000&signature=abc`,
      displayOrder: 501,
    },
    {
      id: '7e570000-0000-4000-8000-0000000000a2',
      title: 'T2E Raw Full',
      imageUrl: `https://preserve.example.org/objects/uploads/${RAW_IDS[1]}`,
      displayOrder: 502,
    },
  ];
}

const publicGallery = async (server: BuiltServer) =>
  (await (await fetch(`${server.url}/api/gallery`)).json()) as GalleryImageDto[];

describe('gallery admin tools', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    insertImages(server);
    await createAccount(server, ADMIN);
    await createAccount(server, MEMBER);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * The raw addresses point at another host, a PUT-only path, and files never stored, so those pictures fail
   * to load (and fall back) by design; any other console error or exception still fails the test.
   */
  const expectOnlyMissingFiles = (errors: string[]) =>
    expect(errors.filter((e) => !e.startsWith('console: Failed to load resource'))).toEqual([]);

  async function galleryAs(who: Account) {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, who, '/gallery');
    await waitForHydration(page);
    return { context, page };
  }

  it('moves a picture between sections from the lightbox', async () => {
    const { context, page } = await galleryAs(ADMIN);
    await page.getByRole('button', { name: 'T2E Toggle Me' }).click();
    const lightbox = page.getByRole('dialog', { name: 'T2E Toggle Me' });
    // Marked 'above' but after the demo pictures, it is beyond the eighth and shown below the divider (ADR 012),
    // so the toggle offers to lift it; the server puts it at the head of the above section.
    const up = lightbox.getByRole('button', { name: 'Move to above section' });
    await up.waitFor();
    await expectAccessible(page);
    await up.click();
    await page.getByText('Moved to the above section').waitFor();
    const down = lightbox.getByRole('button', { name: 'Move to below section' });
    await down.waitFor();
    expect(splitGallerySections(await publicGallery(server)).above[0]?.title).toBe('T2E Toggle Me');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('[data-section="above"] .gallery-tile-caption').first().textContent())
      .toBe('T2E Toggle Me');

    await page.getByRole('button', { name: 'T2E Toggle Me' }).click();
    await down.click();
    await page.getByText('Moved to the below section').waitFor();
    await up.waitFor();
    expect((await publicGallery(server)).find((i) => i.title === 'T2E Toggle Me')?.position).toBe('below');
    // Below the divider, at the head of those marked 'below' (after any 'above' pictures beyond the eighth).
    const below = splitGallerySections(await publicGallery(server)).below;
    expect(below.find((i) => i.position === 'below')?.title).toBe('T2E Toggle Me');
    expectOnlyMissingFiles(page.errors);
    await context.close();
  });

  it('hides a picture from visitors and shows it again from the lightbox', async () => {
    const { context, page } = await galleryAs(ADMIN);
    await page.getByRole('button', { name: 'T2E Hide Me' }).click();
    const lightbox = page.getByRole('dialog', { name: 'T2E Hide Me' });
    await lightbox.getByRole('button', { name: 'Hide from visitors' }).click();
    await page.getByText('Image hidden from visitors').waitFor();
    await lightbox.getByRole('button', { name: 'Show to visitors' }).waitFor();
    expect((await publicGallery(server)).map((i) => i.title)).not.toContain('T2E Hide Me');
    await lightbox.getByRole('button', { name: 'Show to visitors' }).click();
    await page.getByText('Image shown to visitors again').waitFor();
    await lightbox.getByRole('button', { name: 'Hide from visitors' }).waitFor();
    expect((await publicGallery(server)).map((i) => i.title)).toContain('T2E Hide Me');
    expectOnlyMissingFiles(page.errors);
    await context.close();
  });

  it('repairs raw upload addresses with Fix Gallery URLs and reports the count', async () => {
    insertGalleryRows(server, rawRows(server));
    const { context, page } = await galleryAs(ADMIN);
    // It changes stored pictures: it says what it does and asks first; Not now changes nothing.
    const question = page.getByRole('alertdialog').filter({ hasText: 'Fix the addresses of gallery pictures now?' });
    await page.getByRole('button', { name: 'Fix Gallery URLs' }).click();
    await question.getByText('get their lasting address').waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Not now' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await publicGallery(server)).find((i) => i.title === 'T2E Raw Full')?.imageUrl).not.toBe(
      `/objects/uploads/${RAW_IDS[1]}`,
    );
    await page.getByRole('button', { name: 'Fix Gallery URLs' }).click();
    await question.getByRole('button', { name: 'Fix the addresses' }).click();
    await page.getByText('Migration Complete: Fixed 2 images.').waitFor();
    await page.locator('.toast-description', { hasText: 'could not be fixed' }).waitFor();
    const byTitle = new Map((await publicGallery(server)).map((i) => [i.title, i.imageUrl]));
    expect(byTitle.get('T2E Raw Local')).toBe(`/objects/uploads/${RAW_IDS[0]}`);
    expect(byTitle.get('T2E Raw Full')).toBe(`/objects/uploads/${RAW_IDS[1]}`);
    expectOnlyMissingFiles(page.errors);
    await context.close();
  });

  it('shows members neither the admin tools nor a delete button on pictures they did not upload', async () => {
    const { context, page } = await galleryAs(MEMBER);
    await page.getByRole('button', { name: 'Upload Image' }).waitFor();
    await page.getByRole('button', { name: 'T2E Toggle Me' }).click();
    await page.getByRole('dialog', { name: 'T2E Toggle Me' }).waitFor();
    for (const name of [
      'Reorder Images',
      'Fix Gallery URLs',
      'Delete Image',
      'Move to above section',
      'Hide from visitors',
    ]) {
      await expect(page.getByRole('button', { name }).count(), name).resolves.toBe(0);
    }
    // Nor did the admin chunks (the lazy loaders, the shared board, Blueprint and the admin styles) download.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(
      scripts.filter((s) =>
        /GalleryAdminBar|ReorderBoard|AdminImageActions|GalleryOrderEditor|adminPanel|adminStyles/.test(s),
      ),
    ).toEqual([]);
    expectOnlyMissingFiles(page.errors);
    await context.close();
  });
});
