import type { VolunteerHoursDto } from '../../api/reports';
import { hoursOf } from '../../lib/volunteerHours';
import { toCsv, csvDay, type CsvColumn } from '../common/csv';

type HoursRow = { name: string; email: string; title: string; date: string; minutes: number };

/** One row per person and event, dated on the preserve's calendar, hours as a number: what a grant report sums. */
const COLUMNS: CsvColumn<HoursRow>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Event', value: (r) => r.title },
  { header: 'Date', value: (r) => csvDay(r.date) },
  { header: 'Hours', value: (r) => String(hoursOf(r.minutes)) },
];

export const volunteerHoursCsv = (hours: VolunteerHoursDto) =>
  toCsv(
    hours.people.flatMap((p) => p.events.map((e) => ({ name: p.name, email: p.email, ...e }))),
    COLUMNS,
  );
