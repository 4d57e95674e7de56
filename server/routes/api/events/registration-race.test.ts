import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import { createEvent } from '@server/test/factories';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { until } from '@server/test/until';
import { EventRegistration, Event, OutboundEmail } from '@server/db/entities';

/** 400 people try for the last 25 seats at once: exactly 25 get in, and the counter matches the rows. */
describe('registration under contention', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => ({ server, smtp } = await startServerWithSmtp()));
  afterAll(() => closeServerWithSmtp(server, smtp));

  it('never overbooks and keeps currentRegistrations equal to the rows', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 25 });
    const client = server.client();
    const attempts = Array.from({ length: 400 }, (_, i) =>
      client.post(`/api/events/${event.id}/register`, {
        firstName: 'Racer',
        lastName: `Number ${i}`,
        email: `racer${i}@example.org`,
      }),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(25);
    expect(statuses.filter((s) => s === 409)).toHaveLength(375);

    const rows = await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id });
    const saved = await server.deps.db.repo(Event).findOneByOrFail({ id: event.id });
    expect(rows).toBe(25);
    expect(saved.currentRegistrations).toBe(25);
  });

  it('one address sent 20 times at once, in any letter case: one registration, one seat, one mail', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 50 });
    const address = 'burst.person@example.org';
    const spellings = [address, address.toUpperCase(), ` ${address} `, 'Burst.Person@Example.org'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.client().post(`/api/events/${event.id}/register`, {
          firstName: 'Burst',
          lastName: `Try ${i}`,
          email: spellings[i % spellings.length],
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({ message: 'You are already registered for this event.' });
    }

    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(1);
    expect((await server.deps.db.repo(Event).findOneByOrFail({ id: event.id })).currentRegistrations).toBe(1);
    const queued = (await server.deps.db.repo(OutboundEmail).find()).filter(
      (m) => m.to.trim().toLowerCase() === address,
    );
    expect(queued).toHaveLength(1);
    // The one message goes out, and it is the only one that does.
    await until(
      'the confirmation sent',
      async () => (await server.deps.db.repo(OutboundEmail).findOneByOrFail({ id: queued[0].id })).status === 'sent',
    );
    expect(smtp.mails.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === address))).toHaveLength(1);
  });
});
