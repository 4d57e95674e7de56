import { describe, expect, it } from 'vitest';
import { clockAfterWrite, clockFromText, formatClock, timeTextOf } from './eventClock';
import { eventTimes } from './eventSchedule';
import { insertEventSchema, updateEventSchema } from '../schemas/events';
import { fieldErrorsOf } from '../schemas/common';

describe('an event clock', () => {
  it('prints picked times as visitors read them', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('09:00')).toBe('9:00 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('13:30')).toBe('1:30 PM');
    expect(timeTextOf({ startTime: '09:00', endTime: '12:00', allDay: false })).toBe('9:00 AM - 12:00 PM');
    expect(timeTextOf({ startTime: '19:00', endTime: null, allDay: false })).toBe('7:00 PM');
    expect(timeTextOf({ startTime: null, endTime: null, allDay: true })).toBe('All day');
  });

  it('reads an older time text once, keeping the text and flagging what it cannot read', () => {
    expect(clockFromText('9 AM - noon')).toEqual({
      startTime: '09:00',
      endTime: '12:00',
      allDay: false,
      timeNeedsReview: false,
      time: '9 AM - noon',
    });
    expect(clockFromText('7:30 PM')).toMatchObject({ startTime: '19:30', endTime: null, timeNeedsReview: false });
    expect(clockFromText('All day')).toMatchObject({ startTime: null, allDay: true, timeNeedsReview: false });
    expect(clockFromText('all-day')).toMatchObject({ allDay: true });
    expect(clockFromText('TBA')).toEqual({
      startTime: null,
      endTime: null,
      allDay: false,
      timeNeedsReview: true,
      time: 'TBA',
    });
  });

  it('after a write: picked times win and give the text; an edit naming none keeps them', () => {
    const current = clockFromText('10:00 AM - 12:00 PM');
    expect(clockAfterWrite({ startTime: '08:30', endTime: '11:00' }, current)).toMatchObject({
      time: '8:30 AM - 11:00 AM',
      startTime: '08:30',
      endTime: '11:00',
    });
    expect(clockAfterWrite({ endTime: '13:00' }, current)).toMatchObject({ time: '10:00 AM - 1:00 PM' });
    expect(clockAfterWrite({ allDay: true, startTime: '08:30' }, current)).toMatchObject({
      allDay: true,
      startTime: null,
      time: 'All day',
    });
    expect(clockAfterWrite({ time: 'TBA' }, current)).toMatchObject({ timeNeedsReview: true, startTime: null });
    expect(clockAfterWrite({}, current)).toBe(current);
    expect(clockAfterWrite({}, null)).toBeNull();
  });

  it('calendars read the picked end, not a guess', () => {
    const event = { date: '2027-03-13T14:00:00.000Z', time: '9:00 AM', startTime: '09:00', endTime: '15:30' };
    const times = eventTimes(event);
    expect(times.allDay).toBe(false);
    if (times.allDay) return;
    expect(times.endGiven).toBe(true);
    expect(times.end.toISOString()).toBe('2027-03-13T20:30:00.000Z');
    expect(eventTimes({ ...event, allDay: true, startTime: null }).allDay).toBe(true);
  });
});

describe('the event schemas take picked times', () => {
  const ok = { title: 'Walk', description: 'A walk.', date: '2027-03-13', isActive: true };
  const errors = (schema: typeof insertEventSchema | typeof updateEventSchema, body: unknown) => {
    const result = schema.safeParse(body);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it('one of a start, all day or a time text is required on create', () => {
    expect(errors(insertEventSchema, ok)).toEqual({ startTime: ['Start time is required, or choose All day'] });
    expect(errors(insertEventSchema, { ...ok, startTime: '09:00', endTime: '12:00' })).toEqual({});
    expect(errors(insertEventSchema, { ...ok, allDay: true })).toEqual({});
    expect(errors(insertEventSchema, { ...ok, time: '9 AM' })).toEqual({});
    expect(errors(insertEventSchema, { ...ok, endTime: '12:00' })).toEqual({
      startTime: ['Start time is required, or choose All day'],
    });
    expect(errors(insertEventSchema, { ...ok, time: '9 AM', endTime: '12:00' })).toEqual({
      startTime: ['Start time is required with an end time'],
    });
  });

  it('checks each time and that the end comes after the start', () => {
    expect(errors(insertEventSchema, { ...ok, startTime: '9am' })).toMatchObject({
      startTime: ['Start time must be a time like 09:30'],
    });
    expect(errors(insertEventSchema, { ...ok, startTime: '12:00', endTime: '09:00' })).toEqual({
      endTime: ['End time must be after the start time'],
    });
    expect(errors(updateEventSchema, { startTime: '12:00', endTime: '12:00' })).toEqual({
      endTime: ['End time must be after the start time'],
    });
    expect(errors(updateEventSchema, { endTime: '25:00' })).toEqual({
      endTime: ['End time must be a time like 09:30'],
    });
    expect(errors(updateEventSchema, { allDay: false })).toEqual({
      startTime: ['Start time is required, or choose All day'],
    });
    expect(errors(updateEventSchema, { time: '' })).toEqual({ time: ['Time is required'] });
    expect(errors(updateEventSchema, { title: 'New' })).toEqual({});
  });
});
