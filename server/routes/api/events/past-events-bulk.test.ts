import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { photoWithGps } from '@server/test/images';
import { putFile, uploadUrlFor } from '@server/test/uploads';
import { Event } from '@server/db/entities';
import type { TestClient } from '@server/test/client';
import { NOT_A_STORED_IMAGE } from '@shared/lib/pastEvents';

/** A picture the site stores, uploaded by `client`: its public path. */
async function storedImage(client: TestClient): Promise<string> {
  const put = await putFile(await uploadUrlFor(client), await photoWithGps());
  expect(put.status).toBe(200);
  return (put.body as { url: string }).url;
}

const row = (imageUrl: string, changes: Record<string, unknown> = {}) => ({
  title: 'FMP Annual Meeting 2019',
  description: 'The 2019 annual meeting.',
  date: '2019-06-15',
  time: '10:00 AM',
  location: 'Mapleton Preserve, Kingston, NJ 08528',
  imageUrl,
  ...changes,
});

describe('POST /api/admin/past-events', () => {
  const t = useAdminAndMember();
  const count = () => t.server.deps.db.repo(Event).count();

  it('creates one inactive event per row, with the words, day, time and place the volunteer left', async () => {
    const [a, b] = [await storedImage(t.admin), await storedImage(t.admin)];
    const before = await count();
    const res = await t.admin.post('/api/admin/past-events', {
      events: [
        row(a),
        row(b, {
          title: 'Barn raising',
          date: '2021-09-04',
          time: '2:30 PM',
          location: 'The old barn',
          description: 'We raised the barn.',
        }),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    expect(await count()).toBe(before + 2);
    const barn = await t.server.deps.db.repo(Event).findOneByOrFail({ title: 'Barn raising' });
    expect(barn).toMatchObject({
      isActive: false,
      time: '2:30 PM',
      location: 'The old barn',
      description: 'We raised the barn.',
      imageUrl: b,
      maxCapacity: null,
      currentRegistrations: 0,
    });
    // 2:30 PM on September 4 in New Jersey (EDT, UTC-4).
    expect(barn.date.toISOString()).toBe('2021-09-04T18:30:00.000Z');
    // The past-events page shows them with their pictures, which visitors may now load.
    const shown = await fetch(`${t.server.url}${b}`);
    expect(shown.status).toBe(200);
  });

  it('refuses a path that is not a stored image: 400 naming the row, and creates none of the rows', async () => {
    const good = await storedImage(t.admin);
    const before = await count();
    const res = await t.admin.post('/api/admin/past-events', {
      events: [row(good), row('/images/2019/annual-meeting.jpg'), row('https://example.org/2019/meeting.jpg')],
    });
    expectApiError(res, 400);
    expect(res.body.fieldErrors).toMatchObject({
      'events.1.imageUrl': [NOT_A_STORED_IMAGE],
      'events.2.imageUrl': [NOT_A_STORED_IMAGE],
    });
    expect(res.body.fieldErrors['events.0.imageUrl']).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it('refuses a stored-looking path with no picture behind it', async () => {
    const before = await count();
    const missing = `/objects/uploads/${randomUUID()}`;
    const res = await t.admin.post('/api/admin/past-events', {
      events: [row(await storedImage(t.admin)), row(missing)],
    });
    expectApiError(res, 400);
    expect(res.body.fieldErrors).toEqual({ 'events.1.imageUrl': [NOT_A_STORED_IMAGE] });
    expect(await count()).toBe(before);
  });

  it('checks every field of every row with the shared rules', async () => {
    const image = await storedImage(t.admin);
    const res = await t.admin.post('/api/admin/past-events', {
      events: [row(image, { title: ' ', date: '2019-02-30', time: '', description: '' })],
    });
    expectApiError(res, 400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual([
      'events.0.date',
      'events.0.description',
      'events.0.time',
      'events.0.title',
    ]);
    expectApiError(await t.admin.post('/api/admin/past-events', { events: [] }), 400, 'No Events to Create');
    expectApiError(await t.admin.post('/api/admin/past-events', {}), 400);
  });

  it('is for admins only: 401 signed out, 403 for a member, nothing created', async () => {
    const image = await storedImage(t.admin);
    const before = await count();
    expectApiError(await t.server.client().post('/api/admin/past-events', { events: [row(image)] }), 401);
    expectApiError(await t.member.post('/api/admin/past-events', { events: [row(image)] }), 403);
    expect(await count()).toBe(before);
  });
});
