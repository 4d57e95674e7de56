import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { createEvent, daysFromNow } from '@server/test/factories';
import { Event, EventRegistration } from '@server/db/entities';

const nextYear = new Date().getUTCFullYear() + 1;
const newEvent = {
  title: 'Spring Cleanup (sample)',
  description: 'Pulling vines along the old nursery rows.\n\nGloves provided.',
  date: `${nextYear}-04-18`,
  time: '9:00 AM',
  location: 'Main trailhead',
  maxCapacity: 12,
  imageUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000',
};

describe('admin event endpoints', () => {
  const t = useAdminAndMember();

  const count = () => t.server.deps.db.repo(Event).count();

  describe('who may call them', () => {
    it('POST: 401 signed out, 403 without isAdmin; nothing is created', async () => {
      const before = await count();
      expectApiError(await t.server.client().post('/api/admin/events', newEvent), 401, 'Please sign in to continue.');
      expectApiError(await t.member.post('/api/admin/events', newEvent), 403, 'Admin access required.');
      expect(await count()).toBe(before);
    });

    it('PUT: 401 signed out, 403 without isAdmin; nothing changes', async () => {
      const e = await createEvent(t.server.deps.db, { title: 'Untouched' });
      expectApiError(await t.server.client().put(`/api/admin/events/${e.id}`, { title: 'Hacked' }), 401);
      expectApiError(await t.member.put(`/api/admin/events/${e.id}`, { title: 'Hacked' }), 403);
      expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: e.id })).title).toBe('Untouched');
    });

    it('DELETE: 401 signed out, 403 without isAdmin; the event stays', async () => {
      const e = await createEvent(t.server.deps.db);
      expectApiError(await t.server.client().delete(`/api/admin/events/${e.id}`), 401);
      expectApiError(await t.member.delete(`/api/admin/events/${e.id}`), 403);
      expect(await t.server.deps.db.repo(Event).existsBy({ id: e.id })).toBe(true);
    });

    it('a non-admin learns nothing about ids: 403 comes before 404', async () => {
      expectApiError(await t.member.put(`/api/admin/events/${randomUUID()}`, { title: 'x' }), 403);
      expectApiError(await t.member.delete('/api/admin/events/not-a-uuid'), 403);
    });
  });

  describe('POST /api/admin/events', () => {
    it('creates an event: 201 with the presented event', async () => {
      const res = await t.admin.post('/api/admin/events', newEvent);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: newEvent.title,
        description: newEvent.description,
        time: '9:00 AM',
        location: 'Main trailhead',
        maxCapacity: 12,
        currentRegistrations: 0,
        imageUrl: newEvent.imageUrl,
        imageUrls: [],
        eventContent: null,
        isActive: true,
      });
      // A bare date takes its clock time from the time text, on New York's clock (EDT in April: UTC-4).
      expect(res.body.date).toBe(`${nextYear}-04-18T13:00:00.000Z`);
      const row = await t.server.deps.db.repo(Event).findOneByOrFail({ id: res.body.id });
      expect(row.createdBy).toBe(t.adminId);
      const listed = await t.server.client().get('/api/events');
      expect(listed.body.some((e: { id: string }) => e.id === res.body.id)).toBe(true);
    });

    it('keeps a winter event on its calendar day (EST: UTC-5)', async () => {
      const res = await t.admin.post('/api/admin/events', { ...newEvent, date: `${nextYear}-01-10`, time: '7:30 PM' });
      expect(res.status).toBe(201);
      expect(res.body.date).toBe(`${nextYear}-01-11T00:30:00.000Z`);
    });

    it('uses noon when the time text has no clock time', async () => {
      const res = await t.admin.post('/api/admin/events', { ...newEvent, date: `${nextYear}-07-04`, time: 'All day' });
      expect(res.status).toBe(201);
      expect(res.body.date).toBe(`${nextYear}-07-04T16:00:00.000Z`);
    });

    it('accepts the bulk creator’s ISO date and isActive false', async () => {
      const res = await t.admin.post('/api/admin/events', {
        ...newEvent,
        title: 'Annual Meeting 2019 (sample)',
        date: '2019-06-15T14:00:00.000Z',
        time: '10:00 AM',
        isActive: false,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ date: '2019-06-15T14:00:00.000Z', isActive: false });
    });

    it('maxCapacity null (or absent) means no limit', async () => {
      const a = await t.admin.post('/api/admin/events', { ...newEvent, maxCapacity: null });
      expect(a.status).toBe(201);
      expect(a.body.maxCapacity).toBeNull();
      const { maxCapacity: _omit, ...withoutCapacity } = newEvent;
      const b = await t.admin.post('/api/admin/events', withoutCapacity);
      expect(b.status).toBe(201);
      expect(b.body.maxCapacity).toBeNull();
    });

    it('trims text and stores optional blanks as null', async () => {
      const res = await t.admin.post('/api/admin/events', {
        ...newEvent,
        title: '  Padded  ',
        location: '   ',
        imageUrl: '',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: 'Padded', location: null, imageUrl: null });
    });

    it('takes picked times and derives the text visitors read; an edit may move only the end', async () => {
      const { time: _text, ...picked } = newEvent;
      const res = await t.admin.post('/api/admin/events', { ...picked, startTime: '09:00', endTime: '12:00' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        time: '9:00 AM - 12:00 PM',
        startTime: '09:00',
        endTime: '12:00',
        allDay: false,
      });
      const id = res.body.id as string;
      const later = await t.admin.put(`/api/admin/events/${id}`, { endTime: '15:30', version: res.body.version });
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ time: '9:00 AM - 3:30 PM', startTime: '09:00', endTime: '15:30' });
      const early = await t.admin.put(`/api/admin/events/${id}`, { endTime: '08:00', version: later.body.version });
      expectApiError(early, 400, 'End time must be after the start time');
      const allDay = await t.admin.put(`/api/admin/events/${id}`, { allDay: true, version: later.body.version });
      expect(allDay.body).toMatchObject({ time: 'All day', startTime: null, endTime: null, allDay: true });
    });

    it('a time text alone is read as before, kept as written, and flagged when it is no time at all', async () => {
      const range = await t.admin.post('/api/admin/events', { ...newEvent, time: '9 AM - noon' });
      expect(range.body).toMatchObject({ time: '9 AM - noon', startTime: '09:00', endTime: '12:00' });
      const unread = await t.admin.post('/api/admin/events', { ...newEvent, time: 'TBA' });
      expect(unread.body).toMatchObject({ time: 'TBA', startTime: null, allDay: false, timeNeedsReview: true });
    });

    const bad: Array<[string, Record<string, unknown>, string, string]> = [
      ['missing date', { date: undefined }, 'date', 'Date is required'],
      ['blank date', { date: '  ' }, 'date', 'Date is required'],
      ['null date', { date: null }, 'date', 'Date is required'],
      ['unreadable date', { date: 'next Tuesday' }, 'date', 'Date must be a date like 2026-06-15'],
      ['impossible date', { date: `${nextYear}-02-30` }, 'date', 'Date must be a date like 2026-06-15'],
      ['missing title', { title: undefined }, 'title', 'Title is required'],
      ['blank description', { description: ' ' }, 'description', 'Description is required'],
      ['missing time', { time: undefined }, 'startTime', 'Start time is required, or choose All day'],
      ['blank time', { time: '' }, 'time', 'Time is required'],
      [
        'an end before the start',
        { time: undefined, startTime: '11:00', endTime: '09:00' },
        'endTime',
        'End time must be after the start time',
      ],
      ['over-long title', { title: 'T'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      ['capacity as text', { maxCapacity: '20' }, 'maxCapacity', 'Capacity must be a whole number'],
      ['fractional capacity', { maxCapacity: 2.5 }, 'maxCapacity', 'Capacity must be a whole number'],
      ['zero capacity', { maxCapacity: 0 }, 'maxCapacity', 'Capacity must be at least 1'],
      ['negative capacity', { maxCapacity: -3 }, 'maxCapacity', 'Capacity must be at least 1'],
      ['isActive as text', { isActive: 'yes' }, 'isActive', 'Active must be true or false'],
      ['imageUrls not a list', { imageUrls: 'a.jpg' }, 'imageUrls', 'Images must be a list of addresses'],
    ];
    it.each(bad)('400 for %s, and nothing is created', async (_label, patch, field, message) => {
      const before = await count();
      const res = await t.admin.post('/api/admin/events', { ...newEvent, ...patch });
      expectApiError(res, 400, message);
      expect(res.body.fieldErrors[field]).toEqual([message]);
      expect(await count()).toBe(before);
    });

    it('400 for a body that is not an object', async () => {
      expectApiError(await t.admin.post('/api/admin/events', ['not', 'an', 'event']), 400);
    });

    it('cleans HTML in the description and recap; plain text is kept as typed', async () => {
      const res = await t.admin.post('/api/admin/events', {
        ...newEvent,
        description: '<p onclick="x()">Meet <b>here</b></p><script>alert(1)</script>',
        eventContent: '<a href="javascript:alert(1)">recap</a>',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ description: '<p>Meet <b>here</b></p>', eventContent: '<a>recap</a>' });
      const plain = await t.admin.post('/api/admin/events', {
        ...newEvent,
        description: 'Kids <12 free & dogs welcome.\n\nBring water.',
      });
      expect(plain.body.description).toBe('Kids <12 free & dogs welcome.\n\nBring water.');
      const edited = await t.admin.put(`/api/admin/events/${res.body.id}`, {
        eventContent: 'Thanks <img src=x onerror=alert(1)>',
      });
      expect(edited.body.eventContent).toBe('Thanks <img src="x" />');
      const emptied = await t.admin.post('/api/admin/events', {
        ...newEvent,
        description: '<script>alert(1)</script>',
      });
      expectApiError(emptied, 400, 'Description is required');
    });

    it('ignores server-set fields sent by the client', async () => {
      const res = await t.admin.post('/api/admin/events', {
        ...newEvent,
        id: '11111111-1111-4111-8111-111111111111',
        currentRegistrations: 99,
        createdBy: '22222222-2222-4222-8222-222222222222',
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe('11111111-1111-4111-8111-111111111111');
      expect(res.body.currentRegistrations).toBe(0);
      expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: res.body.id })).createdBy).toBe(t.adminId);
    });
  });

  describe('PUT /api/admin/events/:id', () => {
    it('changes only the fields sent (partial update)', async () => {
      const e = await createEvent(t.server.deps.db, {
        title: 'Before',
        isActive: false,
        maxCapacity: 30,
        location: 'Barn',
        imageUrl: '/x.jpg',
        imageUrls: ['/a.jpg', '/b.jpg'],
        eventContent: 'A fine recap.',
      });
      const res = await t.admin.put(`/api/admin/events/${e.id}`, { title: 'After' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: e.id,
        title: 'After',
        description: e.description,
        date: e.date.toISOString(),
        time: e.time,
        isActive: false,
        maxCapacity: 30,
        location: 'Barn',
        imageUrl: '/x.jpg',
        imageUrls: ['/a.jpg', '/b.jpg'],
        eventContent: 'A fine recap.',
      });
      const row = await t.server.deps.db.repo(Event).findOneByOrFail({ id: e.id });
      expect(row).toMatchObject({ title: 'After', isActive: false, maxCapacity: 30, imageUrls: ['/a.jpg', '/b.jpg'] });
    });

    it('replaces every field when the edit dialog sends them all', async () => {
      const e = await createEvent(t.server.deps.db);
      const res = await t.admin.put(`/api/admin/events/${e.id}`, {
        ...newEvent,
        title: 'Edited',
        date: `${nextYear}-10-03`,
        time: '2:00 PM',
        maxCapacity: null,
        isActive: false,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Edited',
        date: `${nextYear}-10-03T18:00:00.000Z`,
        maxCapacity: null,
        isActive: false,
      });
    });

    it('can clear the capacity limit and reopen an event', async () => {
      const e = await createEvent(t.server.deps.db, { isActive: false, maxCapacity: 5 });
      const res = await t.admin.put(`/api/admin/events/${e.id}`, { maxCapacity: null, isActive: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ maxCapacity: null, isActive: true });
    });

    it('refuses a capacity below the registrations already taken', async () => {
      const e = await createEvent(t.server.deps.db, { maxCapacity: 5 });
      for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
        expect(
          (await t.server.client().post(`/api/events/${e.id}/register`, { firstName: 'A', lastName: 'B', email }))
            .status,
        ).toBe(201);
      }
      const res = await t.admin.put(`/api/admin/events/${e.id}`, { maxCapacity: 2 });
      expectApiError(res, 400);
      expect(res.body.fieldErrors).toHaveProperty('maxCapacity');
      expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: e.id })).maxCapacity).toBe(5);
    });

    it('400 with field errors for bad values, and nothing changes', async () => {
      const e = await createEvent(t.server.deps.db, { title: 'Stays' });
      const blankDate = await t.admin.put(`/api/admin/events/${e.id}`, { date: '' });
      expectApiError(blankDate, 400, 'Date is required');
      expect(blankDate.body.fieldErrors).toEqual({ date: ['Date is required'] });
      const blankTitle = await t.admin.put(`/api/admin/events/${e.id}`, { title: '   ' });
      expectApiError(blankTitle, 400, 'Title is required');
      expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: e.id })).title).toBe('Stays');
    });

    it('404 for an unknown or malformed id', async () => {
      expectApiError(await t.admin.put(`/api/admin/events/${randomUUID()}`, { title: 'x' }), 404, 'Event not found');
      expectApiError(await t.admin.put('/api/admin/events/not-a-uuid', { title: 'x' }), 404, 'Event not found');
    });
  });

  describe('DELETE /api/admin/events/:id', () => {
    it('removes the event and its registrations: 204', async () => {
      const e = await createEvent(t.server.deps.db, { maxCapacity: null });
      const keep = await createEvent(t.server.deps.db, { maxCapacity: null });
      const body = { firstName: 'A', lastName: 'B', email: 'a@example.org' };
      expect((await t.server.client().post(`/api/events/${e.id}/register`, body)).status).toBe(201);
      expect(
        (await t.server.client().post(`/api/events/${e.id}/register`, { ...body, email: 'b@example.org' })).status,
      ).toBe(201);
      expect((await t.server.client().post(`/api/events/${keep.id}/register`, body)).status).toBe(201);

      const res = await t.admin.delete(`/api/admin/events/${e.id}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(await t.server.deps.db.repo(Event).existsBy({ id: e.id })).toBe(false);
      expect(await t.server.deps.db.repo(EventRegistration).countBy({ eventId: e.id })).toBe(0);
      expect(await t.server.deps.db.repo(EventRegistration).countBy({ eventId: keep.id })).toBe(1);
      expectApiError(await t.server.client().get(`/api/events/${e.id}`), 404);
    });

    it('404 for an unknown or malformed id, and for a second delete', async () => {
      const e = await createEvent(t.server.deps.db);
      expect((await t.admin.delete(`/api/admin/events/${e.id}`)).status).toBe(204);
      expectApiError(await t.admin.delete(`/api/admin/events/${e.id}`), 404);
      expectApiError(await t.admin.delete(`/api/admin/events/${randomUUID()}`), 404);
      expectApiError(await t.admin.delete('/api/admin/events/not-a-uuid'), 404);
    });
  });

  it('a past event created by an admin cannot be registered for', async () => {
    const res = await t.admin.post('/api/admin/events', { ...newEvent, date: daysFromNow(-400).toISOString() });
    expect(res.status).toBe(201);
    const reg = await t.server
      .client()
      .post(`/api/events/${res.body.id}/register`, { firstName: 'A', lastName: 'B', email: 'a@example.org' });
    expectApiError(reg, 400);
  });
});
