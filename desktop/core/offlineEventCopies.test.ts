import { describe, expect, it } from 'vitest';
import { createEvent } from '../../server/test/factories';
import { Event } from '../../server/db/entities';
import { emptyEventForm, eventBodyOf, formValuesOf } from '../../shared/admin/events/eventForm';
import type { EventDto } from '../../shared/api/types';
import { formatLongDate, preserveCalendarDay, preserveTimeToInstant } from '../../shared/lib/eventTime';
import { openCore, useCoreWithSite } from './test/desktopSetup';

/**
 * An event drafted offline is shown as the site would show it: on its own calendar day and time on the preserve's
 * clock (whatever the computer's time zone), with the counts a new event starts with. The form's round trip (open
 * the offline copy, change one field, save) must not move the day either. Runs under two time zones (the desktop
 * projects in vitest.config.ts).
 */
describe('desktop core: offline copies of events keep their day and show sensible values', () => {
  const t = useCoreWithSite();
  const year = new Date().getFullYear() + 1;

  const events = async () => (await t.core.request({ method: 'GET', path: '/api/events' })).body as EventDto[];
  const byTitle = async (title: string) => (await events()).find((e) => e.title === title)!;

  it('runs where the computer’s calendar differs from the preserve’s (vitest.config.ts sets the zone)', () => {
    expect(['America/Los_Angeles', 'Pacific/Auckland']).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('a new event and an edit made offline show their own day and time, before and after a restart', async () => {
    // An existing December 12 event, 10:00 AM on the preserve's clock.
    const december = await createEvent(t.server.deps.db, {
      title: 'Winter Tree Walk',
      date: preserveTimeToInstant(year, 12, 12, 10, 0),
      time: '10:00 AM',
      maxCapacity: 12,
    });
    await events();
    await t.server.stop();

    const created = await t.core.request({
      method: 'POST',
      path: '/api/admin/events',
      body: eventBodyOf({
        ...emptyEventForm,
        title: 'Early Spring Count',
        description: 'Counting frogs.',
        date: `${year}-03-14`,
        startTime: '08:00',
        endTime: '',
        allDay: false,
        unreadTime: null,
        category: 'Walk',
        location: 'Pond',
        maxCapacity: '12',
        isActive: true,
        imageUrl: null,
        eventContent: '',
      }),
    });
    const answer = created.body as EventDto;
    expect(preserveCalendarDay(new Date(answer.date))).toBe(`${year}-03-14`);
    expect(answer).toMatchObject({ currentRegistrations: 0, checkedInCount: 0, status: 'scheduled', imageUrls: [] });

    // The December event edited from its form: every field sent as the form holds it, only the place changed.
    const form = formValuesOf(await byTitle('Winter Tree Walk'));
    expect(form.date).toBe(`${year}-12-12`);
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${december.id}`,
      body: { ...eventBodyOf({ ...form, location: 'North gate' }), version: december.version },
    });

    const check = async () => {
      const spring = await byTitle('Early Spring Count');
      expect(formatLongDate(spring.date)).toBe(formatLongDate(preserveTimeToInstant(year, 3, 14, 8, 0)));
      expect(formValuesOf(spring)).toMatchObject({
        date: `${year}-03-14`,
        startTime: '08:00',
        category: 'Walk',
        maxCapacity: '12',
      });
      // The text visitors read is derived from the picked time, on this computer as on the site.
      expect(spring.time).toBe('8:00 AM');
      expect(spring.currentRegistrations).toBe(0);
      const winter = await byTitle('Winter Tree Walk');
      expect(formValuesOf(winter)).toMatchObject({ date: `${year}-12-12`, location: 'North gate' });
    };
    await check();

    // The new event's form saved again offline with only its place changed keeps its day too.
    const springForm = formValuesOf(await byTitle('Early Spring Count'));
    const springId = (await byTitle('Early Spring Count')).id;
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${springId}`,
      body: eventBodyOf({ ...springForm, location: 'East pond' }),
    });

    await t.core.close();
    t.core = await openCore(t.dataDir);
    await check();

    await t.server.start();
    const state = await t.core.syncNow();
    expect(state.pending).toEqual([]);
    expect(state.conflicts).toEqual([]);
    const repo = t.server.deps.db.repo(Event);
    const spring = await repo.findOneByOrFail({ title: 'Early Spring Count' });
    expect(spring.date.toISOString()).toBe(preserveTimeToInstant(year, 3, 14, 8, 0).toISOString());
    expect(spring.location).toBe('East pond');
    const winter = await repo.findOneByOrFail({ id: december.id });
    expect(winter.date.toISOString()).toBe(preserveTimeToInstant(year, 12, 12, 10, 0).toISOString());
    expect(winter.location).toBe('North gate');
    await check();
  });
});
