import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import { createEvent } from '@server/test/factories';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { until } from '@server/test/until';
import { EventRegistration, Event, OutboundEmail } from '@server/db/entities';

/** How long the last test waits for its mail to go out. */
const MAIL_WAIT_MS = 60_000;

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

  it('parties of mixed sizes: 400 at once for 60 seats never overbook, and the counter is the seats the rows hold', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 60, guestLimit: 4, childrenTakeSeats: false });
    const client = server.client();
    // Sizes 1 to 5 with children now and then, who take no seat at this event.
    const party = (i: number) => ({ guests: i % 5, children: i % 7 === 0 && i % 5 < 4 ? 1 : 0 });
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        client.post(`/api/events/${event.id}/register`, {
          firstName: 'Party',
          lastName: `Number ${i}`,
          email: `party${i}@example.org`,
          ...party(i),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const rows = await server.deps.db.repo(EventRegistration).findBy({ eventId: event.id });
    const saved = await server.deps.db.repo(Event).findOneByOrFail({ id: event.id });
    const seats = rows.reduce((sum, r) => sum + r.seats, 0);
    expect(rows).toHaveLength(statuses.filter((s) => s === 201).length);
    expect(seats).toBeLessThanOrEqual(60);
    expect(saved.currentRegistrations).toBe(seats);
    // Each row holds the seats of its own party: the registrant and the adults, not the children.
    for (const r of rows) expect(r.seats).toBe(1 + r.guests);
    // Every refusal came when the party no longer fitted in what was left at the end.
    const smallestRefused = Math.min(...results.flatMap((r, i) => (r.status === 409 ? [1 + party(i).guests] : [])));
    expect(60 - seats).toBeLessThan(smallestRefused);
  });

  it(
    'one address sent 20 times at once, in any letter case: one registration, one seat, one confirmation',
    { timeout: 2 * MAIL_WAIT_MS },
    async () => {
      const event = await createEvent(server.deps.db, { maxCapacity: 50 });
      // An address of this try's own: a retry runs on the same server, whose queue still holds the first try's mail.
      const address = `burst.person.${event.id.slice(0, 8)}@example.org`;
      const mixedCase = address.replace('burst.person', 'Burst.Person').replace('example.org', 'Example.org');
      const spellings = [address, address.toUpperCase(), ` ${address} `, mixedCase];
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          server.client().post(`/api/events/${event.id}/register`, {
            firstName: 'Burst',
            lastName: `Try ${i}`,
            email: spellings[i % spellings.length],
          }),
        ),
      );
      // Every try is answered as a registration: the answers do not tell which one took the seat (ADR 051).
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));

      expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(1);
      expect((await server.deps.db.repo(Event).findOneByOrFail({ id: event.id })).currentRegistrations).toBe(1);
      const toAddress = (await server.deps.db.repo(OutboundEmail).find()).filter(
        (m) => m.to.trim().toLowerCase() === address,
      );
      // The others are told by a note that nothing changed; one confirmation only, with the calendar file.
      expect(toAddress.filter((m) => m.kind === 'already-registered')).toHaveLength(19);
      const queued = toAddress.filter((m) => m.kind === 'registration-confirmation');
      expect(queued).toHaveLength(1);
      // The one confirmation goes out, and it is the only one that does. The queue sends one message at a time and
      // the earlier tests' mail is ahead of these twenty: a minute is room enough on a loaded machine.
      await until(
        'the confirmation sent',
        async () => (await server.deps.db.repo(OutboundEmail).findOneByOrFail({ id: queued[0].id })).status === 'sent',
        MAIL_WAIT_MS,
      );
      await until(
        'every note sent',
        async () => smtp.mails.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === address)).length === 20,
        MAIL_WAIT_MS,
      );
      const confirmations = smtp.mails.filter(
        (m) =>
          m.envelope.to.some((to) => to.toLowerCase() === address) && m.subject.startsWith('Registration confirmed'),
      );
      expect(confirmations).toHaveLength(1);
    },
  );
});
