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

/** "volunteers-2026-11-23.csv": the date tells exports apart in a downloads folder. */
export function csvFileName(what: string, now = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 10)}.csv`;
}
