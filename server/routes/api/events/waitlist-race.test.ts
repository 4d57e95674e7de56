import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { createEvent } from '@server/test/factories';
import { Event, EventRegistration, EventWaitlistEntry, OutboundEmail } from '@server/db/entities';
import { cancelToken } from '@server/services/cancelTokens';

/**
 * 200 people at once try to register for or wait at a five-seat event while three of the first five cancel:
 * the event never holds more than five, the counter matches the rows, nobody is both registered and waiting or
 * anywhere twice, and the freed seats went to the earliest waiting (the tickets still waiting are the latest).
 */
describe('waiting list under contention', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('never overbooks, never doubles anyone, and fills freed seats in waiting order', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 5 });
    const client = server.client();
    const first = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post(`/api/events/${event.id}/register`, {
        firstName: 'Early',
        lastName: `${i}`,
        email: `early${i}@example.org`,
      });
      expect(res.status).toBe(201);
      first.push(res.body.id as string);
    }
    const secret = server.deps.config.sessionSecret;
    const cancel = (id: string) =>
      server.client().request('POST', '/api/cancel-registration', {
        body: new URLSearchParams({ token: cancelToken(secret, id, event.id) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    // Every other person registers, the rest join the list; some addresses try both; three seats free meanwhile.
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const body = { firstName: 'Racer', lastName: `${i}`, email: `racer${i % 180}@example.org` };
      return server.client().post(`/api/events/${event.id}/${i % 2 ? 'waitlist' : 'register'}`, body);
    });
    const cancels = [first[0], first[2], first[4]].map((id, i) =>
      new Promise((r) => setTimeout(r, 20 * (i + 1))).then(() => cancel(id)),
    );
    const results = await Promise.all(attempts);
    const cancelled = await Promise.all(cancels);
    for (const r of cancelled) {
      expect(r.status).toBe(200);
      expect(r.text).toContain('Your registration is cancelled.');
    }
    for (const r of results) expect([201, 409]).toContain(r.status);

    const saved = await server.deps.db.repo(Event).findOneByOrFail({ id: event.id });
    const registered = await server.deps.db.repo(EventRegistration).findBy({ eventId: event.id });
    const waiting = await server.deps.db.repo(EventWaitlistEntry).find({
      where: { eventId: event.id },
      order: { ticket: 'ASC' },
    });
    expect(saved.currentRegistrations).toBe(registered.length);
    expect(registered.length).toBe(5);
    const registeredEmails = registered.map((r) => r.emailNormalized);
    const waitingEmails = waiting.map((w) => w.emailNormalized);
    expect(new Set(registeredEmails).size).toBe(registeredEmails.length);
    expect(new Set(waitingEmails).size).toBe(waitingEmails.length);
    expect(registeredEmails.filter((e) => waitingEmails.includes(e))).toEqual([]);

    // Every join that got in took the next place number (a refused one took none); those promoted had the lowest.
    const handedOut = saved.waitlistTickets;
    const joined = results.filter((r, i) => i % 2 === 1 && r.status === 201).length;
    expect(handedOut).toBe(joined);
    const promoted = handedOut - waiting.length;
    expect(waiting.map((w) => w.ticket)).toEqual(Array.from({ length: waiting.length }, (_, i) => promoted + i + 1));
    // Each promoted person is registered, so at most the three freed seats went to people waiting.
    expect(promoted).toBeLessThanOrEqual(3);

    // One confirmation per registered person (early ones included), none for anyone still waiting.
    const mails = await server.deps.db.repo(OutboundEmail).findBy({ kind: 'registration-confirmation' });
    for (const email of registeredEmails) {
      expect(mails.filter((m) => m.to.toLowerCase() === email)).toHaveLength(1);
    }
    for (const email of waitingEmails) {
      expect(mails.filter((m) => m.to.toLowerCase() === email)).toHaveLength(0);
    }
  });
});
