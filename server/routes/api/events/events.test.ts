import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { expectApiError } from '@server/test/assertions';
import { createEvent, daysFromNow, startOfPreserveDay } from '@server/test/factories';
import { Event, EventRegistration, OutboundEmail } from '@server/db/entities';

/** An error answer as the API promises it: JSON {message, fieldErrors?}, nothing more, never a stack. */
const visitor = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' };

describe('public event reads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists every event ordered by date, with the presented fields only', async () => {
    const later = await createEvent(server.deps.db, { title: 'Later walk', date: daysFromNow(30) });
    const past = await createEvent(server.deps.db, { title: 'Past walk', date: daysFromNow(-30), isActive: false });
    const sooner = await createEvent(server.deps.db, { title: 'Sooner walk', date: daysFromNow(3) });

    const res = await server.client().get('/api/events');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([past.id, sooner.id, later.id]);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'date',
        'time',
        'startTime',
        'endTime',
        'allDay',
        'timeNeedsReview',
        'category',
        'recordsHours',
        'seriesId',
        'location',
        'maxCapacity',
        'currentRegistrations',
        'guestLimit',
        'childrenTakeSeats',
        'questions',
        'imageUrl',
        'imageUrls',
        'eventContent',
        'isActive',
        'status',
        'checkedInCount',
        'createdAt',
        'updatedAt',
        'version',
      ].sort(),
    );
    expect(res.body[1]).toMatchObject({
      title: 'Sooner walk',
      date: sooner.date.toISOString(),
      time: '10:00 AM',
      startTime: '10:00',
      endTime: null,
      allDay: false,
      maxCapacity: 20,
      currentRegistrations: 0,
      imageUrls: [],
      isActive: true,
    });
  });

  it('answers one event by id', async () => {
    const e = await createEvent(server.deps.db, {
      title: 'Owl prowl',
      imageUrls: ['/a.jpg', '/b.jpg'],
      maxCapacity: null,
    });
    const res = await server.client().get(`/api/events/${e.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: e.id,
      title: 'Owl prowl',
      imageUrls: ['/a.jpg', '/b.jpg'],
      maxCapacity: null,
    });
  });

  it('answers 404 for an unknown uuid and for a malformed id', async () => {
    expectApiError(await server.client().get(`/api/events/${randomUUID()}`), 404, 'Event not found');
    expectApiError(await server.client().get('/api/events/not-a-uuid'), 404, 'Event not found');
    expectApiError(await server.client().get("/api/events/1'%20OR%20'1'='1"), 404, 'Event not found');
  });
});

describe('POST /api/events/:id/register', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const rowsFor = (eventId: string) => server.deps.db.repo(EventRegistration).countBy({ eventId });
  const reload = (eventId: string) => server.deps.db.repo(Event).findOneByOrFail({ id: eventId });
  const register = (eventId: string, body: unknown) => server.client().post(`/api/events/${eventId}/register`, body);

  it('registers a visitor: 201 with the registration, the counter and the rows agree', async () => {
    const e = await createEvent(server.deps.db, { maxCapacity: 5 });
    const res = await register(e.id, { ...visitor, phone: ' 609-555-0100 ', specialRequests: 'Wheelchair access' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'eventId',
        'firstName',
        'lastName',
        'email',
        'phone',
        'specialRequests',
        'registeredAt',
        'checkedIn',
        'guests',
        'children',
        'seats',
        'answers',
        'channel',
        'confirmationSent',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      confirmationSent: true,
      eventId: e.id,
      firstName: 'Robin',
      lastName: 'Sample',
      email: 'robin@example.org',
      phone: '609-555-0100',
      specialRequests: 'Wheelchair access',
    });
    expect(Number.isNaN(Date.parse(res.body.registeredAt))).toBe(false);

    const second = await register(e.id, { ...visitor, email: 'second@example.org', phone: '', specialRequests: '' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ phone: null, specialRequests: null });

    expect(await rowsFor(e.id)).toBe(2);
    expect((await reload(e.id)).currentRegistrations).toBe(2);
    const api = await server.client().get(`/api/events/${e.id}`);
    expect(api.body.currentRegistrations).toBe(2);
  });

  it('registers for an event without a capacity limit', async () => {
    const e = await createEvent(server.deps.db, { maxCapacity: null });
    for (let i = 0; i < 3; i++)
      expect((await register(e.id, { ...visitor, email: `open${i}@example.org` })).status).toBe(201);
    expect((await reload(e.id)).currentRegistrations).toBe(3);
  });

  it('registers for an event later today (upcoming until it starts)', async () => {
    const e = await createEvent(server.deps.db, { date: new Date(Date.now() + 60_000) });
    expect((await register(e.id, visitor)).status).toBe(201);
  });

  it('takes the event from the route and ignores eventId in the body', async () => {
    const target = await createEvent(server.deps.db, { title: 'Target' });
    const other = await createEvent(server.deps.db, { title: 'Other' });
    const res = await register(target.id, { ...visitor, eventId: other.id });
    expect(res.status).toBe(201);
    expect(res.body.eventId).toBe(target.id);
    expect(await rowsFor(target.id)).toBe(1);
    expect(await rowsFor(other.id)).toBe(0);
    expect((await reload(other.id)).currentRegistrations).toBe(0);
  });

  describe('refuses bad input with 400 and field errors, writing nothing', () => {
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      ['missing first name', { lastName: 'Sample', email: 'a@example.org' }, { firstName: ['First name is required'] }],
      ['blank first name', { ...visitor, firstName: '   ' }, { firstName: ['First name is required'] }],
      ['missing last name', { firstName: 'Robin', email: 'a@example.org' }, { lastName: ['Last name is required'] }],
      ['blank last name', { ...visitor, lastName: '' }, { lastName: ['Last name is required'] }],
      ['missing e-mail', { firstName: 'Robin', lastName: 'Sample' }, { email: ['Email is required'] }],
      ['bad e-mail', { ...visitor, email: 'robin-at-example.org' }, { email: ['Please enter a valid email address'] }],
      [
        'e-mail with spaces inside',
        { ...visitor, email: 'robin @example.org' },
        { email: ['Please enter a valid email address'] },
      ],
      [
        'over-long first name',
        { ...visitor, firstName: 'R'.repeat(101) },
        { firstName: ['First name must be at most 100 characters'] },
      ],
      ['over-long phone', { ...visitor, phone: '1'.repeat(41) }, { phone: ['Phone must be at most 40 characters'] }],
      [
        'over-long special requests',
        { ...visitor, specialRequests: 'x'.repeat(2001) },
        { specialRequests: ['Special requests must be at most 2000 characters'] },
      ],
      ['number as first name', { ...visitor, firstName: 42 }, { firstName: ['First name is required'] }],
      ['object as e-mail', { ...visitor, email: { $ne: '' } }, { email: ['Email is required'] }],
      ['number as phone', { ...visitor, phone: 6095550100 }, { phone: ['Phone must be text'] }],
    ];

    it.each(cases)('%s', async (_label, body, fieldErrors) => {
      const e = await createEvent(server.deps.db);
      const res = await register(e.id, body);
      expectApiError(res, 400, Object.values(fieldErrors)[0][0]);
      expect(res.body.fieldErrors).toEqual(fieldErrors);
      expect(await rowsFor(e.id)).toBe(0);
      expect((await reload(e.id)).currentRegistrations).toBe(0);
    });

    it('names every bad field at once', async () => {
      const e = await createEvent(server.deps.db);
      const res = await register(e.id, { email: 'nope' });
      expectApiError(res, 400);
      expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'firstName', 'lastName']);
    });

    it.each([
      ['a JSON array', '[1,2,3]'],
      ['a JSON string', '"robin"'],
      ['a JSON number', '42'],
      ['JSON null', 'null'],
      ['an empty body', ''],
    ])('%s as the body', async (_label, raw) => {
      const e = await createEvent(server.deps.db);
      const res = await server.client().request('POST', `/api/events/${e.id}/register`, {
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
      expectApiError(res, 400);
      expect(await rowsFor(e.id)).toBe(0);
    });

    it('a form-encoded body without the fields', async () => {
      const e = await createEvent(server.deps.db);
      const res = await server.client().request('POST', `/api/events/${e.id}/register`, {
        body: 'firstName=Robin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectApiError(res, 400);
      expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'lastName']);
      expect(await rowsFor(e.id)).toBe(0);
    });
  });

  it('answers 404 for an unknown event and for a malformed id', async () => {
    expectApiError(await register(randomUUID(), visitor), 404, 'Event not found');
    expectApiError(await register('not-a-uuid', visitor), 404, 'Event not found');
    expect(await server.deps.db.repo(EventRegistration).countBy({ email: visitor.email, firstName: 'Nobody' })).toBe(0);
  });

  it('answers 409 when the event is full, and writes nothing', async () => {
    const e = await createEvent(server.deps.db, { maxCapacity: 1 });
    expect((await register(e.id, visitor)).status).toBe(201);
    const res = await register(e.id, { ...visitor, email: 'late@example.org' });
    expectApiError(res, 409, 'Sorry, this event is full.');
    expect(await rowsFor(e.id)).toBe(1);
    expect((await reload(e.id)).currentRegistrations).toBe(1);
  });

  it('refuses a past event with a 4xx, and writes nothing', async () => {
    const e = await createEvent(server.deps.db, { date: daysFromNow(-2), maxCapacity: null });
    const res = await register(e.id, visitor);
    expectApiError(res, 400, 'This event has already taken place.');
    expect(await rowsFor(e.id)).toBe(0);
    expect((await reload(e.id)).currentRegistrations).toBe(0);
  });

  it('takes registrations for an event that began earlier today until it has ended', async () => {
    const e = await createEvent(server.deps.db, { date: startOfPreserveDay(new Date()), time: 'All day' });
    expect((await register(e.id, visitor)).status).toBe(201);
    expect(await rowsFor(e.id)).toBe(1);
  });

  it('refuses an event whose time text says it has ended, though its day is today', async () => {
    // The day of a few minutes ago, so the event has ended even just after midnight.
    const day = startOfPreserveDay(new Date(Date.now() - 5 * 60_000));
    const e = await createEvent(server.deps.db, { date: day, time: '12:00 AM - 12:01 AM' });
    expectApiError(await register(e.id, visitor), 400, 'This event has already taken place.');
    expect(await rowsFor(e.id)).toBe(0);
  });

  it('refuses an inactive event with a 4xx, and writes nothing', async () => {
    const e = await createEvent(server.deps.db, { isActive: false });
    const res = await register(e.id, visitor);
    expectApiError(res, 400, 'Registration is closed for this event.');
    expect(await rowsFor(e.id)).toBe(0);
    expect((await reload(e.id)).currentRegistrations).toBe(0);
  });

  it('one address holds one seat per event, whatever its letter case or spaces; a repeat is answered like a first registration and told by mail', async () => {
    const e = await createEvent(server.deps.db, { maxCapacity: 10 });
    const email = 'once.only@example.org';
    const mailsTo = async (kind: string) =>
      (await server.deps.db.repo(OutboundEmail).findBy({ kind: kind as never })).filter(
        (r) => r.to.toLowerCase() === email,
      );
    /** An answer as a visitor could compare it: everything but the new id and the time. */
    const shape = (body: Record<string, unknown>) => ({ ...body, id: typeof body.id, registeredAt: 'time' });
    const first = await register(e.id, { ...visitor, firstName: 'Robin Again', email });
    expect(first.status).toBe(201);
    for (const again of ['Once.Only@Example.org', '  ONCE.ONLY@EXAMPLE.ORG  ', `\t${email} `, email]) {
      const res = await register(e.id, { ...visitor, firstName: 'Robin Again', email: again });
      expect(res.status).toBe(201);
      expect(shape(res.body)).toEqual(shape({ ...first.body, email: again.trim() }));
      expect(res.body.id).not.toBe(first.body.id);
    }
    expect(await rowsFor(e.id)).toBe(1);
    expect((await reload(e.id)).currentRegistrations).toBe(1);
    expect(await mailsTo('registration-confirmation')).toHaveLength(1);
    const notes = await mailsTo('already-registered');
    expect(notes).toHaveLength(4);
    expect(notes[0].subject).toBe(`You are already registered: ${e.title}`);
    expect(notes[0].text).toContain('It was already signed up, so nothing has changed.');
    expect(notes[0].text).toContain('/api/cancel-registration?token=');
    // Another event takes the same address, and another address the same event.
    const other = await createEvent(server.deps.db);
    expect((await register(other.id, { ...visitor, email: email.toUpperCase() })).status).toBe(201);
    expect((await register(e.id, { ...visitor, email: 'someone.else@example.org' })).status).toBe(201);
    expect((await reload(e.id)).currentRegistrations).toBe(2);
  });

  it('on a full event, someone already registered gets the answer anyone gets, and a note by mail', async () => {
    const e = await createEvent(server.deps.db, { maxCapacity: 1 });
    expect((await register(e.id, { ...visitor, email: 'seated@example.org' })).status).toBe(201);
    const seated = await register(e.id, { ...visitor, email: 'Seated@Example.org' });
    const late = await register(e.id, { ...visitor, email: 'late@example.org' });
    expectApiError(seated, 409, 'Sorry, this event is full.');
    expect([seated.status, seated.text]).toEqual([late.status, late.text]);
    const notes = await server.deps.db
      .repo(OutboundEmail)
      .findBy({ kind: 'already-registered', to: 'seated@example.org' });
    expect(notes).toHaveLength(1);
    expect(await server.deps.db.repo(OutboundEmail).countBy({ to: 'late@example.org' })).toBe(0);
  });

  it('keeps the counter equal to the rows across a mix of answers', async () => {
    const e = await createEvent(server.deps.db, { maxCapacity: 3 });
    const as = (n: number) => ({ ...visitor, email: `mix${n}@example.org` });
    const bodies = [as(1), { ...visitor, email: 'bad' }, as(2), { firstName: '' }, as(1), as(3), as(4), as(5)];
    const statuses = [];
    for (const b of bodies) statuses.push((await register(e.id, b)).status);
    // mix1 again is answered as a registration (it holds one), without a second seat.
    expect(statuses).toEqual([201, 400, 201, 400, 201, 201, 409, 409]);
    expect(await rowsFor(e.id)).toBe(3);
    expect((await reload(e.id)).currentRegistrations).toBe(3);
  });
});
