import { describe, expect, it } from 'vitest';
import {
  eventEndsAt,
  eventStartsAt,
  hasEventStarted,
  isEventPast,
  isEventUpcoming,
  offersAddToCalendar,
} from './eventSchedule';
import { preserveTimeToInstant } from './eventTime';

const at = (h: number, m = 0, day = 15) => preserveTimeToInstant(2026, 6, day, h, m);

describe('an event is upcoming until it has ended, then past', () => {
  const morning = { date: at(9).toISOString(), time: '9:00 AM - 11:00 AM' };

  it('a morning event is upcoming while it runs and past once its end time has gone by', () => {
    for (const now of [at(8), at(9), at(10, 59)]) {
      expect(isEventUpcoming(morning, now)).toBe(true);
      expect(isEventPast(morning, now)).toBe(false);
    }
    for (const now of [at(11), at(11, 1), at(23, 59)]) {
      expect(isEventUpcoming(morning, now)).toBe(false);
      expect(isEventPast(morning, now)).toBe(true);
    }
  });

  it('is never both upcoming and past, whatever the hour', () => {
    const early = { date: at(0, 30).toISOString(), time: '12:30 AM' };
    for (let h = 0; h < 24; h++) {
      const now = at(h, 45);
      expect(isEventUpcoming(early, now)).not.toBe(isEventPast(early, now));
      expect(isEventUpcoming(morning, now)).not.toBe(isEventPast(morning, now));
    }
  });

  it('without an end time the event lasts to the end of its day on the preserve clock', () => {
    const started = { date: at(10), time: '10:00 AM' };
    expect(eventEndsAt(started).toISOString()).toBe(at(0, 0, 16).toISOString());
    expect(isEventUpcoming(started, at(23, 59))).toBe(true);
    expect(isEventPast(started, at(0, 0, 16))).toBe(true);
    const allDay = { date: at(12), time: 'All day' };
    expect(isEventUpcoming(allDay, at(22))).toBe(true);
    expect(isEventUpcoming({ date: at(12), time: null }, at(22))).toBe(true);
  });

  it('reads the end from ranges as people write them', () => {
    expect(eventEndsAt({ date: at(9), time: '9 - 11 AM' }).toISOString()).toBe(at(11).toISOString());
    expect(eventEndsAt({ date: at(13), time: '1:00 PM - 3:30 PM' }).toISOString()).toBe(at(15, 30).toISOString());
    expect(eventEndsAt({ date: at(9), time: '9am - noon' }).toISOString()).toBe(at(12).toISOString());
  });

  it('an end time before the stored start falls back to the end of the day', () => {
    expect(eventEndsAt({ date: at(14), time: '9:00 AM - 11:00 AM' }).toISOString()).toBe(at(0, 0, 16).toISOString());
  });

  it("days are the preserve's: late in the New York evening is already tomorrow in UTC", () => {
    const evening = { date: at(19), time: '7:00 PM - 9:00 PM' };
    expect(isEventUpcoming(evening, new Date('2026-06-16T00:30:00.000Z'))).toBe(true); // 20:30 in New York
    expect(isEventPast(evening, new Date('2026-06-16T01:00:00.000Z'))).toBe(true); // 21:00 in New York
    const lateYesterday = { date: new Date('2026-06-15T03:30:00.000Z'), time: null }; // 23:30 on 14 June
    expect(isEventPast(lateYesterday, at(12))).toBe(true);
  });

  it('defaults to the current time', () => {
    expect(isEventUpcoming({ date: new Date(Date.now() + 60_000) })).toBe(true);
    expect(isEventPast({ date: new Date(Date.now() - 3 * 24 * 3600_000) })).toBe(true);
  });
});

describe('an event has started at its start time, or at the start of its day without one', () => {
  it('a timed event starts at the first time its text gives, on the preserve clock', () => {
    const walk = { date: at(9).toISOString(), time: '9:00 AM - 11:00 AM' };
    expect(eventStartsAt(walk).getTime()).toBe(at(9).getTime());
    expect(hasEventStarted(walk, at(8, 59))).toBe(false);
    expect(hasEventStarted(walk, at(9))).toBe(true);
  });

  it('an event without a readable time has started once its day has', () => {
    const allDay = { date: at(12).toISOString(), time: 'All day' };
    expect(eventStartsAt(allDay).getTime()).toBe(at(0).getTime());
    expect(hasEventStarted(allDay, at(23, 59, 14))).toBe(false);
    expect(hasEventStarted(allDay, at(0, 1))).toBe(true);
  });
});

describe('"Add to calendar" is offered only for what is still to come', () => {
  const walk = { date: at(9).toISOString(), time: '9:00 AM - 11:00 AM', status: 'scheduled' };

  it('until the event ends, and never once it is over or called off', () => {
    expect(offersAddToCalendar(walk, at(8))).toBe(true);
    expect(offersAddToCalendar(walk, at(10))).toBe(true);
    expect(offersAddToCalendar(walk, at(11))).toBe(false);
    expect(offersAddToCalendar({ ...walk, status: 'cancelled' }, at(8))).toBe(false);
  });
});
