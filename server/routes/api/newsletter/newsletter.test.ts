import { pressLinkButton } from '@server/test/formPosts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { ReceivedMail, SmtpTestServer } from '@server/test/smtpServer';
import { expectApiError } from '@server/test/assertions';
import { postFormAndFollow } from '@server/test/formPosts';
import { NewsletterSubscription, OutboundEmail } from '@server/db/entities';
import { confirmToken, forgetUnconfirmed } from '@server/services/newsletterSubscriptions';
import { ruleFor } from '@server/middlewares/rateLimit';
import { CONFIRM_ALREADY, CONFIRM_DONE, CONFIRM_LINK_EXPIRED, CONFIRM_LINK_INVALID } from './router';

/**
 * Newsletter sign-up with double opt-in: one answer for new, pending and confirmed addresses, the confirmation
 * mail as a real SMTP server receives it, the confirm page's states, the honeypot, and pending sign-ups
 * forgotten after a week.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The confirmation link in a mail's plain text, as a path on the site. */
function confirmPathIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

/** The page's button pressed, as the browser does: a post that acts is followed to its result page. */
const postForm = pressLinkButton;

describe('newsletter sign-up', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => ({ server, smtp } = await startServerWithSmtp()));
  afterAll(() => closeServerWithSmtp(server, smtp));
  afterEach(() => {
    vi.useRealTimers();
  });

  const subscribe = (body: Record<string, unknown>) => server.client().post('/api/newsletter/subscribe', body);
  const queued = (to: string) => server.deps.db.repo(OutboundEmail).countBy({ to, kind: 'newsletter-confirmation' });
  const row = (email: string) => server.deps.db.repo(NewsletterSubscription).findOneBy({ email });

  it('mails a working link; the page asks, the button confirms, a second visit says so', async () => {
    const res = await subscribe({ email: 'Ada@Example.org', firstName: '<b>Ada</b>' });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('ada@example.org'));
    expect(mail.subject).toContain('Confirm your subscription');
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(`${mail.text}${mail.html}`).not.toContain('Ada');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect((await row('ada@example.org'))?.confirmedAt).toBeNull();

    const path = confirmPathIn(mail);
    expect(path.startsWith('/newsletter/confirm?token=')).toBe(true);
    expect(mail.html).toContain(`/newsletter/confirm?token=${encodeURIComponent(tokenOf(path))}`);
    const page = await server.client().get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Confirm my subscription');
    // Opening the link (a mail scanner, say) confirms nothing.
    expect((await row('ada@example.org'))?.confirmedAt).toBeNull();

    const done = await postForm(server.client(), '/api/newsletter/confirm', { token: tokenOf(path) });
    expect([done.acted, done.status]).toEqual([true, 200]);
    expect(done.text).toContain(CONFIRM_DONE.replace(/'/g, '&#x27;'));
    expect((await row('ada@example.org'))?.confirmedAt).toBeInstanceOf(Date);

    const again = await server.client().get(path);
    expect(again.status).toBe(200);
    expect(again.text).toContain(CONFIRM_ALREADY);
    expect(again.text).not.toContain('Confirm my subscription</button>');
    const pressedAgain = await postForm(server.client(), '/api/newsletter/confirm', { token: tokenOf(path) });
    expect([pressedAgain.acted, pressedAgain.status]).toEqual([false, 200]);
    expect(pressedAgain.text).toContain(CONFIRM_ALREADY);
  });

  it('answers new, pending and confirmed addresses alike; mails only what there is to confirm', async () => {
    const fresh = await subscribe({ email: 'bea@example.org' });
    const pending = await subscribe({ email: 'bea@example.org', firstName: 'Bea' });
    const confirmed = await subscribe({ email: 'ada@example.org' });
    for (const res of [fresh, pending, confirmed]) {
      expect(res.status).toBe(202);
      expect(res.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
      expect(res.text).toBe(fresh.text);
    }
    // One mail for the new address (the repeat came within minutes); none for the confirmed one.
    expect(await queued('bea@example.org')).toBe(1);
    expect(await queued('ada@example.org')).toBe(1);
    expect((await row('bea@example.org'))?.firstName).toBeNull();

    // A pending address asking again later gets the link again, with a fresh week.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * MINUTE });
    expect((await subscribe({ email: 'bea@example.org', firstName: 'Bea' })).status).toBe(202);
    expect(await queued('bea@example.org')).toBe(2);
    expect((await row('bea@example.org'))?.firstName).toBe('Bea');
    expect(await queued('ada@example.org')).toBe(1);
  });

  it('400 with field errors for a bad address, nothing stored', async () => {
    const before = await server.deps.db.repo(NewsletterSubscription).count();
    const bad = await subscribe({ email: 'not-an-address', firstName: 'x'.repeat(101) });
    expectApiError(bad, 400);
    expect(bad.body.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      firstName: ['First name must be at most 100 characters'],
    });
    expectApiError(await subscribe({}), 400, 'Email is required');
    expect(await server.deps.db.repo(NewsletterSubscription).count()).toBe(before);
  });

  it('a filled honeypot gets the same answer and nothing is stored or mailed', async () => {
    const real = await subscribe({ email: 'cal@example.org', website: '' });
    const bot = await subscribe({ email: 'dee@example.org', website: 'https://spam.example' });
    expect(bot.status).toBe(real.status);
    expect(bot.text).toBe(real.text);
    expect(await row('dee@example.org')).toBeNull();
    expect(await queued('dee@example.org')).toBe(0);
    expect(await row('cal@example.org')).toBeTruthy();
  });

  it('a wrong or forged token gets a clear 400 page, never a 500', async () => {
    const forged = confirmToken('not-the-site-secret', (await row('cal@example.org'))!.id);
    for (const token of ['', 'nonsense', 'a.b.c', forged, 'x'.repeat(500)]) {
      const page = await server.client().get(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(400);
      expect(page.text).toContain(CONFIRM_LINK_INVALID);
      const post = await postForm(server.client(), '/api/newsletter/confirm', { token });
      expect(post.status, token).toBe(400);
    }
    expect((await server.client().get('/api/newsletter/confirm')).status).toBe(400);
    expect((await row('cal@example.org'))?.confirmedAt).toBeNull();
  });

  it('forgets unconfirmed sign-ups after seven days; their links then say so', async () => {
    await subscribe({ email: 'eve@example.org' });
    const eve = (await row('eve@example.org'))!;
    const token = confirmToken(server.deps.config.sessionSecret, eve.id);
    const start = Date.now();

    vi.useFakeTimers({ toFake: ['Date'], now: start + 6 * DAY });
    await forgetUnconfirmed(server.deps.db);
    expect(await row('eve@example.org')).toBeTruthy();
    expect((await server.client().get(`/api/newsletter/confirm?token=${token}`)).status).toBe(200);

    vi.setSystemTime(start + 7 * DAY + MINUTE);
    // Not yet swept: the link is already refused.
    const late = await server.client().get(`/api/newsletter/confirm?token=${token}`);
    expect(late.status).toBe(410);
    expect(late.text).toContain(CONFIRM_LINK_EXPIRED);
    expect((await postForm(server.client(), '/api/newsletter/confirm', { token })).status).toBe(410);

    await forgetUnconfirmed(server.deps.db);
    expect(await row('eve@example.org')).toBeNull();
    expect(await row('ada@example.org')).toBeTruthy(); // confirmed addresses stay
    const gone = await server.client().get(`/api/newsletter/confirm?token=${token}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain(CONFIRM_LINK_EXPIRED);
  });

  it('the browser’s own post redirects to the page it came from, which shows the outcome', async () => {
    const home = await postFormAndFollow(server.client(), '/api/forms/newsletter', {
      email: 'fay@example.org',
      page: 'home',
    });
    expect(home.headers.get('cache-control')).toBe('no-store');
    expect(home.text).toContain('Check Your Inbox');
    expect(await row('fay@example.org')).toBeTruthy();

    const events = await postFormAndFollow(server.client(), '/api/forms/newsletter', { email: 'nope', page: 'events' });
    expect(events.text).toContain('Sign-up Failed');
    expect(events.text).toContain('Please enter a valid email address');
    expect(events.text).toContain('Never Miss a Walk or Workday');

    const bot = await postFormAndFollow(server.client(), '/api/forms/newsletter', {
      email: 'gus@example.org',
      website: 'spam',
    });
    expect(bot.text).toContain('Check Your Inbox');
    expect(await row('gus@example.org')).toBeNull();
  });

  it('is rate-limited by its own rule, the form post with the JSON route', () => {
    expect(ruleFor('POST', '/api/newsletter/subscribe')?.name).toBe('newsletter');
    expect(ruleFor('POST', '/api/forms/newsletter')?.name).toBe('newsletter');
    expect(ruleFor('POST', '/api/newsletter/confirm')?.name).toBe('newsletter');
  });
});
