import type { EventDto } from '../api/types';
import { preserveCalendarDay } from './eventTime';

/** A month as the address names it: '2027-03'. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null): value is string => !!value && MONTH.test(value);

/** The month of an instant on the preserve's calendar. */
export const monthOf = (instant: Date): string => preserveCalendarDay(instant).slice(0, 7);

/** The month `step` months after `month` ('2027-12' + 1 is '2028-01'). */
export function addMonths(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'March 2027'. */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(y, m - 1, 15)));
}

/**
 * The month's weeks, Sunday first, as the calendar grid lays them out: each day is 'YYYY-MM-DD', or null for the
 * cells before the first and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The events of each day of the month on the preserve's calendar, in order of their start. */
export function eventsByDay(events: EventDto[], month: string): Map<string, EventDto[]> {
  const byDay = new Map<string, EventDto[]>();
  const sorted = [...events].sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  for (const event of sorted) {
    const day = preserveCalendarDay(new Date(event.date));
    if (!day.startsWith(`${month}-`)) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}
