import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventRegistration } from '@server/db/entities';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { createEvent } from '@server/test/factories';
import type { RegistrationDto } from '@shared/api/types';
import type { SeasonStatsDto, VolunteerHoursDto } from '@shared/api/reports';
import { monthOf } from '@shared/lib/eventMonth';
import { preserveTimeToInstant } from '@shared/lib/eventTime';

describe('volunteer hours and the season', () => {
  const t = useAdminAndMember();
  let n = 0;

  async function registered(eventId: string, email: string): Promise<RegistrationDto> {
    n += 1;
    const res = await t.server.client().post(`/api/events/${eventId}/register`, {
      firstName: 'Robin',
      lastName: `Hours${n}`,
      email,
    });
    expect(res.status).toBe(201);
    return res.body as RegistrationDto;
  }
  const checkIn = (id: string, body: Record<string, unknown>) =>
    t.admin.request('PATCH', `/api/admin/registrations/${id}`, { json: body });

  it('a check-in at a workday records its length; an admin corrects it; undoing the check-in clears it', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const workday = await createEvent(t.server.deps.db, {
      title: 'Trail workday',
      date: preserveTimeToInstant(year, 4, 10, 9, 0),
      time: '9:00 AM - 12:00 PM',
      recordsHours: true,
    });
    const walk = await createEvent(t.server.deps.db, { title: 'Owl walk', recordsHours: false });
    const pat = await registered(workday.id, 'pat.hours@example.org');
    const sam = await registered(workday.id, 'sam.hours@example.org');
    const onWalk = await registered(walk.id, 'pat.hours@example.org');

    expect((await checkIn(pat.id, { checkedIn: true })).body).toMatchObject({ checkedIn: true, volunteerMinutes: 180 });
    // A second check-in keeps the first time and the hours.
    expect((await checkIn(pat.id, { checkedIn: true })).body).toMatchObject({ volunteerMinutes: 180 });
    expect((await checkIn(sam.id, { checkedIn: true, volunteerMinutes: 150 })).body).toMatchObject({
      volunteerMinutes: 150,
    });
    expect((await checkIn(onWalk.id, { checkedIn: true })).body).toMatchObject({ volunteerMinutes: null });
    expectApiError(await checkIn(sam.id, { checkedIn: true, volunteerMinutes: -5 }), 400, 'Hours cannot be below 0');

    const walkIn = await t.admin.post(`/api/admin/events/${workday.id}/walk-ins`, {
      firstName: 'Lee',
      lastName: 'Walkin',
    });
    expect(walkIn.body).toMatchObject({ checkedIn: true, volunteerMinutes: 180 });

    const hours = (await t.admin.get('/api/admin/volunteer-hours')).body as VolunteerHoursDto;
    const pats = hours.people.find((p) => p.email === 'pat.hours@example.org');
    expect(pats).toMatchObject({ totalMinutes: 180, events: [{ title: 'Trail workday', minutes: 180 }] });
    expect(hours.people.find((p) => p.email === 'sam.hours@example.org')?.totalMinutes).toBe(150);
    expect(hours.months.find((m) => m.month === `${year}-04`)).toEqual({
      month: `${year}-04`,
      minutes: 510,
      people: 3,
    });

    expect((await checkIn(sam.id, { checkedIn: false })).body).toMatchObject({
      checkedIn: false,
      volunteerMinutes: null,
    });
    const after = (await t.admin.get('/api/admin/volunteer-hours')).body as VolunteerHoursDto;
    expect(after.people.find((p) => p.email === 'sam.hours@example.org')).toBeUndefined();
  });

  it('the season counts who registered and who came per month and per kind, for admins only', async () => {
    const held = new Date(Date.now() - 3 * 86_400_000);
    const event = await createEvent(t.server.deps.db, { title: 'Bird count', date: held, category: 'Walk' });
    // Registered before it was held: written as the sign-ups were, one checked in at the trailhead.
    await t.server.deps.db.write((m) =>
      m.insert(
        EventRegistration,
        ['a', 'b'].map((who, i) => ({
          id: randomUUID(),
          eventId: event.id,
          firstName: who,
          lastName: 'Season',
          email: `${who}.season@example.org`,
          emailNormalized: `${who}.season@example.org`,
          registeredAt: new Date(held.getTime() - 86_400_000),
          checkedInAt: i === 0 ? held : null,
        })),
      ),
    );
    const stats = (await t.admin.get('/api/admin/season-stats')).body as SeasonStatsDto;
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)?.month).toBe(monthOf(new Date()));
    const month = stats.months.find((m) => m.month === monthOf(held))!;
    expect(month.registered).toBeGreaterThanOrEqual(2);
    expect(month.attended).toBeGreaterThanOrEqual(1);
    const walks = stats.categories.find((c) => c.category === 'Walk')!;
    expect(walks).toMatchObject({ events: 1, registered: 2, attended: 1 });
    expectApiError(await t.member.get('/api/admin/season-stats'), 403, 'Admin access required.');
    expectApiError(await t.server.client().get('/api/admin/volunteer-hours'), 401);
  });
});
