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

/** The body of a failed save's answer, when it is JSON. */
export function failureBody(error: unknown, status: number): Record<string, unknown> | null {
  if (!(error instanceof Error)) return null;
  const m = error.message.match(new RegExp(`^${status}: ([\\s\\S]*)$`));
  if (!m) return null;
  try {
    const body = JSON.parse(m[1]) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
