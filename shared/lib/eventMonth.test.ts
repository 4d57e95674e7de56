import { describe, expect, it } from 'vitest';
import type { EventDto } from '../api/types';
import { addMonths, eventsByDay, isMonth, monthOf, monthTitle, monthWeeks } from './eventMonth';

describe('the events month view', () => {
  it('reads and steps months as the address names them', () => {
    expect(isMonth('2027-03')).toBe(true);
    expect(isMonth('2027-13')).toBe(false);
    expect(isMonth('March')).toBe(false);
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthTitle('2027-03')).toBe('March 2027');
    // 11 PM on March 31 in New Jersey is April 1 in UTC: the preserve's month.
    expect(monthOf(new Date('2027-04-01T03:00:00.000Z'))).toBe('2027-03');
  });

  it('lays out the weeks Sunday first, with empty cells around the month', () => {
    const weeks = monthWeeks('2027-02'); // February 1, 2027 is a Monday; 28 days
    expect(weeks[0]).toEqual([
      null,
      '2027-02-01',
      '2027-02-02',
      '2027-02-03',
      '2027-02-04',
      '2027-02-05',
      '2027-02-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2027-02-28', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  it('puts each event on its day on the preserve’s calendar', () => {
    const at = (date: string, title: string) => ({ date, title }) as EventDto;
    const late = at('2027-04-01T03:00:00.000Z', 'Owl prowl'); // March 31, 11 PM in New Jersey
    const byDay = eventsByDay(
      [at('2027-03-13T18:00:00.000Z', 'Walk'), late, at('2027-04-02T14:00:00.000Z', 'Not')],
      '2027-03',
    );
    expect([...byDay.keys()]).toEqual(['2027-03-13', '2027-03-31']);
    expect(byDay.get('2027-03-31')?.map((e) => e.title)).toEqual(['Owl prowl']);
  });
});
