import { toCsv, csvFileName, personColumns, type CsvColumn } from '../common/csv';
import type { RegistrationDto, WaitlistEntryDto } from '../../api/types';

const COLUMNS: CsvColumn<RegistrationDto>[] = [
  ...personColumns<RegistrationDto>(),
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Special requests', value: (r) => r.specialRequests },
  { header: 'Registered at', value: (r) => r.registeredAt },
  // Filled in at the trailhead (the check-in view): who actually came.
  { header: 'Checked in', value: (r) => (r.checkedIn ? 'Yes' : '') },
];

const WAITLIST_COLUMNS: CsvColumn<WaitlistEntryDto>[] = [
  { header: 'Waiting list position', value: (w) => w.position },
  ...personColumns<WaitlistEntryDto>(),
  { header: 'Phone', value: (w) => w.phone },
  { header: 'Special requests', value: (w) => w.specialRequests },
  { header: 'Joined at', value: (w) => w.joinedAt },
];

/**
 * The people registered; when some are waiting, their list follows after one empty line, with its own header
 * and each person's place, so a sign-in sheet never mixes the two.
 */
export function registrationsCsv(rows: readonly RegistrationDto[], waiting: readonly WaitlistEntryDto[] = []): string {
  const registered = toCsv(rows, COLUMNS);
  if (!waiting.length) return registered;
  return `${registered}\r\n${toCsv(waiting, WAITLIST_COLUMNS).replace(/^\uFEFF/, '')}`;
}

/** "registrations-spring-cleanup-2026-11-23.csv": the event's title keeps several exports apart. */
export function registrationsFileName(eventTitle: string, now = new Date()): string {
  const slug = eventTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return csvFileName(slug ? `registrations-${slug}` : 'registrations', now);
}
