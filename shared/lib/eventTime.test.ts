import { describe, expect, it } from 'vitest';
import {
  preserveIsoDateTime,
  formatLongDate,
  formatMonthDayYear,
  formatShortDate,
  parseEventDateInput,
  parseTimeText,
  preserveCalendarDay,
  preserveTimeToInstant,
} from './eventTime';

describe('parseTimeText', () => {
  it.each([
    ['10:00 AM', 10, 0],
    ['10:00 am', 10, 0],
    ['10:00AM', 10, 0],
    ['10 AM', 10, 0],
    ['10 a.m.', 10, 0],
    ['7:30 p.m.', 19, 30],
    ['2:30 PM', 14, 30],
    ['12:00 PM', 12, 0],
    ['12 pm', 12, 0],
    ['12:15 AM', 0, 15],
    ['9am - noon', 9, 0],
    ['9:00 AM - 12:00 PM', 9, 0],
    ['14:30', 14, 30],
    ['08:05', 8, 5],
    ['10.30am', 10, 30],
    ['Noon', 12, 0],
    ['noon - 3 PM', 12, 0],
    ['Midnight', 0, 0],
    ['  6 PM  ', 18, 0],
    ['Starts at 7:30 PM sharp', 19, 30],
    ['June 15, 10 AM', 10, 0],
    ['Ages 8-12, 9:30', 9, 30],
    ['Meet at noon', 12, 0],
  ])('%j -> %i:%i', (text, hour, minute) => {
    expect(parseTimeText(text)).toEqual({ hour, minute });
  });

  it.each([
    'TBD',
    'All day',
    'Sunrise',
    '',
    '   ',
    '10',
    '25:00',
    '13 PM',
    '0 AM',
    '9:75 AM',
    '2026',
    '5 amazing walks',
  ])('%j -> null', (text) => {
    expect(parseTimeText(text)).toBeNull();
  });

  it('null and undefined -> null', () => {
    expect(parseTimeText(null)).toBeNull();
    expect(parseTimeText(undefined)).toBeNull();
  });
});

describe('parseEventDateInput', () => {
  it('a bare date takes its clock time from the time text, on New York time (EDT in June)', () => {
    expect(parseEventDateInput('2026-06-15', '10:00 AM')?.toISOString()).toBe('2026-06-15T14:00:00.000Z');
    expect(parseEventDateInput('2026-06-15', '7:30 PM')?.toISOString()).toBe('2026-06-15T23:30:00.000Z');
  });

  it('uses EST in winter', () => {
    expect(parseEventDateInput('2026-01-15', '10:00 AM')?.toISOString()).toBe('2026-01-15T15:00:00.000Z');
    // 9 PM on Dec 31 in New Jersey is already the next year in UTC; the event stays on Dec 31.
    expect(parseEventDateInput('2026-12-31', '9:00 PM')?.toISOString()).toBe('2027-01-01T02:00:00.000Z');
  });

  it('a bare date without a readable time is noon, so it cannot slip to another day', () => {
    expect(parseEventDateInput('2026-06-15', null)?.toISOString()).toBe('2026-06-15T16:00:00.000Z');
    expect(parseEventDateInput('2026-06-15', 'TBD')?.toISOString()).toBe('2026-06-15T16:00:00.000Z');
    expect(parseEventDateInput('2026-01-15', '')?.toISOString()).toBe('2026-01-15T17:00:00.000Z');
  });

  describe('across daylight-saving changes (US: 2026-03-08 and 2026-11-01)', () => {
    it('the day before, the day of and the day after the spring change', () => {
      expect(parseEventDateInput('2026-03-07', '10:00 AM')?.toISOString()).toBe('2026-03-07T15:00:00.000Z');
      expect(parseEventDateInput('2026-03-08', '10:00 AM')?.toISOString()).toBe('2026-03-08T14:00:00.000Z');
      expect(parseEventDateInput('2026-03-09', '10:00 AM')?.toISOString()).toBe('2026-03-09T14:00:00.000Z');
    });

    it('the autumn change', () => {
      expect(parseEventDateInput('2026-10-31', '10:00 AM')?.toISOString()).toBe('2026-10-31T14:00:00.000Z');
      expect(parseEventDateInput('2026-11-01', '10:00 AM')?.toISOString()).toBe('2026-11-01T15:00:00.000Z');
    });

    it('a wall time that does not exist (2:30 AM on the spring day) still lands on that day', () => {
      const d = parseEventDateInput('2026-03-08', '2:30 AM');
      expect(d).not.toBeNull();
      expect(preserveCalendarDay(d!)).toBe('2026-03-08');
      expect(d!.toISOString() === '2026-03-08T06:30:00.000Z' || d!.toISOString() === '2026-03-08T07:30:00.000Z').toBe(
        true,
      );
    });

    it('a wall time that happens twice (1:30 AM on the autumn day) lands on that day', () => {
      const d = parseEventDateInput('2026-11-01', '1:30 AM');
      expect(d).not.toBeNull();
      expect(preserveCalendarDay(d!)).toBe('2026-11-01');
    });

    it('midnight at the start of the spring day', () => {
      expect(parseEventDateInput('2026-03-08', 'Midnight')?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    });
  });

  it('accepts an ISO date-time as the exact instant (the bulk creator sends these)', () => {
    expect(parseEventDateInput('2019-06-15T14:00:00.000Z', '10:00 AM')?.toISOString()).toBe('2019-06-15T14:00:00.000Z');
    expect(parseEventDateInput('2026-06-15T10:00:00-04:00', null)?.toISOString()).toBe('2026-06-15T14:00:00.000Z');
  });

  it('trims the value', () => {
    expect(parseEventDateInput('  2026-06-15  ', '10:00 AM')?.toISOString()).toBe('2026-06-15T14:00:00.000Z');
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-06-00',
    '2026-6-5',
    '06/15/2026',
    'June 15, 2026',
    'tomorrow',
    '',
    '2026-06-15T25:00:00Z',
    '1800-01-01T00:00:00Z',
    '2026-06-15 10:00',
  ])('%j is not a date', (value) => {
    expect(parseEventDateInput(value, '10:00 AM')).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseEventDateInput('2028-02-29', '10:00 AM')?.toISOString()).toBe('2028-02-29T15:00:00.000Z');
  });
});

