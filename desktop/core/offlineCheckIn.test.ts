import { describe, expect, it } from 'vitest';
import { createEvent } from '../../server/test/factories';
import { EventRegistration } from '../../server/db/entities';
import { useCoreWithSite } from './test/desktopSetup';
import type { Json } from '@server/test/client';

type Rec = Record<string, Json>;

/**
 * Check-in at a trailhead out of reach of the network: the tick is drafted, shows in the cached list, and once the
 * site is back merges with another volunteer's tick of the same person instead of conflicting (no version).
 */
describe('desktop core: check-in drafted offline', () => {
  const t = useCoreWithSite();

  it('drafts the check-in offline, shows it, and syncs it alongside a web check-in of the same person', async () => {
    const event = await createEvent(t.server.deps.db);
    for (const who of ['robin', 'kim'])
      expect(
        (
          await t.web.post(`/api/events/${event.id}/register`, {
            firstName: who,
            lastName: 'Sample',
            email: `${who}@example.org`,
          })
        ).status,
      ).toBe(201);
    const listPath = `/api/admin/events/${event.id}/registrations`;
    const [robin, kim] = (await t.core.request({ method: 'GET', path: listPath })).body as Rec[];

    await t.server.stop();
    const draft = await t.core.request({
      method: 'PATCH',
      path: `/api/admin/registrations/${robin.id as string}`,
      body: { checkedIn: true },
    });
    expect(draft).toMatchObject({ status: 202, source: 'draft', body: { id: robin.id, checkedIn: true } });
    const cached = (await t.core.request({ method: 'GET', path: listPath })) as { body: Rec[]; source: string };
    expect(cached.source).toBe('cache');
    expect(cached.body.map((r) => [r.firstName, r.checkedIn])).toEqual([
      ['robin', true],
      ['kim', false],
    ]);
    expect((await t.core.syncState()).pending.map((p) => p.summary)).toEqual(['Edit check-in “robin Sample”']);

    // Meanwhile another volunteer, on the web, checks in the same person.
    await t.server.start();
    const other = await t.web.request('PATCH', `/api/admin/registrations/${robin.id as string}`, {
      json: { checkedIn: true },
    });
    expect(other.status).toBe(200);

    const state = await t.core.syncNow();
    expect(state.conflicts).toEqual([]);
    expect(state.pending).toEqual([]);
    const rows = await t.server.deps.db.repo(EventRegistration).findBy({ eventId: event.id });
    expect(rows.find((r) => r.id === robin.id)?.checkedInAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === kim.id)?.checkedInAt).toBeNull();
  });
});
