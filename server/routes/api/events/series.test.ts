import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import type { EventDto } from '@shared/api/types';
import { preserveCalendarDay } from '@shared/lib/eventTime';

const year = new Date().getUTCFullYear() + 1;
const workday = {
  title: 'Second Saturday Workday',
  description: 'Clearing the old nursery rows.',
  startTime: '09:00',
  endTime: '12:00',
  location: 'Barn',
  maxCapacity: 10,
  category: 'Workday',
  recordsHours: true,
};
const rule = { kind: 'monthly', nth: 2, weekday: 6, from: `${year}-03-01`, until: `${year}-08-31` };

describe('event series', () => {
  const t = useAdminAndMember();
  const days = (events: EventDto[]) => events.map((e) => preserveCalendarDay(new Date(e.date)));

  it('makes one event per date, each with its own seats; "this and later" changes only the later dates', async () => {
    const made = await t.admin.post('/api/admin/event-series', { ...workday, rule });
    expect(made.status).toBe(201);
    const series = made.body as EventDto[];
    expect(days(series)).toEqual([
      `${year}-03-13`,
      `${year}-04-10`,
      `${year}-05-08`,
      `${year}-06-12`,
      `${year}-07-10`,
      `${year}-08-14`,
    ]);
    expect(new Set(series.map((e) => e.seriesId)).size).toBe(1);
    expect(series[0]).toMatchObject({ time: '9:00 AM - 12:00 PM', maxCapacity: 10, currentRegistrations: 0 });

    // A seat on the first date is that date's alone.
    const reg = await t.server.client().post(`/api/events/${series[0].id}/register`, {
      firstName: 'Pat',
      lastName: 'Series',
      email: 'pat.series@example.org',
    });
    expect(reg.status).toBe(201);

    const third = series[2];
    const edited = await t.admin.request('PATCH', `/api/admin/events/${third.id}`, {
      json: {
        title: 'Workday at the Barn',
        endTime: '13:00',
        scope: 'following',
        version: third.version,
      },
    });
    expect(edited.status).toBe(200);
    const after = ((await t.admin.get('/api/events')).body as EventDto[])
      .filter((e) => e.seriesId === third.seriesId)
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(after.map((e) => e.title)).toEqual([
      'Second Saturday Workday',
      'Second Saturday Workday',
      'Workday at the Barn',
      'Workday at the Barn',
      'Workday at the Barn',
      'Workday at the Barn',
    ]);
    expect(after.map((e) => e.time).slice(1, 3)).toEqual(['9:00 AM - 12:00 PM', '9:00 AM - 1:00 PM']);
    // Each date keeps its own day, and its own registrations.
    expect(days(after)).toEqual(days(series));
    expect(after.map((e) => e.currentRegistrations)).toEqual([1, 0, 0, 0, 0, 0]);

    // Calling off one date leaves the others.
    const cancel = await t.admin.post(`/api/admin/events/${after[3].id}/cancel`, { message: 'Storm damage.' });
    expect(cancel.status).toBe(200);
    const states = ((await t.admin.get('/api/events')).body as EventDto[])
      .filter((e) => e.seriesId === third.seriesId)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => e.status);
    expect(states).toEqual(['scheduled', 'scheduled', 'scheduled', 'cancelled', 'scheduled', 'scheduled']);
  });

  it('an edit of one date only changes that one, by default', async () => {
    const series = (await t.admin.post('/api/admin/event-series', { ...workday, rule })).body as EventDto[];
    const res = await t.admin.request('PATCH', `/api/admin/events/${series[1].id}`, {
      json: {
        title: 'Just this once',
        version: series[1].version,
      },
    });
    expect(res.status).toBe(200);
    const titles = ((await t.admin.get('/api/events')).body as EventDto[])
      .filter((e) => e.seriesId === series[0].seriesId)
      .map((e) => e.title);
    expect(titles.filter((x) => x === 'Just this once')).toHaveLength(1);
  });

  it('refuses a rule that gives no dates or too many, and is for admins only', async () => {
    expectApiError(
      await t.admin.post('/api/admin/event-series', { ...workday, rule: { ...rule, until: `${year}-03-05` } }),
      400,
      'These choices give no dates',
    );
    expectApiError(
      await t.admin.post('/api/admin/event-series', {
        ...workday,
        rule: { kind: 'weekly', every: 1, weekday: 1, from: `${year}-01-01`, until: `${year + 2}-01-01` },
      }),
      400,
      'A series may have at most 53 dates',
    );
    expectApiError(await t.member.post('/api/admin/event-series', { ...workday, rule }), 403);
  });
});
