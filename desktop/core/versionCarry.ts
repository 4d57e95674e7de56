import type { OutboxEntry } from './cache/entities';
import { parseJson, type Outbox } from './outbox';
import { keyFieldOf, offlineDeclarationOf } from './resources';

type Json = Record<string, unknown>;

/**
 * The records besides its own whose version the site bumps when this write passes (the route table says which):
 * every picture a gallery order places, the gallery order when a picture's section is toggled.
 */
export function recordsBumpedBy(entry: Pick<OutboxEntry, 'method' | 'path' | 'body'>): Set<string> {
  const declared = offlineDeclarationOf(entry.method, entry.path);
  const body = parseJson<Json>(entry.body, {});
  const bumped = new Set<string>();
  if (declared?.items) {
    const key = keyFieldOf(declared.items.entity);
    const list = body[declared.items.field];
    for (const item of Array.isArray(list) ? (list as Json[]) : []) {
      if (typeof item?.[key] === 'string') bumped.add(`${declared.items.entity}:${item[key] as string}`);
    }
  }
  if (declared?.bumps && declared.bumps.when in body) bumped.add(`${declared.bumps.entity}:${declared.bumps.key}`);
  return bumped;
}

/**
 * A write just passed on the site: the drafts after it of the records it bumped as a side effect were made from
 * the version before it (the offline copy never shows that bump), so they move on by the one step it took. Only
 * that step: a change someone else saved meanwhile still leaves them behind, and that is a real conflict. The
 * drafts of the write's own record are moved by the version the site answered (the syncer does that).
 */
export async function carryOwnBumps(outbox: Outbox, sent: OutboxEntry): Promise<void> {
  const bumped = recordsBumpedBy(sent);
  if (!bumped.size) return;
  for (const next of await outbox.entries()) {
    if (next.seq <= sent.seq || next.state !== 'pending' || next.baseVersion === null) continue;
    if (!bumped.has(`${next.entity}:${next.entityId ?? ''}`)) continue;
    next.baseVersion += 1;
    await outbox.save(next);
  }
}
