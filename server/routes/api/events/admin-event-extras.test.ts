import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { createEvent } from '@server/test/factories';
import { pngWithAlpha } from '@server/test/images';
import { putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { Event } from '@server/db/entities';
import type { RegistrationDto } from '@shared/api/types';

const nextYear = new Date().getUTCFullYear() + 1;
const newEvent = {
  title: 'Bird Count (sample)',
  description: 'Counting the winter birds along the hedgerows.',
  date: `${nextYear}-01-20`,
  time: '8:00 AM',
  location: 'Meadow gate',
  maxCapacity: 10,
};

describe('admin events: uploaded images and the registrations list', () => {
  const t = useAdminAndMember();

  async function uploaded(): Promise<string> {
    const url = await uploadUrlFor(t.admin);
    expect((await putFile(url, await pngWithAlpha())).status).toBe(200);
    return url;
  }

  describe('image chosen with the uploader', () => {
    it('create stores the upload URL as the public path /objects/uploads/{id}, which serves the picture', async () => {
      const uploadURL = await uploaded();
      const id = uploadIdOf(uploadURL);
      const res = await t.admin.post('/api/admin/events', { ...newEvent, imageUrl: uploadURL });
      expect(res.status).toBe(201);
      expect(res.body.imageUrl).toBe(`/objects/uploads/${id}`);
      expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: res.body.id })).imageUrl).toBe(
        `/objects/uploads/${id}`,
      );
      expect((await served(t.server, `/objects/uploads/${id}`)).status).toBe(200);
    });

    it('edit replaces the image with a new upload, keeps the stored path as it is, and clears it with null', async () => {
      const first = uploadIdOf(await uploaded());
      const created = await t.admin.post('/api/admin/events', { ...newEvent, imageUrl: `/objects/uploads/${first}` });
      expect(created.body.imageUrl).toBe(`/objects/uploads/${first}`);

      const kept = await t.admin.put(`/api/admin/events/${created.body.id}`, {
        ...newEvent,
        imageUrl: `/objects/uploads/${first}`,
      });
      expect(kept.body.imageUrl).toBe(`/objects/uploads/${first}`);

      const secondUrl = await uploaded();
      const replaced = await t.admin.put(`/api/admin/events/${created.body.id}`, { imageUrl: secondUrl });
      expect(replaced.status).toBe(200);
      expect(replaced.body.imageUrl).toBe(`/objects/uploads/${uploadIdOf(secondUrl)}`);

      const cleared = await t.admin.put(`/api/admin/events/${created.body.id}`, { imageUrl: null });
      expect(cleared.body.imageUrl).toBeNull();
    });

    it('an upload URL that was never filled is a 400 with a field error, and nothing is created', async () => {
      const before = await t.server.deps.db.repo(Event).count();
      const emptySlot = await uploadUrlFor(t.admin);
      const res = await t.admin.post('/api/admin/events', { ...newEvent, imageUrl: emptySlot });
      expectApiError(res, 400, 'Could not get uploaded file URL. Please try again.');
      expect(await t.server.deps.db.repo(Event).count()).toBe(before);

      const e = await createEvent(t.server.deps.db, { imageUrl: '/keep.jpg' });
      expectApiError(await t.admin.put(`/api/admin/events/${e.id}`, { imageUrl: emptySlot }), 400);
      expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: e.id })).imageUrl).toBe('/keep.jpg');
    });

    it('other paths and web addresses (bulk-created past events) are stored as sent', async () => {
      const res = await t.admin.post('/api/admin/events', {
        ...newEvent,
        imageUrl: 'attached_assets/2019/annual-meeting.jpg',
        imageUrls: ['https://photos.example.org/2019/a.jpg'],
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        imageUrl: 'attached_assets/2019/annual-meeting.jpg',
        imageUrls: ['https://photos.example.org/2019/a.jpg'],
      });
    });
  });

  describe('GET /api/admin/events/:id/registrations', () => {
    const person = (n: number, extra: Record<string, string> = {}) => ({
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `p${n}@example.org`,
      ...extra,
    });

    it('lists the event’s registrations with every field, first registered first; other events’ stay out', async () => {
      const e = await createEvent(t.server.deps.db, { maxCapacity: null });
      const other = await createEvent(t.server.deps.db, { maxCapacity: null });
      expect(
        (
          await t.server
            .client()
            .post(
              `/api/events/${e.id}/register`,
              person(1, { phone: '609-555-0101', specialRequests: 'Wheelchair access' }),
            )
        ).status,
      ).toBe(201);
      expect((await t.server.client().post(`/api/events/${e.id}/register`, person(2))).status).toBe(201);
      expect((await t.server.client().post(`/api/events/${other.id}/register`, person(3))).status).toBe(201);

      const res = await t.admin.get(`/api/admin/events/${e.id}/registrations`);
      expect(res.status).toBe(200);
      const rows = res.body as RegistrationDto[];
      expect(rows.map((r) => r.email)).toEqual(['p1@example.org', 'p2@example.org']);
      expect(rows[0]).toMatchObject({
        eventId: e.id,
        firstName: 'First1',
        lastName: 'Last1',
        phone: '609-555-0101',
        specialRequests: 'Wheelchair access',
      });
      expect(rows[1]).toMatchObject({ phone: null, specialRequests: null });
      expect(new Date(rows[0].registeredAt).getTime()).toBeLessThanOrEqual(new Date(rows[1].registeredAt).getTime());
    });

    it('an event nobody registered for answers an empty list', async () => {
      const e = await createEvent(t.server.deps.db);
      const res = await t.admin.get(`/api/admin/events/${e.id}/registrations`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('401 signed out, 403 for a member (before 404), 404 for an unknown or malformed id', async () => {
      const e = await createEvent(t.server.deps.db);
      expectApiError(await t.server.client().get(`/api/admin/events/${e.id}/registrations`), 401);
      expectApiError(await t.member.get(`/api/admin/events/${e.id}/registrations`), 403);
      expectApiError(await t.member.get(`/api/admin/events/${randomUUID()}/registrations`), 403);
      expectApiError(await t.admin.get(`/api/admin/events/${randomUUID()}/registrations`), 404, 'Event not found');
      expectApiError(await t.admin.get('/api/admin/events/not-an-id/registrations'), 404, 'Event not found');
    });

    it('after the event is deleted its registrations are gone too', async () => {
      const e = await createEvent(t.server.deps.db, { maxCapacity: null });
      expect((await t.server.client().post(`/api/events/${e.id}/register`, person(9))).status).toBe(201);
      expect((await t.admin.delete(`/api/admin/events/${e.id}`)).status).toBe(204);
      expectApiError(await t.admin.get(`/api/admin/events/${e.id}/registrations`), 404);
    });
  });

  it('lowering capacity to exactly the registrations taken is allowed (the event is then full)', async () => {
    const e = await createEvent(t.server.deps.db, { maxCapacity: 5 });
    for (const n of [1, 2])
      expect((await t.server.client().post(`/api/events/${e.id}/register`, person2(n))).status).toBe(201);
    const res = await t.admin.put(`/api/admin/events/${e.id}`, { maxCapacity: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ maxCapacity: 2, currentRegistrations: 2 });
    expectApiError(await t.server.client().post(`/api/events/${e.id}/register`, person2(3)), 409);
  });
});

function person2(n: number) {
  return { firstName: 'Cap', lastName: `Person${n}`, email: `cap${n}@example.org` };
}
