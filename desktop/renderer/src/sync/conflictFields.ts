/** The fields a conflict dialog shows: those in the draft, minus bookkeeping the volunteer never edits. */
const HIDDEN = new Set(['id', 'version', 'createdAt', 'updatedAt']);

export function conflictFields(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  return Object.keys(mine).filter((k) => !HIDDEN.has(k) && k in theirs);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function showValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '(empty)';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Mine where the volunteer picked mine, theirs elsewhere: the values a "merged" resolution sends. */
export function mergedValues(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  pickMine: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of conflictFields(mine, theirs)) out[k] = pickMine.has(k) ? mine[k] : theirs[k];
  return out;
}
