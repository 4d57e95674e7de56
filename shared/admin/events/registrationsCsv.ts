import { toCsv, csvFileName, personColumns, type CsvColumn } from '../common/csv';
import type { RegistrationDto } from '../../api/types';

const COLUMNS: CsvColumn<RegistrationDto>[] = [
  ...personColumns<RegistrationDto>(),
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Special requests', value: (r) => r.specialRequests },
  { header: 'Registered at', value: (r) => r.registeredAt },
];

export const registrationsCsv = (rows: readonly RegistrationDto[]) => toCsv(rows, COLUMNS);

/** "registrations-spring-cleanup-2026-11-23.csv": the event's title keeps several exports apart. */
export function registrationsFileName(eventTitle: string, now = new Date()): string {
  const slug = eventTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return csvFileName(slug ? `registrations-${slug}` : 'registrations', now);
}
