import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createEvent } from '../../../test/factories';
import { EventRegistration, Event } from '../../../db/entities';

/** 400 people try for the last 25 seats at once: exactly 25 get in, and the counter matches the rows. */
describe('registration under contention', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

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
});
