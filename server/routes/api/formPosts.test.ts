import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { createEvent } from '../../test/factories';
import { ContactSubmission, EventRegistration, FormResult, NewsletterSubscription, Volunteer } from '../../db/entities';
import { ruleFor } from '../../middlewares/rateLimit';
import {
  FORM_RESULT_MINUTES,
  FORM_TOKEN_MINUTES,
  pageFormToken,
  purgeFormResults,
  readResult,
} from '../../services/formResults';
import { hashSecret } from '../../services/tokens';

/**
 * The public forms as the browser posts them itself (urlencoded, before or without scripts): checked and stored,
 * then answered with a redirect (303) to the form's page, whose address names the kept outcome (post/redirect/get);
 * a second post of the same submission stores nothing; the honeypot and the rate limits of the JSON routes apply.
 */
describe('public form posts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (path: string, fields: Record<string, string>) =>
    server.client().request('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
  /** The redirect's target, which must be the form's page with a result token and nothing the visitor typed. */
  const resultOf = (res: Awaited<ReturnType<typeof post>>, page: string) => {
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const location = new URL(res.headers.get('location')!, 'http://site.test');
    expect(location.pathname).toBe(page);
    expect([...location.searchParams.keys()]).toEqual(['result']);
    return location.pathname + location.search;
  };
  const page = (path: string) => server.client().get(path, { accept: 'text/html' });
  const contact = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' };
  const TOKEN = 'page-token-0123456789';

  it('stores a contact message and redirects to the home page, which shows the thanks and is never stored', async () => {
    const res = await post('/api/forms/contact', contact);
    const target = resultOf(res, '/');
    expect(target).not.toContain('pat');
    expect(await server.deps.db.repo(ContactSubmission).countBy({ email: 'pat@example.org' })).toBe(1);
    const shown = await page(target);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.text).toContain('<meta name="robots" content="noindex"');
    expect(shown.text).toContain('Message Sent!');
    expect(shown.text).toContain('Thank you for contacting us. We&#x27;ll get back to you soon!');
    // Shown again on a reload, and nothing is sent again.
    expect((await page(target)).text).toContain('Message Sent!');
    expect(await server.deps.db.repo(ContactSubmission).countBy({ email: 'pat@example.org' })).toBe(1);
  });

  it('gives back field errors with the typed values on the result page, and stores nothing', async () => {
    const res = await post('/api/forms/volunteer', { firstName: 'Jamie', email: 'nope', interest: 'Board' });
    const target = resultOf(res, '/');
    expect(target).not.toContain('Jamie');
    const shown = await page(target);
    expect(shown.text).toContain('Submission Failed');
    expect(shown.text).toContain('Last name is required');
    expect(shown.text).toContain('Please enter a valid email address');
    expect(shown.text).toContain('Please choose an area of interest');
    expect(shown.text).toMatch(/name="firstName"[^>]*value="Jamie"|value="Jamie"[^>]*name="firstName"/);
    expect(await server.deps.db.repo(Volunteer).count()).toBe(0);
  });

  it('a result shows only on its own page, and an unknown or broken token shows the plain page', async () => {
    const target = resultOf(await post('/api/forms/contact', { ...contact, email: 'other@example.org' }), '/');
    const token = new URL(target, 'http://site.test').searchParams.get('result')!;
    expect((await page(`/events?result=${token}`)).text).not.toContain('Message Sent!');
    for (const bad of ['nothing-like-this-token', '%00', '']) {
      const res = await page(`/?result=${bad}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Message Sent!');
    }
  });

  it('a second post of the same submission (same page token, same fields) stores nothing and shows the first result', async () => {
    const fields = { ...contact, email: 'twice@example.org', formToken: TOKEN };
    const first = resultOf(await post('/api/forms/contact', fields), '/');
    const again = resultOf(await post('/api/forms/contact', fields), '/');
    expect(again).toBe(first);
    expect(await server.deps.db.repo(ContactSubmission).countBy({ email: 'twice@example.org' })).toBe(1);
    expect((await page(again)).text).toContain('Message Sent!');
    // Another visitor with the same cached page (same token) who writes something else is a new submission.
    resultOf(await post('/api/forms/contact', { ...fields, message: 'Something else' }), '/');
    expect(await server.deps.db.repo(ContactSubmission).countBy({ email: 'twice@example.org' })).toBe(2);
  });

  it('posts of one submission at the same moment store it once', async () => {
    const fields = { ...contact, email: 'racing@example.org', formToken: TOKEN };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/forms/contact', fields)));
    expect(new Set(answers.map((a) => resultOf(a, '/'))).size).toBe(1);
    expect(await server.deps.db.repo(ContactSubmission).countBy({ email: 'racing@example.org' })).toBe(1);
  });

  it('a registration posted twice registers once; a refused post can be sent again once fixed', async () => {
    const event = await createEvent(server.deps.db, { title: 'Twice Posted Walk', maxCapacity: 3 });
    const path = `/api/forms/events/${event.id}/register`;
    const fields = { firstName: 'Robin', lastName: 'Twice', email: 'robin.twice@example.org', formToken: TOKEN };
    const refused = resultOf(await post(path, { ...fields, email: 'broken' }), `/events/${event.id}`);
    expect((await page(refused)).text).toContain('Please enter a valid email address');
    const first = resultOf(await post(path, fields), `/events/${event.id}`);
    expect(resultOf(await post(path, fields), `/events/${event.id}`)).toBe(first);
    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(1);
    const shown = await page(first);
    expect(shown.text).toContain('You&#x27;re registered for Twice Posted Walk.');
  });

  it('the newsletter box redirects to the page it was sent from', async () => {
    const fields = { email: 'reader@example.org', firstName: 'Rea', page: 'events', formToken: TOKEN };
    const target = resultOf(await post('/api/forms/newsletter', fields), '/events');
    expect((await page(target)).text).toContain('Check Your Inbox');
    resultOf(await post('/api/forms/newsletter', fields), '/events');
    expect(await server.deps.db.repo(NewsletterSubscription).countBy({ email: 'reader@example.org' })).toBe(1);
  });

  it('a result is kept for a limited time only, then shows nothing and is deleted by the purge', async () => {
    const target = resultOf(await post('/api/forms/contact', { ...contact, email: 'late@example.org' }), '/');
    const token = new URL(target, 'http://site.test').searchParams.get('result')!;
    const later = new Date(Date.now() + (FORM_RESULT_MINUTES + 1) * 60_000);
    expect(await readResult(server.deps, token, '/')).toMatchObject({ ok: true });
    expect(await readResult(server.deps, token, '/', later)).toBeNull();
    await server.deps.db.write((m) =>
      m.update(FormResult, { id: hashSecret(token) }, { expiresAt: new Date(Date.now() - 1000) }),
    );
    expect((await page(target)).text).not.toContain('Message Sent!');
    await purgeFormResults(server.deps.db);
    expect(await server.deps.db.repo(FormResult).countBy({ id: hashSecret(token) })).toBe(0);
    expect(await server.deps.db.repo(FormResult).count()).toBeGreaterThan(0);
  });

  it('a filled honeypot gets the same redirect and thanks and stores nothing', async () => {
    const event = await createEvent(server.deps.db, { title: 'Form Post Walk', maxCapacity: 3 });
    const fields = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' };
    const bot = await post(`/api/forms/events/${event.id}/register`, { ...fields, website: 'https://spam.example' });
    expect((await page(resultOf(bot, `/events/${event.id}`))).text).toContain('Registration Successful!');
    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(0);
    const person = await post(`/api/forms/events/${event.id}/register`, fields);
    expect((await page(resultOf(person, `/events/${event.id}`))).text).toContain(
      'You&#x27;re registered for Form Post Walk.',
    );
    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(1);
  });

  it('every page rendered within one window carries the same form token, so a rendered page keeps its bytes', async () => {
    const tokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    const home = tokenIn((await page('/')).text);
    expect(home).toBe(pageFormToken(server.deps));
    expect(tokenIn((await page('/events')).text)).toBe(home);
    const event = await createEvent(server.deps.db, { title: 'Token Walk' });
    expect(tokenIn((await page(`/events/${event.id}?register`)).text)).toBe(home);
    const later = Date.now() + (FORM_TOKEN_MINUTES + 1) * 60_000;
    expect(pageFormToken(server.deps, later)).not.toBe(home);
  });

  it('counts against the same rate-limit rules as the JSON routes', () => {
    expect(ruleFor('POST', '/api/forms/contact')).toBe(ruleFor('POST', '/api/contact'));
    expect(ruleFor('POST', '/api/forms/volunteer')).toBe(ruleFor('POST', '/api/volunteers'));
    expect(ruleFor('POST', '/api/forms/events/x/register')).toBe(ruleFor('POST', '/api/events/x/register'));
    expect(ruleFor('POST', '/api/forms/contact')).toBeDefined();
  });
});
