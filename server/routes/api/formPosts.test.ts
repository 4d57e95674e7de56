import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { createEvent } from '../../test/factories';
import { ContactSubmission, EventRegistration, Volunteer } from '../../db/entities';
import { ruleFor } from '../../middlewares/rateLimit';

/**
 * The public forms as the browser posts them itself (urlencoded, before or without scripts): checked, stored and
 * answered with the form's page showing the outcome; the honeypot and the rate limits of the JSON routes apply.
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
  const contact = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' };

  it('stores a contact message and answers with the home page and the thanks, never cached', async () => {
    const res = await post('/api/forms/contact', contact);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('Message Sent!');
    expect(res.text).toContain('Thank you for contacting us. We&#x27;ll get back to you soon!');
    expect(await server.deps.db.repo(ContactSubmission).countBy({ email: 'pat@example.org' })).toBe(1);
  });

  it('gives back field errors with the typed values, and stores nothing', async () => {
    const res = await post('/api/forms/volunteer', { firstName: 'Jamie', email: 'nope', interest: 'Board' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Submission Failed');
    expect(res.text).toContain('Last name is required');
    expect(res.text).toContain('Please enter a valid email address');
    expect(res.text).toContain('Please choose an area of interest');
    expect(res.text).toMatch(/name="firstName"[^>]*value="Jamie"|value="Jamie"[^>]*name="firstName"/);
    expect(await server.deps.db.repo(Volunteer).count()).toBe(0);
  });

  it('a filled honeypot gets the same thanks and stores nothing', async () => {
    const event = await createEvent(server.deps.db, { title: 'Form Post Walk', maxCapacity: 3 });
    const fields = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' };
    const bot = await post(`/api/forms/events/${event.id}/register`, { ...fields, website: 'https://spam.example' });
    expect(bot.status).toBe(200);
    expect(bot.text).toContain('Registration Successful!');
    expect(await server.deps.db.repo(EventRegistration).count()).toBe(0);
    const person = await post(`/api/forms/events/${event.id}/register`, fields);
    expect(person.status).toBe(200);
    expect(person.text).toContain('You&#x27;re registered for Form Post Walk.');
    expect(await server.deps.db.repo(EventRegistration).count()).toBe(1);
  });

  it('counts against the same rate-limit rules as the JSON routes', () => {
    expect(ruleFor('POST', '/api/forms/contact')).toBe(ruleFor('POST', '/api/contact'));
    expect(ruleFor('POST', '/api/forms/volunteer')).toBe(ruleFor('POST', '/api/volunteers'));
    expect(ruleFor('POST', '/api/forms/events/x/register')).toBe(ruleFor('POST', '/api/events/x/register'));
    expect(ruleFor('POST', '/api/forms/contact')).toBeDefined();
  });
});
