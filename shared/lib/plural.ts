/**
 * Counts shown to people, in English: '1 spot', '2 spots', '0 people'. Every count in a sentence goes through here,
 * so no screen says '1 spots' or falls back on 'spot(s)'. The plural category comes from `Intl.PluralRules`, which
 * knows that only exactly one takes the singular (0, 1.5 and 21 take the plural in English).
 */
const rules = new Intl.PluralRules('en-US');
const numbers = new Intl.NumberFormat('en-US');

/** The form of a word that fits a count: `one` for one, `other` (by default `one` + 's') for any other count. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** A count with the word it counts, the number grouped by thousands: '1 spot', '12 spots', '1,024 photos'. */
export function countOf(count: number, one: string, other?: string): string {
  return `${numbers.format(count)} ${pluralWord(count, one, other)}`;
}
