import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { createEvent, daysFromNow } from '@server/test/factories';
import { EventRegistration, OutboundEmail } from '@server/db/entities';
import type { EventDto, RegistrationDto } from '@shared/api/types';

describe('check-in at the trailhead', () => {
  let n = 0;

  const t = useAdminAndMember();

  async function registered(eventId: string): Promise<RegistrationDto> {
    n += 1;
    const res = await t.server.client().post(`/api/events/${eventId}/register`, {
      firstName: 'Robin',
      lastName: `Sample${n}`,
      email: `r${n}@example.org`,
    });
    expect(res.status).toBe(201);
    return res.body as RegistrationDto;
  }
  const checkIn = (id: string, checkedIn: unknown, client = t.admin) =>
    client.request('PATCH', `/api/admin/registrations/${id}`, { json: { checkedIn } });

  it('sets and clears the check-in, answering the registration with checkedIn', async () => {
    const event = await createEvent(t.server.deps.db);
    const reg = await registered(event.id);
    const list = await t.admin.get(`/api/admin/events/${event.id}/registrations`);
    expect(list.body.map((r: RegistrationDto) => r.checkedIn)).toEqual([false]);

    const on = await checkIn(reg.id, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: reg.id, eventId: event.id, checkedIn: true });
    const stored = await t.server.deps.db.repo(EventRegistration).findOneByOrFail({ id: reg.id });
    expect(stored.checkedInAt).toBeInstanceOf(Date);
    expect((await t.admin.get(`/api/admin/events/${event.id}/registrations`)).body[0].checkedIn).toBe(true);

    const off = await checkIn(reg.id, false);
    expect(off.status).toBe(200);
    expect(off.body.checkedIn).toBe(false);
    expect((await t.server.deps.db.repo(EventRegistration).findOneByOrFail({ id: reg.id })).checkedInAt).toBeNull();
  });

  it('is idempotent: checking in twice keeps the person checked in, with the first time, and needs no version', async () => {
    const event = await createEvent(t.server.deps.db);
    const reg = await registered(event.id);
    expect((await checkIn(reg.id, true)).body.checkedIn).toBe(true);
    const first = (await t.server.deps.db.repo(EventRegistration).findOneByOrFail({ id: reg.id })).checkedInAt;
    const again = await t.admin.request('PATCH', `/api/admin/registrations/${reg.id}`, {
      json: { checkedIn: true, version: 1 },
    });
    expect(again.status).toBe(200);
    expect(again.body.checkedIn).toBe(true);
    const second = (await t.server.deps.db.repo(EventRegistration).findOneByOrFail({ id: reg.id })).checkedInAt;
    expect(second?.getTime()).toBe(first?.getTime());
  });

  it('is for admins only', async () => {
    const event = await createEvent(t.server.deps.db);
    const reg = await registered(event.id);
    expect((await checkIn(reg.id, true, t.member)).status).toBe(403);
    expect((await checkIn(reg.id, true, t.server.client())).status).toBe(401);
    expect((await t.server.deps.db.repo(EventRegistration).findOneByOrFail({ id: reg.id })).checkedInAt).toBeNull();
  });

  it('answers 404 for an unknown registration and 400 for a bad body', async () => {
    expect((await checkIn('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
    expect((await checkIn('not-an-id', true)).status).toBe(404);
    const event = await createEvent(t.server.deps.db);
    const reg = await registered(event.id);
    for (const bad of ['true', 1, null, undefined]) {
      const res = await checkIn(reg.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.checkedIn).toBeDefined();
    }
  });

  it('events answer how many were checked in, for the past-events attendance', async () => {
    const event = await createEvent(t.server.deps.db, { date: daysFromNow(2), maxCapacity: 30 });
    const regs = [await registered(event.id), await registered(event.id), await registered(event.id)];
    await t.server.deps.db.write((m) => m.update('events', { id: event.id }, { date: daysFromNow(-3) }));
    const find = async () =>
      ((await t.server.client().get('/api/events')).body as EventDto[]).find((e) => e.id === event.id);
    expect((await find())?.checkedInCount).toBe(0);
    await checkIn(regs[0].id, true);
    await checkIn(regs[2].id, true);
    await checkIn(regs[2].id, true);
    expect((await find())?.checkedInCount).toBe(2);
    expect((await find())?.currentRegistrations).toBe(3);
    expect((await t.server.client().get(`/api/events/${event.id}`)).body.checkedInCount).toBe(2);
  });

  it('a walk-in is registered and checked in at once, takes a seat, and gets no confirmation mail', async () => {
    const event = await createEvent(t.server.deps.db, { maxCapacity: 2 });
    const walkIn = { firstName: 'Walk', lastName: 'In', email: 'walk.in@example.org' };
    const res = await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, walkIn);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...walkIn, eventId: event.id, checkedIn: true, phone: null });
    const list = (await t.admin.get(`/api/admin/events/${event.id}/registrations`)).body as RegistrationDto[];
    expect(list.map((r) => [r.email, r.checkedIn])).toEqual([['walk.in@example.org', true]]);
    expect((await t.server.client().get(`/api/events/${event.id}`)).body).toMatchObject({
      currentRegistrations: 1,
      checkedInCount: 1,
    });
    const mails = await t.server.deps.db.repo(OutboundEmail).findBy({ to: 'walk.in@example.org' });
    expect(mails).toEqual([]);

    expect((await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, walkIn)).status).toBe(409);
    expect(
      (await t.member.post(`/api/admin/events/${event.id}/walk-ins`, { ...walkIn, email: 'm@example.org' })).status,
    ).toBe(403);
    const bad = await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, { firstName: '', lastName: 'X' });
    expect(bad.status).toBe(400);
    // The address is optional for a walk-in; the name is not.
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['firstName']);
    expect((await t.admin.post(`/api/admin/walk-ins/none`, walkIn)).status).toBe(404);
    expect((await t.admin.post('/api/admin/events/00000000-0000-4000-8000-000000000000/walk-ins', walkIn)).status).toBe(
      404,
    );
  });
  it('a walk-in is added at a full event: the person is there, so the seat count goes over the capacity', async () => {
    const event = await createEvent(t.server.deps.db, { maxCapacity: 2 });
    await registered(event.id);
    await registered(event.id);
    const res = await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, {
      firstName: 'Late',
      lastName: 'Comer',
      email: 'late.comer@example.org',
      phone: '555-123-4567',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ checkedIn: true, phone: '555-123-4567' });
    const after = (await t.server.client().get(`/api/events/${event.id}`)).body as EventDto;
    expect(after).toMatchObject({ currentRegistrations: 3, maxCapacity: 2, checkedInCount: 1 });
    // Still full for everybody else: the public form is refused as before.
    const publicTry = await t.server.client().post(`/api/events/${event.id}/register`, {
      firstName: 'Pat',
      lastName: 'Public',
      email: 'pat.public@example.org',
    });
    expect(publicTry.status).toBe(409);
    // The event can still be edited with its capacity as it was.
    const edit = await t.admin.put(`/api/admin/events/${event.id}`, { title: 'Meadow Walk (full)' });
    expect(edit.status).toBe(200);
    // Lowering it further is still refused.
    const lower = await t.admin.put(`/api/admin/events/${event.id}`, { maxCapacity: 1 });
    expect(lower.status).toBe(400);
    expect(lower.body.fieldErrors.maxCapacity).toBeDefined();
  });

  it('a walk-in needs no e-mail address, and people without one are never mailed', async () => {
    const event = await createEvent(t.server.deps.db, { maxCapacity: 10 });
    const a = await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, { firstName: 'Ann', lastName: 'Noaddress' });
    const b = await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, {
      firstName: 'Ben',
      lastName: 'Noaddress',
      email: '',
    });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body).toMatchObject({ firstName: 'Ann', email: '', checkedIn: true });
    const list = (await t.admin.get(`/api/admin/events/${event.id}/registrations`)).body as RegistrationDto[];
    expect(list.map((r) => [r.firstName, r.email])).toEqual([
      ['Ann', ''],
      ['Ben', ''],
    ]);
    // A bad address is still refused.
    const bad = await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, {
      firstName: 'Cy',
      lastName: 'X',
      email: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['email']);

    await registered(event.id);
    const before = await t.server.deps.db.repo(OutboundEmail).count();
    const message = await t.admin.post(`/api/admin/events/${event.id}/message`, {
      subject: 'Parking',
      message: 'Park by the barn.',
    });
    expect(message.status).toBe(202);
    expect(message.body).toMatchObject({ registrants: 1 });
    const calledOff = await t.admin.post(`/api/admin/events/${event.id}/cancel`, { message: 'Storm coming.' });
    expect(calledOff.status).toBe(200);
    const mails = await t.server.deps.db.repo(OutboundEmail).find();
    expect(mails.length - before).toBe(2);
    expect(mails.filter((m) => !m.to)).toEqual([]);
  });

  it('a walk-in can be added after the event, from the paper sign-in sheet, but not to a called-off event', async () => {
    const over = await createEvent(t.server.deps.db, { date: daysFromNow(-2) });
    const res = await t.admin.post(`/api/admin/events/${over.id}/walk-ins`, { firstName: 'Paper', lastName: 'Sheet' });
    expect(res.status).toBe(201);
    const off = await createEvent(t.server.deps.db, { status: 'cancelled' });
    expect(
      (await t.admin.post(`/api/admin/events/${off.id}/walk-ins`, { firstName: 'No', lastName: 'One' })).status,
    ).toBe(400);
  });
});
