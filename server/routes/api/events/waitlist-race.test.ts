import { pressLinkButton } from '@server/test/formPosts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { createEvent } from '@server/test/factories';
import { Event, EventRegistration, EventWaitlistEntry, OutboundEmail } from '@server/db/entities';
import { cancelToken } from '@server/services/cancelTokens';
import { SIGN_UP_LIMIT_REACHED } from './signUpLimits';

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
      pressLinkButton(server.client(), '/api/cancel-registration', { token: cancelToken(secret, id, event.id) });

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
    // A join is answered 202 whether it took a place or the address already had one (ADR 051).
    results.forEach((r, i) => expect(i % 2 ? [202, 409] : [201, 409]).toContain(r.status));

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

    // Every new place took the next number (a refused join or an address already in took none); those promoted
    // had the lowest, so the numbers still waiting are the last ones handed out, without a gap.
    const handedOut = saved.waitlistTickets;
    const promoted = handedOut - waiting.length;
    expect(promoted).toBeGreaterThanOrEqual(0);
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

  it('with the limits on, twelve sign-ups at once from each of three clients leave each exactly its six places', async () => {
    const limited = await startTestServer({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'true' } });
    try {
      const event = await createEvent(limited.deps.db, { maxCapacity: 30 });
      const clients = ['203.0.113.1', '203.0.113.2', '2001:db8:1:2::'];
      const attempts = Array.from({ length: 36 }, (_, i) => {
        // The third client moves around its /64, as an IPv6 host may; every address has a domain of its own.
        const from = i % 3 === 2 ? `2001:db8:1:2::${i.toString(16)}` : clients[i % 3];
        const body = { firstName: 'Hoarder', lastName: `${i}`, email: `hoard@d${i}.test` };
        return limited.client().from(from).post(`/api/events/${event.id}/register`, body);
      });
      const results = await Promise.all(attempts);
      expect(results.filter((r) => r.status === 201)).toHaveLength(18);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect([r.status, r.body.message]).toEqual([409, SIGN_UP_LIMIT_REACHED]);
      }
      const registered = await limited.deps.db.repo(EventRegistration).findBy({ eventId: event.id });
      const waiting = await limited.deps.db.repo(EventWaitlistEntry).findBy({ eventId: event.id });
      const saved = await limited.deps.db.repo(Event).findOneByOrFail({ id: event.id });
      expect(saved.currentRegistrations).toBe(registered.length);
      const perClient = new Map<string, number>();
      for (const p of [...registered, ...waiting]) perClient.set(p.clientKey!, (perClient.get(p.clientKey!) ?? 0) + 1);
      expect([...perClient.values()]).toEqual([6, 6, 6]);
    } finally {
      await limited.close();
    }
  });
});
