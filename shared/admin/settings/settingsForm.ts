import type { SiteSettingsDto } from '../../api/types';
import { settingsValuesOf, type BoardMember, type SiteSettingsValues } from '../../organisation';

/** The form's values: the founding year and the size are typed as text and checked on save. */
export type SettingsFormValues = Omit<SiteSettingsValues, 'foundingYear' | 'acres'> & {
  foundingYear: string;
  acres: string;
};

/** Errors by field path as the server names them ('email', 'postalAddress.postcode', 'board.0.name'). */
export type SettingsErrors = Record<string, string[] | undefined>;

export const formValuesOf = (s: SiteSettingsDto): SettingsFormValues => ({
  ...settingsValuesOf(s),
  foundingYear: s.foundingYear == null ? '' : String(s.foundingYear),
  acres: s.acres == null ? '' : String(s.acres),
});

/** A number typed as text: the number, null when left empty, else the text (which the schema refuses by name). */
function typedNumber(text: string): number | null | string {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}

/** The body PUT /api/admin/settings takes: the values and the version they were loaded at. */
export function bodyOf(values: SettingsFormValues, version: number) {
  return {
    ...values,
    foundingYear: typedNumber(values.foundingYear),
    acres: typedNumber(values.acres),
    version,
  };
}

/** The board with member `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveMember(board: BoardMember[], index: number, step: -1 | 1): BoardMember[] {
  const to = index + step;
  if (to < 0 || to >= board.length) return board;
  const next = [...board];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
