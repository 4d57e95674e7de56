import { describe, expect, it } from 'vitest';
import { csvDateTime, csvDay, csvFileName, toCsv } from './csv';

const columns = [
  { header: 'Name', value: (r: { name: string; n?: number }) => r.name },
  { header: 'Count', value: (r: { name: string; n?: number }) => r.n },
];

describe('toCsv', () => {
  it('writes a header, CRLF line ends and a UTF-8 byte-order mark', () => {
    expect(toCsv([{ name: 'Ana', n: 2 }], columns)).toBe('\uFEFFName,Count\r\nAna,2\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    const out = toCsv([{ name: 'Smith, "Jo"\nline' }], columns);
    expect(out).toContain('"Smith, ""Jo""\nline",');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const out = toCsv(
      [{ name: '=HYPERLINK("http://x")' }, { name: '+1' }, { name: '@SUM(A1)' }, { name: '-2' }],
      columns,
    );
    expect(out).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(out).toContain("'+1,");
    expect(out).toContain("'@SUM(A1),");
    expect(out).toContain("'-2,");
  });

  it('leaves numbers alone and writes empty cells for missing values', () => {
    expect(toCsv([{ name: 'x', n: -5 }, { name: 'y' }], columns)).toBe('\uFEFFName,Count\r\nx,-5\r\ny,\r\n');
  });

  it('names files by what they hold and the day', () => {
    expect(csvFileName('volunteers', new Date('2026-11-23T12:00:00Z'))).toBe('volunteers-2026-11-23.csv');
  });

  it("names the day on the preserve's clock: late in the evening there is still that day, not tomorrow in UTC", () => {
    expect(csvFileName('volunteers', new Date('2026-11-24T03:30:00Z'))).toBe('volunteers-2026-11-23.csv');
  });

  it("writes times and days on the preserve's clock, as a spreadsheet reads them", () => {
    expect(csvDateTime('2026-11-24T03:30:00.000Z')).toBe('2026-11-23 22:30');
    expect(csvDateTime('2026-07-01T14:05:00.000Z')).toBe('2026-07-01 10:05');
    expect(csvDay('2026-11-24T03:30:00.000Z')).toBe('2026-11-23');
    expect(csvDateTime(null)).toBe('');
    expect(csvDay(undefined)).toBe('');
  });
});
