import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { expectApiError } from '../../test/assertions';
import { createEvent } from '../../test/factories';
import { ContactSubmission, Event, EventRegistration, Volunteer } from '../../db/entities';

/**
 * A filled honeypot (the invisible `website` box) marks a bot: the answer is exactly what a person gets on
 * success, so the bot cannot tell, but nothing is stored (and so nothing is e-mailed either).
 */
describe('honeypot on the public forms', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const contact = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' };
  const volunteer = { firstName: 'Jamie', lastName: 'Sample', email: 'jamie@example.org', interest: 'Event Volunteer' };
  const registration = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org', phone: '609-555-0100' };

  /** The same status and the same keys as a real success, with the visitor's values echoed the same way. */
  async function expectSameAnswer(path: string, body: Record<string, unknown>) {
    const real = await server.client().post(path, { ...body, website: '' });
    const bot = await server.client().post(path, { ...body, website: 'https://spam.example' });
    expect(real.status).toBe(201);
    expect(bot.status).toBe(real.status);
    expect(bot.headers.get('content-type')).toBe(real.headers.get('content-type'));
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(real.body).sort());
    const { id: realId, createdAt: _c1, registeredAt: _r1, ...realRest } = real.body;
    const { id: botId, createdAt: _c2, registeredAt: _r2, ...botRest } = bot.body;
    expect(botRest).toEqual(realRest);
    expect(botId).toMatch(/^[0-9a-f-]{36}$/);
    expect(botId).not.toBe(realId);
    return bot;
  }

  it('contact: a bot gets the success answer and nothing is stored', async () => {
    await expectSameAnswer('/api/contact', contact);
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(1); // the person's, not the bot's
    expect(await server.deps.db.repo(ContactSubmission).findOneBy({ email: 'pat@example.org' })).toBeTruthy();
  });

  it('volunteers: a bot gets the success answer and nothing is stored', async () => {
    await expectSameAnswer('/api/volunteers', volunteer);
    expect(await server.deps.db.repo(Volunteer).count()).toBe(1);
  });

  it('registration: a bot gets the success answer, takes no seat and writes no row', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 5 });
    const bot = await server.client().post(`/api/events/${event.id}/register`, { ...registration, website: 'spam' });
    expect(bot.status).toBe(201);
    expect(bot.body).toMatchObject({ ...registration, eventId: event.id });
    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(0);
    expect((await server.deps.db.repo(Event).findOneByOrFail({ id: event.id })).currentRegistrations).toBe(0);
    // The same form from a person still registers.
    expect(
      (await server.client().post(`/api/events/${event.id}/register`, { ...registration, website: '' })).status,
    ).toBe(201);
    expect((await server.deps.db.repo(Event).findOneByOrFail({ id: event.id })).currentRegistrations).toBe(1);
  });

  it.each([
    ['a number', 42],
    ['true', true],
    ['an object', { url: 'x' }],
    ['a list', ['x']],
    ['a long text', 'x'.repeat(5000)],
  ])(
    'a honeypot holding %s is caught too, without a validation error that would give it away',
    async (_label, website) => {
      const before = await server.deps.db.repo(ContactSubmission).count();
      const res = await server.client().post('/api/contact', { ...contact, website });
      expect(res.status).toBe(201);
      expect(await server.deps.db.repo(ContactSubmission).count()).toBe(before);
    },
  );

  it('an empty, null or absent honeypot is a person', async () => {
    const before = await server.deps.db.repo(Volunteer).count();
    for (const website of ['', null, undefined]) {
      expect((await server.client().post('/api/volunteers', { ...volunteer, website })).status).toBe(201);
    }
    expect(await server.deps.db.repo(Volunteer).count()).toBe(before + 3);
  });

  it('a bot with invalid fields gets the same 400 a person would', async () => {
    expectApiError(
      await server.client().post('/api/contact', { ...contact, email: 'nope', website: 'spam' }),
      400,
      'Please enter a valid email address',
    );
  });

  it('the field is never stored or echoed', async () => {
    const res = await server.client().post('/api/contact', { ...contact, website: '' });
    expect(res.body).not.toHaveProperty('website');
  });
});
