import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../api/types';
import { dashboardStats } from './dashboardStats';

describe("the dashboard's numbers", () => {
  it('count registrations over every event, and an event copy without a count adds none (never NaN)', () => {
    const events = [
      { isActive: true, currentRegistrations: 4 },
      { isActive: true, currentRegistrations: 3 },
      // An event made in the desktop app while offline, as an older copy of it kept it.
      { isActive: true } as unknown as EventDto,
      { isActive: false, currentRegistrations: 2 },
    ] as EventDto[];
    expect(dashboardStats(events, [], [])).toEqual({
      activeEvents: 3,
      volunteers: 0,
      unreadMessages: 0,
      registrations: 9,
    });
  });
});
