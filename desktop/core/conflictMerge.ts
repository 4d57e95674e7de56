import { preserveCalendarDay } from '../../shared/lib/eventTime';
import type { OutboxEntry } from './cache/entities';

type Json = Record<string, unknown>;

/** Bookkeeping fields that are never the volunteer's words, so never a conflict. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'updatedAt', 'draft']);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * One value as the forms and the site may each spell it: a form's empty text and the site's null are the same, so
 * are a typed "12" and 12, and a form's calendar day (2026-12-26) and the site's instant on that day of the
 * preserve's calendar (2026-12-26T18:00:00.000Z).
 */
function canonical(value: unknown, other: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && typeof other === 'number' && /^-?\d+(\.\d+)?$/.test(value.trim()))
    return Number(value);
  if (typeof value === 'string' && INSTANT.test(value) && typeof other === 'string' && DATE_ONLY.test(other)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? value : preserveCalendarDay(instant);
  }
  return value;
}

/** Whether two spellings of a field's value mean the same (see `canonical`). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a, b)) === JSON.stringify(canonical(b, a));
}

/** The fields a draft sends that the volunteer may have changed (its body without bookkeeping). */
const draftFields = (mine: Json) => Object.keys(mine).filter((field) => !BOOKKEEPING.has(field));

/**
 * The fields both sides changed, each to something else: the only questions a conflict has to ask. Without the
 * record the draft started from (a draft saved by an older version of the app), every field the two disagree on.
 */
export function clashingFields(mine: Json, base: Json | null, theirs: Json): string[] {
  return draftFields(mine).filter((field) => {
    if (!(field in theirs) || sameValue(mine[field], theirs[field])) return false;
    if (!base) return true;
    return !sameValue(mine[field], base[field]) && !sameValue(theirs[field], base[field]);
  });
}

/**
 * The body to send on top of the site's copy: the volunteer's value where they changed a field, the site's where
 * only the site did (so nothing the volunteer never touched goes back to what they saw), and for the fields both
 * changed the volunteer's pick (`chosen`, from Merge), else the side `clashesGoTo` names (Keep mine: mine).
 */
export function mergedBody(
  mine: Json,
  base: Json | null,
  theirs: Json,
  decide: { chosen?: Json; clashesGoTo?: 'mine' | 'theirs' } = {},
): Json {
  const clash = new Set(clashingFields(mine, base, theirs));
  const out: Json = {};
  for (const field of Object.keys(mine)) {
    if (clash.has(field)) out[field] = decide.clashesGoTo === 'theirs' ? theirs[field] : mine[field];
    else if (base && field in theirs && !BOOKKEEPING.has(field) && sameValue(mine[field], base[field]))
      out[field] = theirs[field];
    else out[field] = mine[field];
  }
  // What the volunteer picked field by field is what they decided, whichever fields those are.
  return { ...out, ...decide.chosen };
}

/** Who changed the site's copy and when, as a 409 answer says it; null when it does not. */
export function changedByOf(answer: unknown): { name: string | null; at: string | null } | null {
  const changed = (answer as { changedBy?: { name?: unknown; at?: unknown } } | null)?.changedBy;
  if (!changed || typeof changed !== 'object') return null;
  return {
    name: typeof changed.name === 'string' ? changed.name : null,
    at: typeof changed.at === 'string' ? changed.at : null,
  };
}

const parsed = (text: string | null): Json | null => (text ? (JSON.parse(text) as Json) : null);

/**
 * A draft the site refused as stale (409 with its current copy): when the two sides changed different fields, the
 * draft moves onto the site's copy with the fields merged (returns true; the caller sends it again). When both
 * changed a field, it stays as it is for the volunteer to decide (false).
 */
export function rebaseOnSiteCopy(entry: OutboxEntry, theirs: Json): boolean {
  if (entry.body === null || typeof theirs.version !== 'number') return false;
  const mine = parsed(entry.body) ?? {};
  const base = parsed(entry.base);
  if (!base || clashingFields(mine, base, theirs).length) return false;
  moveOntoSiteCopy(entry, mergedBody(mine, base, theirs), theirs);
  return true;
}

/** The draft, now `body`, made on top of the site's copy: sent with its version, and told apart from it later. */
export function moveOntoSiteCopy(entry: OutboxEntry, body: Json, theirs: Json): void {
  entry.body = JSON.stringify(body);
  entry.base = JSON.stringify(theirs);
  if (typeof theirs.version === 'number') entry.baseVersion = theirs.version;
}
