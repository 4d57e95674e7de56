import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { Event, EventRegistration, OutboundEmail } from '@server/db/entities';
import type { EventDto, RegistrationDto, WaitlistEntryDto } from '@shared/api/types';

const year = new Date().getUTCFullYear() + 1;
const picnic = {
  title: 'Family Pond Picnic',
  description: 'Bring a blanket; we bring the nets.',
  date: `${year}-06-13`,
  startTime: '11:00',
  endTime: '14:00',
  maxCapacity: 8,
  guestLimit: 3,
  childrenTakeSeats: true,
  questions: [
    { label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true },
    { label: 'Staying for lunch?', kind: 'yesno', required: false },
  ],
};

describe('parties, questions and registrations taken by phone', () => {
  const t = useAdminAndMember();
  const visitor = (n: number) => ({ firstName: 'Kim', lastName: `Visitor ${n}`, email: `kim${n}@example.org` });
  const makeEvent = async (fields: Record<string, unknown> = {}) => {
    const res = await t.admin.post('/api/admin/events', { ...picnic, ...fields });
    expect(res.status, res.text).toBe(201);
    return res.body as EventDto;
  };
  const seatsTaken = async (id: string) =>
    (await t.server.deps.db.repo(Event).findOneByOrFail({ id })).currentRegistrations;

  it('numbers the questions, and keeps each number when one is removed and another added', async () => {
    const event = await makeEvent();
    expect(event.questions.map((q) => [q.id, q.label, q.kind])).toEqual([
      [1, 'T-shirt size', 'choice'],
      [2, 'Staying for lunch?', 'yesno'],
    ]);
    const edited = await t.admin.request('PATCH', `/api/admin/events/${event.id}`, {
      json: {
        version: event.version,
        questions: [event.questions[1], { label: 'Anything we should know?', kind: 'text' }],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((edited.body as EventDto).questions.map((q) => [q.id, q.label])).toEqual([
      [2, 'Staying for lunch?'],
      [1, 'Anything we should know?'],
    ]);
    // A list question needs choices to pick from.
    const bad = await t.admin.post('/api/admin/events', {
      ...picnic,
      questions: [{ label: 'Pick', kind: 'choice', options: ['Only'] }],
    });
    expectApiError(bad, 400);
    expect(bad.body.fieldErrors['questions.0.options']).toEqual([
      'A question with a list of answers needs at least two different choices',
    ]);
  });

  it('a party takes a seat per person, with its answers; the event refuses too many guests and wrong answers', async () => {
    const event = await makeEvent();
    const client = t.server.client();
    const missing = await client.post(`/api/events/${event.id}/register`, { ...visitor(1), guests: 1 });
    expectApiError(missing, 400);
    expect(missing.body.fieldErrors).toEqual({ answer1: ['Please answer this question'] });

    const wrong = await client.post(`/api/events/${event.id}/register`, {
      ...visitor(1),
      answer1: 'XXL',
      answer2: 'perhaps',
    });
    expect(wrong.body.fieldErrors).toEqual({
      answer1: ['Please choose one of the answers'],
      answer2: ['Please answer yes or no'],
    });

    const tooMany = await client.post(`/api/events/${event.id}/register`, {
      ...visitor(1),
      guests: 2,
      children: 2,
      answer1: 'M',
    });
    expect(tooMany.body.fieldErrors).toEqual({ guests: ['You can bring at most 3 guests to this event.'] });
    expect(await seatsTaken(event.id)).toBe(0);

    const party = await client.post(`/api/events/${event.id}/register`, {
      ...visitor(1),
      guests: '1',
      children: '1',
      answer1: 'M',
      answer2: 'yes',
    });
    expect(party.status, party.text).toBe(201);
    expect(party.body).toMatchObject({
      guests: 1,
      children: 1,
      seats: 3,
      answers: [
        { id: 1, label: 'T-shirt size', value: 'M' },
        { id: 2, label: 'Staying for lunch?', value: 'Yes' },
      ],
    });
    expect(await seatsTaken(event.id)).toBe(3);
    // The confirmation names the party it holds seats for, and repeats no typed answer to an unproved address.
    const [confirmation] = await t.server.deps.db.repo(OutboundEmail).findBy({ to: 'kim1@example.org' });
    expect(confirmation?.kind).toBe('registration-confirmation');
    expect(confirmation?.text).toContain('Party: 3 people (2 adults, 1 child)');
    expect(confirmation?.html).toContain('3 people (2 adults, 1 child)');
    expect(confirmation?.text).not.toContain('T-shirt');

    // 5 seats left: a party of 4 fits, then a party of 2 is told how many are left.
    expect(
      (await client.post(`/api/events/${event.id}/register`, { ...visitor(2), guests: 3, answer1: 'S' })).status,
    ).toBe(201);
    const late = await client.post(`/api/events/${event.id}/register`, { ...visitor(3), guests: 1, answer1: 'L' });
    expectApiError(late, 409, 'Sorry, only 1 spot is left for this event: please register fewer people.');

    // The admin's list holds the parties and answers.
    const list = (await t.admin.get(`/api/admin/events/${event.id}/registrations`)).body as RegistrationDto[];
    expect(list.map((r) => r.seats).sort()).toEqual([3, 4]);
  });

  it('children take no seat where the event says so', async () => {
    const event = await makeEvent({ childrenTakeSeats: false, questions: [] });
    const res = await t.server
      .client()
      .post(`/api/events/${event.id}/register`, { ...visitor(4), guests: 1, children: 2 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.seats).toBe(2);
    expect(await seatsTaken(event.id)).toBe(2);
  });

  it('a cancelled party gives back all its seats, and the waiting party that now fits gets them', async () => {
    const event = await makeEvent({ maxCapacity: 4, questions: [] });
    const client = t.server.client();
    const first = await client.post(`/api/events/${event.id}/register`, { ...visitor(5), guests: 3 });
    expect(first.status).toBe(201);
    // Full: a party of three waits with its party.
    const wait = await client.post(`/api/events/${event.id}/waitlist`, { ...visitor(6), guests: 2 });
    expect(wait.status, wait.text).toBe(202);
    const waiting = (await t.admin.get(`/api/admin/events/${event.id}/waitlist`)).body as WaitlistEntryDto[];
    expect(waiting.map((w) => w.seats)).toEqual([3]);
    const [waitMail] = await t.server.deps.db.repo(OutboundEmail).findBy({ to: 'kim6@example.org' });
    expect(waitMail?.text).toContain('Party: 3 people');

    const gone = await t.admin.delete(`/api/admin/events/${event.id}/registrations/${first.body.id}`);
    expect(gone.status, gone.text).toBeLessThan(300);
    const list = (await t.admin.get(`/api/admin/events/${event.id}/registrations`)).body as RegistrationDto[];
    expect(list.map((r) => [r.lastName, r.seats])).toEqual([['Visitor 6', 3]]);
    expect(await seatsTaken(event.id)).toBe(3);
  });

  it('the office registers a caller: seats counted, refused when full, mailed only when an address is given', async () => {
    const event = await makeEvent({ maxCapacity: 5 });
    const path = `/api/admin/events/${event.id}/phone-registrations`;
    const noAddress = await t.admin.post(path, {
      firstName: 'Pat',
      lastName: 'Caller',
      phone: '609-555-0142',
      guests: 2,
    });
    expect(noAddress.status, noAddress.text).toBe(201);
    expect(noAddress.body).toMatchObject({ channel: 'phone', seats: 3, email: '', checkedIn: false });

    const withAddress = await t.admin.post(path, {
      firstName: 'Lee',
      lastName: 'Caller',
      email: 'lee.caller@example.org',
      guests: 1,
    });
    expect(withAddress.status, withAddress.text).toBe(201);
    const mails = await t.server.deps.db.repo(OutboundEmail).findBy({ to: 'lee.caller@example.org' });
    expect(mails.map((m) => m.kind)).toEqual(['registration-confirmation']);
    expect(await seatsTaken(event.id)).toBe(5);

    expectApiError(await t.admin.post(path, { firstName: 'Sam', lastName: 'Late' }), 409, 'Sorry, this event is full.');
    // The member is no admin.
    expectApiError(await t.member.post(path, { firstName: 'Sam', lastName: 'Late' }), 403);
    const rows = await t.server.deps.db.repo(EventRegistration).countBy({ eventId: event.id });
    expect(rows).toBe(2);
  });

  it('a walk-in brings their party: checked in, its seats counted even past the capacity', async () => {
    const event = await makeEvent({ maxCapacity: 2, questions: [] });
    const res = await t.admin.post(`/api/admin/events/${event.id}/walk-ins`, {
      firstName: 'Ash',
      lastName: 'Walker',
      guests: 2,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ channel: 'walk-in', seats: 3, checkedIn: true });
    expect(await seatsTaken(event.id)).toBe(3);
  });
});
