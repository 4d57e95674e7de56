import { describe, expect, it } from 'vitest';
import { describeRule, MAX_SERIES_DATES, seriesDates } from './eventSeries';

describe('the dates of a series', () => {
  it('every second Saturday, March to November', () => {
    const rule = { kind: 'monthly', nth: 2, weekday: 6, from: '2027-03-01', until: '2027-11-30' } as const;
    expect(seriesDates(rule)).toEqual([
      '2027-03-13',
      '2027-04-10',
      '2027-05-08',
      '2027-06-12',
      '2027-07-10',
      '2027-08-14',
      '2027-09-11',
      '2027-10-09',
      '2027-11-13',
    ]);
    expect(describeRule(rule)).toBe('The second Saturday of each month');
  });

  it('the last Sunday, and only the days inside the range', () => {
    const rule = { kind: 'monthly', nth: -1, weekday: 0, from: '2027-01-31', until: '2027-03-27' } as const;
    // January 31, 2027 is a Sunday (kept); March's last Sunday, the 28th, is past the end.
    expect(seriesDates(rule)).toEqual(['2027-01-31', '2027-02-28']);
  });

  it('every two weeks from the first such weekday on or after the start, across the clock change', () => {
    const rule = { kind: 'weekly', every: 2, weekday: 3, from: '2027-03-01', until: '2027-04-15' } as const;
    expect(seriesDates(rule)).toEqual(['2027-03-03', '2027-03-17', '2027-03-31', '2027-04-14']);
    expect(describeRule(rule)).toBe('Every 2 weeks on Wednesday');
  });

  it('a list of dates, each once and in order; a rule that makes too many stops one past the most', () => {
    expect(seriesDates({ kind: 'dates', dates: ['2027-05-02', '2027-04-01', '2027-05-02'] })).toEqual([
      '2027-04-01',
      '2027-05-02',
    ]);
    const daily = seriesDates({ kind: 'weekly', every: 1, weekday: 1, from: '2027-01-01', until: '2040-01-01' });
    expect(daily).toHaveLength(MAX_SERIES_DATES + 1);
  });

  it('a day not typed in full gives no dates', () => {
    expect(seriesDates({ kind: 'monthly', nth: 2, weekday: 6, from: '2027-03-01', until: '' })).toEqual([]);
    expect(seriesDates({ kind: 'weekly', every: 1, weekday: 6, from: '', until: '2027-03-01' })).toEqual([]);
  });
});
