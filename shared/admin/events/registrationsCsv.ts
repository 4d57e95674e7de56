import { toCsv, csvDateTime, csvFileName, personColumns, type CsvColumn } from '../common/csv';
import type { RegistrationChannel, RegistrationDto, WaitlistEntryDto } from '../../api/types';
import type { EventQuestion } from '../../lib/eventQuestions';

/** One row of the export: a registration, or a person on the waiting list. */
type Row = { registration: RegistrationDto } | { waiting: WaitlistEntryDto };

const personOf = (row: Row) => ('registration' in row ? row.registration : row.waiting);

const TAKEN_BY: Record<RegistrationChannel, string> = { phone: 'Phone', 'walk-in': 'Walk-in' };

const COLUMNS: CsvColumn<Row>[] = [
  ...personColumns<{ firstName: string; lastName: string; email: string }>().map((c): CsvColumn<Row> => ({
    header: c.header,
    value: (row) => c.value(personOf(row)),
  })),
  { header: 'Phone', value: (row) => personOf(row).phone },
  { header: 'Special requests', value: (row) => personOf(row).specialRequests },
  { header: 'Status', value: (row) => ('registration' in row ? 'Registered' : 'Waiting list') },
  { header: 'Waiting list position', value: (row) => ('waiting' in row ? row.waiting.position : null) },
  {
    header: 'Signed up',
    value: (row) => csvDateTime('registration' in row ? row.registration.registeredAt : row.waiting.joinedAt),
  },
  // Filled in at the trailhead (the check-in view): who actually came.
  { header: 'Checked in', value: (row) => ('registration' in row && row.registration.checkedIn ? 'Yes' : '') },
  { header: 'Adults with them', value: (row) => personOf(row).guests ?? 0 },
  { header: 'Children with them', value: (row) => personOf(row).children ?? 0 },
  { header: 'Seats', value: (row) => personOf(row).seats ?? 1 },
  {
    header: 'Taken by',
    value: (row) => ('registration' in row && row.registration.channel ? TAKEN_BY[row.registration.channel] : ''),
  },
];

/** A column per question of the event, holding each person's answer to it. */
const answerColumns = (questions: readonly EventQuestion[]): CsvColumn<Row>[] =>
  questions.map((q) => ({
    header: q.label,
    value: (row) => (personOf(row).answers ?? []).find((a) => a.id === q.id)?.value ?? '',
  }));

/**
 * Everyone signed up for the event as one table a spreadsheet can sort and filter: the people registered, then
 * the people waiting (Status says which, and each one's place in the queue), times on the preserve's clock.
 */
export function registrationsCsv(
  rows: readonly RegistrationDto[],
  waiting: readonly WaitlistEntryDto[] = [],
  questions: readonly EventQuestion[] = [],
): string {
  return toCsv<Row>(
    [...rows.map((registration) => ({ registration })), ...waiting.map((w) => ({ waiting: w }))],
    [...COLUMNS, ...answerColumns(questions)],
  );
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
