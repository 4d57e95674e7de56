import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectAccessible, openPage, waitForHydration } from './support/browser';
import { signIn, type Account } from './support/accounts';
import { useSite } from './support/site';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../../server/test/smtpServer';
import { PUBLIC_PAGES } from '../../server/routes/api/feeds/sitemap';
import { LAUNCH_TEXTS } from '../../shared/admin/dashboard/launchChecklist';
import { PAGE_TEXT_EDITOR } from '../../shared/lib/pageTextPlaces';
import { SAMPLE_ORGANISATION, preserveYear } from '../../shared/organisation';

/**
 * A real organisation's first day: the site started empty (SEED=none, nothing in ORG_*), the first admin made with
 * the CLI as the README says, and everything else done through the web admin only, as an office volunteer who is
 * not a developer would: the settings with a logo and the notices, the main page texts, the newsletter PDF, a first
 * event and ten photos in one go. Then every public page and every e-mail a visitor gets is read for what must not
 * be there: sample details, filler, dead or '#' links, a past year, or a fact that contradicts the settings.
 */
const ADMIN: Account = {
  email: 'robin.reed@willowcreek.test',
  password: 'Willow-Creek-First-Admin-19',
  admin: true,
  firstName: 'Robin',
  lastName: 'Reed',
};

const ORG = {
  name: 'Friends of Willow Creek',
  abbreviation: 'FWC',
  tagline: 'Keeping the creek valley wild and open',
  preserveName: 'Willow Creek Preserve',
  acres: '38',
  foundingYear: '1998',
  admission: 'Free, every day',
  taxStatus: 'Nonprofit 501(c)(3) public charity',
  ein: '23-4567890',
  openingHours: 'Dawn to dusk\nClosed on the first Monday of each month',
  line1: 'PO Box 88',
  town: 'Hopewell',
  state: 'NJ',
  postcode: '08525',
  email: 'office@willowcreek.test',
  phone: '(609) 555-0199',
  donationUrl: 'https://give.willowcreek.test/spring',
  board: [
    ['Dana Whitfield', 'President'],
    ['Marcus Ortega', 'Treasurer'],
  ],
};
const EVENT = 'Creek Cleanup Morning';
const year = preserveYear();

/** A one-page PDF, small and real enough for a browser to be given it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const picture = (n: number, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: (n * 41) % 255, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

/** Words of the demo site and of code that once spoke for the organisation; none may reach this one. */
const NOT_OURS = [
  ...new Set([
    SAMPLE_ORGANISATION.name,
    SAMPLE_ORGANISATION.abbreviation,
    SAMPLE_ORGANISATION.preserveName,
    SAMPLE_ORGANISATION.tagline,
    SAMPLE_ORGANISATION.email,
    SAMPLE_ORGANISATION.phone,
    SAMPLE_ORGANISATION.ein,
    SAMPLE_ORGANISATION.postalAddress.line1,
    SAMPLE_ORGANISATION.donationUrl,
    SAMPLE_ORGANISATION.openingHours,
    ...SAMPLE_ORGANISATION.board.map((b) => b.name.replace(/\s*\(sample\)$/, '')),
    'Founded 2006',
    'since 2000',
    'sunrise to sunset',
    'anniversary',
    'no-reply@',
  ]),
];
const PLACEHOLDERS = [/sample/i, /lorem ipsum/i, /example\.(org|com|net)/i, /placeholder/i, /\bundefined\b/, /\bNaN\b/];

