import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn, type Account } from './support/accounts';
import { useSiteWithSmtp } from './support/events';
import { VISITOR_WIDTHS } from './support/widths';

const ADMIN: Account = { email: 'admin.decisions@example.org', password: 'Kestrel-Decides-Photos-31', admin: true };
const MEMBER: Account = {
  email: 'member.decisions@example.org',
  password: 'Dragonfly-Member-Photos-31',
  firstName: 'Noor',
};

const photo = (n: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30 + n * 40, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();

/** The member adds a photo through the gallery's dialog, as on the site: the notice says it waits for approval. */
async function addPhoto(page: Page, title: string, n: number) {
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Image' });
  await dialog
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: await photo(n) });
  await dialog.getByText('File uploaded successfully! Now add details and submit.').waitFor({ timeout: 30_000 });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Add to Gallery' }).click();
  await page.getByText('Thank you! Your photo is waiting for approval', { exact: false }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A member's photos from both sides: the gallery tells the member before and after the upload that an admin approves
 * photos first, and the member is e-mailed the admin's decision, approved (with the photo's address) or declined
 * (with the admin's reason).
 */
describe("a member's photo, the admin's decision and the member's mail", () => {
  const site = useSiteWithSmtp(ADMIN);

  it.each(VISITOR_WIDTHS)('on %s', async (label, device) => {
    await createAccount(site.server, MEMBER);
    const tag = `${label === 'a phone' ? 'Phone' : 'Laptop'} ${Date.now().toString(36)}`;
    const kept = `Kingfisher ${tag}`;
    const declined = `Blurry Heron ${tag}`;

    const member = await openPage(await site.browser.newContext(device));
    await signIn(member, site.server.url, MEMBER, '/gallery');
    await waitForHydration(member);
    await addPhoto(member, kept, 1);
    await addPhoto(member, declined, 2);
    await expectAccessible(member);
    member.expectNoErrors();

    const admin = await openPage(await site.browser.newContext(device));
    await signIn(admin, site.server.url, ADMIN, '/gallery');
    await waitForHydration(admin);
    await admin.getByRole('button', { name: kept }).click();
    await admin
      .getByRole('dialog', { name: kept })
      .getByRole('button', { name: `Approve: ${kept}` })
      .click();
    await admin.getByText('Image approved').waitFor();
    await admin.goto(`${site.server.url}/gallery`);
    await waitForHydration(admin);
    await admin.getByRole('button', { name: declined }).click();
    await admin
      .getByRole('dialog', { name: declined })
      .getByRole('button', { name: `Decline: ${declined}` })
      .click();
    const ask = admin.getByRole('form', { name: 'Decline this photo' });
    await ask.getByLabel('Reason (sent to the member)').fill('The heron is out of focus; a sharper one is welcome.');
    await ask.getByRole('button', { name: 'Decline and tell the member' }).click();
    await admin.getByText('Photo declined: the member has been e-mailed your reason').waitFor();
    admin.expectNoErrors();

    const approvedMail = await site.smtp.waitFor(
      (m) => m.envelope.to.includes(MEMBER.email) && m.subject === `Your photo is in the gallery: ${kept}`,
    );
    expect(approvedMail.text).toContain('has been approved');
    expect(approvedMail.text).toMatch(/\/gallery\?photo=[0-9a-f-]{36}/);
    const declinedMail = await site.smtp.waitFor(
      (m) => m.envelope.to.includes(MEMBER.email) && m.subject.includes(declined),
    );
    expect(declinedMail.text).toContain('The heron is out of focus; a sharper one is welcome.');
    await member.context().close();
    await admin.context().close();
  });
});
