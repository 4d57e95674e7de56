import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { createEvent, daysFromNow, startOfPreserveDay } from '@server/test/factories';
import { UPCOMING_EVENTS_ON_HOME } from '@shared/constants';
import { Event } from '@server/db/entities';

describe("GET /api/upcoming-events: the home page's next few events", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const titles = async () =>
    ((await server.client().get('/api/upcoming-events')).body as Array<{ title: string }>).map((e) => e.title);

  it('answers the soonest active events that have not ended, at most three, as the list presents them', async () => {
    const db = server.deps.db;
    const day = startOfPreserveDay(new Date(Date.now() - 5 * 60_000));
    await createEvent(db, { title: 'Ended this morning', date: day, time: '12:00 AM - 12:01 AM' });
    await createEvent(db, { title: 'Under way today', date: startOfPreserveDay(new Date()), time: 'All day' });
    await createEvent(db, { title: 'Yesterday', date: daysFromNow(-1) });
    await createEvent(db, { title: 'Switched off', date: daysFromNow(1), isActive: false });
    await createEvent(db, { title: 'In four days', date: daysFromNow(4) });
    await createEvent(db, { title: 'In two days', date: daysFromNow(2) });
    await createEvent(db, { title: 'In nine days', date: daysFromNow(9) });

    expect(UPCOMING_EVENTS_ON_HOME).toBe(3);
    expect(await titles()).toEqual(['Under way today', 'In two days', 'In four days']);

    // The same JSON as the full list gives for those events.
    const all = (await server.client().get('/api/events')).body as Array<{ title: string }>;
    const upcoming = (await server.client().get('/api/upcoming-events')).body as Array<{ title: string }>;
    expect(upcoming).toEqual(upcoming.map((u) => all.find((a) => a.title === u.title)));
  });

  it('answers an empty list when nothing is coming up', async () => {
    // A DELETE, not TRUNCATE: PostgreSQL refuses to truncate a table other tables point at.
    await server.deps.db.write((m) => m.createQueryBuilder().delete().from(Event).execute());
    await createEvent(server.deps.db, { title: 'Long ago', date: daysFromNow(-400), isActive: false });
    expect(await titles()).toEqual([]);
  });
});
