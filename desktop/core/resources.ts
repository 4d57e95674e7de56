import type { BridgeMethod } from '../../shared/desktop/bridge';
import type { OutboxOperation } from './cache/entities';
import { matchRoute, ROUTE_NAMES, ROUTES, type OfflineWrite } from '../../shared/api/routes';

/**
 * Which admin writes can wait in the outbox, and which cached answers show which records (ADR 018), as the route
 * table (`shared/api/routes.ts`: `offline` and `cachedList`) declares them. Anything not declared needs the site
 * (registrations, users, mail, uploads through the uploader, video scans...).
 */
export interface EditableWrite {
  entity: string;
  operation: Exclude<OutboxOperation, 'upload'>;
  /** The record's id, or its section name for home sections; null for creates until the server answers. */
  entityId: string | null;
  /** How people call it in the pending list. */
  noun: string;
  verb?: string;
}

/** The write's place in the outbox, or null when it cannot be done offline (the route table says which can). */
export function editableWrite(method: BridgeMethod, pathname: string): EditableWrite | null {
  const match = matchRoute(method, pathname);
  const offline = match?.route.offline;
  if (!match || !offline) return null;
  // The record's key: the one record of its kind, else the path's last parameter (a home section's name too).
  let entityId: string | null = null;
  if (offline.key) entityId = offline.key;
  else {
    const raw = Object.values(match.rawParams).at(-1);
    if (raw !== undefined) {
      try {
        // Trimmed as the site trims a section's name.
        entityId = decodeURIComponent(raw).trim();
      } catch {
        return null;
      }
    }
  }
  return { entity: offline.entity, operation: offline.operation, entityId, noun: offline.noun, verb: offline.verb };
}

/** The route table's offline declaration of a drafted write, for laying it over cached answers. */
export function offlineDeclarationOf(method: string, path: string): OfflineWrite | null {
  return matchRoute(method as BridgeMethod, path.split('?')[0])?.route.offline ?? null;
}

/** Cached GET answers that list records of a kind (or hold one), and the field that names a record. */
export function listOf(pathname: string): { entity: string; key: string; single: boolean } | null {
  const list = matchRoute('GET', pathname)?.route.cachedList;
  return list ? { entity: list.entity, key: list.key, single: !!list.single } : null;
}

/**
 * The field that names a record of each kind, as its cached lists declare it: drafts, cached copies and the
 * records made offline must all name a record by the same field, or a draft never finds the copy it changes.
 */
export const KEY_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_NAMES.flatMap((name) => {
    const list = ROUTES[name].cachedList;
    return list ? [[list.entity, list.key]] : [];
  }),
);
export const keyFieldOf = (entity: string) => KEY_FIELD[entity] ?? 'id';

/** "Edit event “Spring Bird Walk”": the pending list's one line. */
export function summaryOf(write: EditableWrite, body: unknown, current: Record<string, unknown> | null): string {
  const fields = { ...current, ...(body as Record<string, unknown> | null) };
  const name = [
    fields.title,
    fields.section,
    [fields.firstName, fields.lastName].filter(Boolean).join(' '),
    fields.subject,
  ].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const verb = write.verb ?? { create: 'New', update: 'Edit', delete: 'Delete' }[write.operation];
  const line = name ? `${verb} ${write.noun} “${name}”` : `${verb} ${write.noun}`;
  // The e-mail goes when the change reaches the site, perhaps hours later: the volunteer sees that when saving
  // (the notice names the change) and on Pending changes, where the change can still be discarded.
  return (body as Record<string, unknown> | null)?.notify === true
    ? `${line} (its registered people are e-mailed when it is sent)`
    : line;
}
