import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn, type Account } from './support/accounts';
import type { GalleryImageDto } from '../../shared/api/types';
import { insertGalleryRows, untilServed, writeToDatabase } from './support/database';

const ADMIN: Account = { email: 'admin.details@example.org', password: 'Heron-Pond-Admin-42', admin: true };
const MEMBER: Account = { email: 'member.details@example.org', password: 'Heron-Pond-Member-42' };

/** Rows written straight into SQLite: an approved picture for the admin, a member's photo waiting for approval. */
function insertImages(server: BuiltServer) {
  insertGalleryRows(server, [heron(), fox(server)]);
}

// Fixed ids: a test that corrects a row writes it again first, so that its retry corrects the row as first written.
const heron = () => ({ id: '7e570000-0000-4000-8000-0000000000d1', title: 'PD2E Misnamed Heron', displayOrder: -10 });
function fox(server: BuiltServer) {
  const member = writeToDatabase(
    server,
    (db) => db.prepare('SELECT id FROM users WHERE email = ?').get(MEMBER.email) as { id: string },
  );
  return {
    id: '7e570000-0000-4000-8000-0000000000d2',
    title: 'PD2E Blurry Fox',
    uploadedBy: member.id,
    isPublic: false,
    displayOrder: -9,
  };
}

const publicGallery = async (server: BuiltServer) =>
  (await (await fetch(`${server.url}/api/gallery`)).json()) as GalleryImageDto[];

describe('correcting a gallery photo’s details from the lightbox', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    await createAccount(server, ADMIN);
    await createAccount(server, MEMBER);
    insertImages(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function galleryAs(who: Account) {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, who, '/gallery');
    await waitForHydration(page);
    return { context, page };
  }

  it('an admin edits the words in the lightbox; visitors and the reloaded page show them at once', async () => {
    insertGalleryRows(server, [heron()]);
    await untilServed(server, '/api/gallery', 'PD2E Misnamed Heron');
    // A visitor's look first, so the site's short-lived public cache holds the old words.
    expect((await publicGallery(server)).map((i) => i.title)).toContain('PD2E Misnamed Heron');
    const { context, page } = await galleryAs(ADMIN);
    await page.getByRole('button', { name: 'PD2E Misnamed Heron' }).click();
    const lightbox = page.getByRole('dialog', { name: 'PD2E Misnamed Heron' });
    await lightbox.getByRole('button', { name: 'Edit Details: PD2E Misnamed Heron' }).click();

    const form = page.getByRole('dialog', { name: 'Edit Image Details' });
    await form.getByLabel('Title').waitFor();
    await expectAccessible(page);
    // A blank title is refused beside the field, and nothing is sent.
    await form.getByLabel('Title').fill('  ');
    await form.getByRole('button', { name: 'Save Details' }).click();
    await form.getByText('Title is required').waitFor();

    await form.getByLabel('Title').fill('PD2E Great Egret');
    await form.getByLabel('Description').fill('An egret fishing in the east pond.');
    await form.getByLabel('Category').selectOption('landscapes');
    await form.getByLabel('Alt text').fill('A white egret standing in shallow water');
    await form.getByRole('button', { name: 'Save Details' }).click();
    await page.getByText('Image details saved').waitFor();
    await form.waitFor({ state: 'detached' });

    // The lightbox shows the new words, and stays open over the gallery.
    const renamed = page.getByRole('dialog', { name: 'PD2E Great Egret' });
    await renamed.getByText('An egret fishing in the east pond.').waitFor();
    await renamed.getByText('Category: Landscapes').waitFor();
    expect(await renamed.getByRole('img').getAttribute('alt')).toBe('A white egret standing in shallow water');

    const seen = (await publicGallery(server)).find((i) => i.title === 'PD2E Great Egret');
    expect(seen).toMatchObject({ description: 'An egret fishing in the east pond.', category: 'landscapes' });

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'PD2E Great Egret' }).waitFor();
    expect(await page.getByRole('button', { name: 'PD2E Misnamed Heron' }).count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();

    // A visitor's fresh page shows the new title too.
    const visitor = await browser.newContext(DESKTOP);
    const visitorPage = await openPage(visitor);
    await visitorPage.goto(`${server.url}/gallery`);
    await visitorPage.getByRole('button', { name: 'PD2E Great Egret' }).waitFor();
    expect(visitorPage.errors).toEqual([]);
    await visitor.close();
  });

  it('Escape closes the details dialog and leaves the lightbox open', async () => {
    const { context, page } = await galleryAs(ADMIN);
    await page.getByRole('button', { name: 'PD2E Great Egret' }).click();
    const lightbox = page.getByRole('dialog', { name: 'PD2E Great Egret' });
    const edit = lightbox.getByRole('button', { name: 'Edit Details: PD2E Great Egret' });
    await edit.click();
    const form = page.getByRole('dialog', { name: 'Edit Image Details' });
    await form.getByLabel('Title').waitFor();
    // At once, even before the details dialog has taken the focus: Escape is still the details dialog's.
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await lightbox.isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('the uploader corrects their photo while it waits for approval, and sees it after a reload', async () => {
    insertGalleryRows(server, [fox(server)]);
    const { context, page } = await galleryAs(MEMBER);
    await page.getByRole('button', { name: /PD2E Blurry Fox/ }).click();
    const lightbox = page.getByRole('dialog', { name: 'PD2E Blurry Fox' });
    await lightbox.getByText('Pending approval').waitFor();
    await lightbox.getByRole('button', { name: 'Edit Details: PD2E Blurry Fox' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Image Details' });
    await form.getByLabel('Title').fill('PD2E Red Fox Kit');
    await form.getByRole('button', { name: 'Save Details' }).click();
    await page.getByText('Image details saved').waitFor();
    await page.getByRole('dialog', { name: 'PD2E Red Fox Kit' }).waitFor();

    // The address still names the photo, so the reloaded page opens it again once the member's own photos load;
    // its tile is in the grid behind, with the new title.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('dialog', { name: 'PD2E Red Fox Kit' }).waitFor();
    await page.locator('.gallery-tile', { hasText: 'PD2E Red Fox Kit' }).waitFor();
    // Still waiting for an admin: visitors do not see it.
    expect((await publicGallery(server)).map((i) => i.title)).not.toContain('PD2E Red Fox Kit');
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
