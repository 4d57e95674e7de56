import type { SiteSettingsDto } from '../../api/types';
import { settingsValuesOf, type BoardMember, type SiteSettingsValues } from '../../organisation';

/** The form's values: the founding year is typed as text and checked on save. */
export type SettingsFormValues = Omit<SiteSettingsValues, 'foundingYear'> & { foundingYear: string };

/** Errors by field path as the server names them ('email', 'postalAddress.postcode', 'board.0.name'). */
export type SettingsErrors = Record<string, string[] | undefined>;

export const formValuesOf = (s: SiteSettingsDto): SettingsFormValues => ({
  ...settingsValuesOf(s),
  foundingYear: String(s.foundingYear),
});

/** The body PUT /api/admin/settings takes: the values and the version they were loaded at. */
export function bodyOf(values: SettingsFormValues, version: number) {
  const year = values.foundingYear.trim();
  return {
    ...values,
    foundingYear: /^\d+$/.test(year) ? Number(year) : year === '' ? null : year,
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