/** The words a visitor reads in a page or a mail: tags, scripts and styles removed, entities decoded. */
function readable(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function expectOnlyOurs(text: string, where: string) {
  for (const pattern of PLACEHOLDERS) expect(text, `${where} shows ${pattern}`).not.toMatch(pattern);
  for (const words of NOT_OURS)
    expect(text.toLowerCase(), `${where} shows "${words}"`).not.toContain(words.toLowerCase());
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Settings Saved', { exact: true }).waitFor();
}

describe('an office volunteer sets up an empty site through the admin only', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const site = useSite([ADMIN], {
    SEED: 'none',
    get SMTP_URL() {
      return smtp.env.SMTP_URL;
    },
    MAIL_POLL_MS: '100',
    MAIL_RETRY_BASE_MS: '100',
  });

  it('fills in the settings, texts, newsletter, a first event and ten photos; no public page or mail shows anything not the organisation’s', async ({
    task,
  }) => {
    // A retry finds the site set up by the try before: it does the same steps again, from the settings screen.
    const retry = (task.result?.retryCount ?? 0) > 0;
    const page = await openPage(await site.browser.newContext(DESKTOP));
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(new URL(r.url()).pathname);
    });
    await signIn(page, site.server.url, ADMIN, '/');
    await waitForHydration(page);
    // Signed in on the home page: the way to the admin is in the header.
    await page.locator('header').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const launch = page.locator('section', { has: page.getByRole('heading', { name: 'Before Launch' }) });
    if (!retry) {
      await launch.waitFor();
      await expectAccessible(page);
      // --- Site Settings, from the checklist's own link ---
      await launch.getByRole('link', { name: 'Organisation name and short name' }).click();
    } else {
      await page.getByRole('link', { name: 'Site Settings' }).first().click();
    }
    await page.getByRole('heading', { level: 1, name: 'Site Settings' }).waitFor();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Organisation name').fill(ORG.name);
    await field('Short name').fill(ORG.abbreviation);
    await field('Tagline').fill(ORG.tagline);
    await field('Preserve name').fill(ORG.preserveName);
    await field('Size in acres').fill(ORG.acres);
    await field('Founding year').fill(ORG.foundingYear);
    await field('Admission').fill(ORG.admission);
    await field('Tax status').fill(ORG.taxStatus);
    await field('EIN').fill(ORG.ein);
    await field('Opening hours').fill(ORG.openingHours);
    await field('Street or P.O. Box').fill(ORG.line1);
    await field('Town').fill(ORG.town);
    await field('State').fill(ORG.state);
    await field('ZIP code').fill(ORG.postcode);
    await field('Email').fill(ORG.email);
    await page.getByLabel('Phone', { exact: false }).first().fill(ORG.phone);
    await field('Donation page address').fill(ORG.donationUrl);
    const board = page.locator('fieldset', { has: page.getByText('Board of trustees', { exact: true }) });
    for (const [i, [name, role]] of ORG.board.entries()) {
      if ((await board.getByLabel(`Name (${i + 1})`).count()) === 0)
        await board.getByRole('button', { name: 'Add board member' }).click();
      await board.getByLabel(`Name (${i + 1})`).fill(name);
      await board.getByLabel(`Role (${i + 1})`).fill(role);
    }
    const logo = page.getByRole('group', { name: 'Logo' });
    await logo.getByLabel('Choose a logo').setInputFiles({
      name: 'willow-logo.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture(7, 512, 512),
    });
    await logo.getByText(/uploaded/i).waitFor({ timeout: 30_000 });
    await saveSettings(page);
    await logo.getByRole('img', { name: 'Current logo' }).waitFor();

    // Who hears of new messages: the office's own address, set on the same screen.
    const messages = page.getByRole('group', { name: 'New contact messages' });
    await messages.getByLabel('Send a notice').check({ force: true });
    await messages.getByLabel('To').fill(ORG.email);
    await page.getByRole('button', { name: 'Save Notices' }).click();
    await page.getByText('Notices Saved', { exact: true }).waitFor();

    // --- The main page texts, in the office's own words ---
    await page.goto(`${site.server.url}/admin/page-texts`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Page Texts' }).waitFor();
    for (const key of LAUNCH_TEXTS) {
      const place = PAGE_TEXT_EDITOR[key];
      const form = page.getByRole('form', {
        name: new RegExp(`^${place.page.replace(/[()]/g, '\\$&')} page: ${place.label}`),
      });
      await form
        .getByLabel('Text')
        .fill(`Willow Creek words for ${place.label.toLowerCase()}.\n\nA second line of ours.`);
      await form.getByRole('button', { name: `Save ${place.label}` }).click();
      await page.getByText(`${place.page} page: ${place.label} updated`).waitFor();
    }

    // --- The newsletter PDF ---
    await page.goto(`${site.server.url}/admin/newsletter`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 2, name: 'Newsletter PDFs' }).waitFor();
    // The form is ready once the list under it has loaded (none yet; one already on a second try).
    await page
      .getByText(/No newsletter PDF yet|Link the latest newsletter PDF/)
      .first()
      .waitFor();
    await page.getByLabel('Title', { exact: true }).fill(`Willow Creek News ${year}`);
    await page.getByLabel('Date of the issue').fill(`${year}-01-15`);
    await page.getByLabel('PDF file').setInputFiles({ name: 'news.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload Newsletter' }).click();
    await page.getByText('Newsletter Uploaded', { exact: true }).waitFor();

    // --- A first event ---
    await page.goto(`${site.server.url}/admin/events`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Create Event' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByLabel('Title').fill(EVENT);
    await dialog.getByLabel('Description').fill('Gloves, bags and coffee at the footbridge.');
    await dialog.getByLabel('Date').fill(`${year + 1}-04-18`);
    await dialog.getByLabel('Starts').fill('09:00');
    await dialog.getByLabel('Location').fill('Footbridge on Creek Road');
    await dialog.getByLabel('Max capacity').fill('25');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event Created!').waitFor();

    // --- Ten photos in one go ---
    await page.goto(`${site.server.url}/admin/gallery`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Upload Many Images' }).click();
    await page.getByLabel('Category for all').selectOption('wildlife');
    const photos = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({
        name: `creek-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await picture(i),
      })),
    );
    await page.getByLabel('Image files').setInputFiles(photos);
    await page.getByRole('button', { name: 'Upload 10 Images' }).click();
    await page.getByText('Images Added', { exact: true }).waitFor({ timeout: 90_000 });

    // The checklist is done: the dashboard no longer lists anything before launch.
    await page.goto(`${site.server.url}/admin`);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Waiting for You' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Before Launch' }).count()).resolves.toBe(0);
    // The home page's image changers ask for the page images, and an empty site has none yet: the API answers 404
    // for a page image never set (the screens then say the built-in image shows), and the browser logs each one.
    const notSetYet = missing.filter((path) => path.startsWith('/api/admin/page-content/'));
    expect(
      missing.filter((path) => !notSetYet.includes(path)),
      'addresses not found',
    ).toEqual([]);
    const logged404 = page.errors.filter((e) => e.includes('status of 404'));
    expect(logged404).toHaveLength(notSetYet.length);
    expect(page.errors.filter((e) => !logged404.includes(e))).toEqual([]);

    // --- What a visitor finds: every public page, read as served ---
    const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(listed).toEqual(expect.arrayContaining([...PUBLIC_PAGES]));
    const pages = [...new Set([...listed, '/newsletters', '/api/login', '/no-such-page'])];
    const links = new Set<string>();
    for (const path of pages) {
      const res = await fetch(`${site.server.url}${path}`);
      expect(res.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      const html = await res.text();
      const text = readable(html);
      expectOnlyOurs(text, path);
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
      expect(hrefs, `${path} has a link to nowhere`).not.toContain('#');
      expect(
        hrefs.filter((h) => h === '' || h.startsWith('javascript:')),
        path,
      ).toEqual([]);
      for (const href of hrefs) if (href.startsWith('/') && !href.startsWith('//')) links.add(href.split('#')[0]);
      if (path !== '/api/login') expect(text, path).toContain(`© ${year}`);
      // The settings' facts, as entered: never another year, other hours or another name.
      expect(text, path).not.toMatch(/\b(since|founded( in)?) (?!1998)\d{4}\b/i);
    }
    for (const href of links) {
      if (!href) continue;
      const res = await fetch(`${site.server.url}${href}`, { redirect: 'manual' });
      expect(res.status, `link ${href}`).toBeLessThan(400);
    }
    const about = readable(await (await fetch(`${site.server.url}/about`)).text());
    for (const fact of ['Founded 1998', ORG.taxStatus, ORG.ein, 'Dawn to dusk', ORG.admission, 'Dana Whitfield'])
      expect(about, `/about says ${fact}`).toContain(fact);

    // In a browser, at a phone's width, the pages start their scripts without an error.
    const visitor = await openPage(await site.browser.newContext(PHONE));
    for (const path of ['/', '/about', '/events', '/gallery', '/donate', '/newsletters']) {
      await visitor.goto(`${site.server.url}${path}`);
      await waitForHydration(visitor);
    }
    await visitor.locator('header img').first().waitFor();

    // --- Every mail a visitor's action sends: the organisation's name, its address to answer, its words ---
    await visitor.goto(`${site.server.url}/`);
    await waitForHydration(visitor);
    const contact = visitor.getByRole('form', { name: 'Send Us a Message' });
    await contact.getByLabel('First Name').fill('Jamie');
    await contact.getByLabel('Last Name').fill('Fields');
    await contact.getByLabel('Email').fill('jamie.fields@visitors.test');
    await contact.getByLabel('Subject').fill('Dogs on the trails');
    await contact.getByLabel('Message').fill('Are dogs welcome on a leash?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message Sent!', { exact: false }).first().waitFor();
    const events = (await (await fetch(`${site.server.url}/api/events`)).json()) as { id: string; title: string }[];
    const first = events.find((e) => e.title === EVENT)!;
    await visitor.goto(`${site.server.url}/events/${first.id}`);
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Register Now' }).click();
    const registration = visitor.getByRole('form', { name: 'Register for this event' });
    await registration.getByLabel('First Name').fill('Jamie');
    await registration.getByLabel('Last Name').fill('Fields');
    await registration.getByLabel('Email').fill('jamie.fields@visitors.test');
    await registration.getByRole('button', { name: 'Complete Registration' }).click();
    await visitor.getByRole('heading', { name: "You're registered" }).waitFor();

    const confirmation = await smtp.waitFor(
      (m) => m.envelope.to.includes('jamie.fields@visitors.test') && m.subject.includes(EVENT),
    );
    const notice = await smtp.waitFor((m) => m.envelope.to.includes(ORG.email));
    const toVisitor = smtp.mailsTo('jamie.fields@visitors.test');
    for (const mail of [confirmation, notice, ...toVisitor] as ReceivedMail[]) {
      const where = `mail "${mail.subject}" to ${mail.envelope.to.join(', ')}`;
      expect(mail.header('from'), where).toMatch(new RegExp(`^"?${ORG.name}"? <`));
      expectOnlyOurs(`${mail.subject} ${mail.text} ${readable(mail.html)}`, where);
    }
    for (const mail of toVisitor) expect(mail.header('reply-to'), mail.subject).toBe(ORG.email);
    visitor.expectNoErrors();
  }, 360_000);
});
