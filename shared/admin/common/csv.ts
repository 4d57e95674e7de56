import { partsFormatter, preserveCalendarDay } from '../../lib/eventTime';

/**
 * CSV for spreadsheets. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe: names and messages come from visitors, and an export must not be a way in.
 */
export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | boolean | null | undefined;
}

/** The first columns of every export about people: who they are and how to write to them. */
export function personColumns<T extends { firstName: string; lastName: string; email: string }>(): CsvColumn<T>[] {
  return [
    { header: 'First name', value: (p) => p.firstName },
    { header: 'Last name', value: (p) => p.lastName },
    { header: 'Email', value: (p) => p.email },
  ];
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  // CRLF as RFC 4180 says; the byte-order mark makes Excel read UTF-8 names correctly.
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** "volunteers-2026-11-23.csv": the date (the preserve's day) tells exports apart in a downloads folder. */
export function csvFileName(what: string, now = new Date()): string {
  return `${what}-${preserveCalendarDay(now)}.csv`;
}

/**
 * "2026-11-23 22:30": when something happened, on the preserve's clock (the office's), in the form every spreadsheet
 * reads as a date and time. Stored instants are UTC; a machine stamp would put an evening sign-up on the next day.
 */
export function csvDateTime(value: string | Date | null | undefined): string {
  if (value == null) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  const p: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** "2026-11-23": the preserve's calendar day of an instant, for columns that say only the day. */
export function csvDay(value: string | Date | null | undefined): string {
  return value == null ? '' : preserveCalendarDay(typeof value === 'string' ? new Date(value) : value);
}