describe('preserve clock helpers', () => {
  it('preserveTimeToInstant and preserveCalendarDay agree', () => {
    expect(preserveTimeToInstant(2026, 6, 15, 0, 30).toISOString()).toBe('2026-06-15T04:30:00.000Z');
    expect(preserveCalendarDay(new Date('2026-06-15T04:30:00.000Z'))).toBe('2026-06-15');
    expect(preserveCalendarDay(new Date('2026-06-15T03:59:00.000Z'))).toBe('2026-06-14');
    expect(preserveCalendarDay(new Date('2026-01-15T04:59:00.000Z'))).toBe('2026-01-14');
    expect(preserveCalendarDay(new Date('2026-01-15T05:00:00.000Z'))).toBe('2026-01-15');
  });
});

describe('date formatting on the preserve clock', () => {
  it('formatLongDate: "Monday, June 15, 2026"', () => {
    expect(formatLongDate('2026-06-15T14:00:00.000Z')).toBe('Monday, June 15, 2026');
    // 22:00 in New York on the 15th is already the 16th in UTC.
    expect(formatLongDate(new Date('2026-06-16T02:00:00.000Z'))).toBe('Monday, June 15, 2026');
  });

  it("formatMonthDayYear: 'MMMM d, yyyy' on the preserve's clock", () => {
    expect(formatMonthDayYear('2026-06-05T14:00:00.000Z')).toBe('June 5, 2026');
    expect(formatMonthDayYear('2027-01-01T02:00:00.000Z')).toBe('December 31, 2026');
  });

  it('formatShortDate: "Jun 15, 2026"', () => {
    expect(formatShortDate('2026-06-15T14:00:00.000Z')).toBe('Jun 15, 2026');
  });
});

describe('preserveIsoDateTime', () => {
  it('writes the wall clock with the offset in force: EDT in summer, EST in winter', () => {
    expect(preserveIsoDateTime(new Date('2026-06-15T14:00:00Z'))).toBe('2026-06-15T10:00:00-04:00');
    expect(preserveIsoDateTime(new Date('2026-12-05T15:30:00Z'))).toBe('2026-12-05T10:30:00-05:00');
    // Late evening in New York is already the next day in UTC.
    expect(preserveIsoDateTime(new Date('2026-01-02T03:15:00Z'))).toBe('2026-01-01T22:15:00-05:00');
  });
});
