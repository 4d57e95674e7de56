import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PendingChange, SyncConflict } from '../../shared/desktop/bridge';
import { CachedResponse, OutboxEntry } from './cache/entities';
import { clashingFields } from './conflictMerge';
import { draftedRecord } from './draftRecords';
import { keyFieldOf, listOf, offlineDeclarationOf, summaryOf, type EditableWrite } from './resources';
import { pathOf } from '../../shared/api/routes';

type Json = Record<string, unknown>;

/** Id of a record created offline, until the server gives it a real one. */
export const DRAFT_ID_PREFIX = 'draft-';

const withoutVersion = (body: unknown): Json => {
  const { version: _version, ...rest } = (body ?? {}) as Json;
  return rest;
};

export const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** What a draft changes on its record: its body, plus what its route sets without a body (a hide's `hidden`). */
function draftValues(entry: Pick<OutboxEntry, 'method' | 'path' | 'body'>): Json {
  return { ...offlineDeclarationOf(entry.method, entry.path)?.sets, ...parseJson<Json>(entry.body, {}) };
}

/** Records of another kind a draft also places, with their values (each item of the gallery order). */
function draftItems(entry: Pick<OutboxEntry, 'method' | 'path' | 'body'>): { entity: string; items: Json[] } | null {
  const items = offlineDeclarationOf(entry.method, entry.path)?.items;
  if (!items) return null;
  const list = parseJson<Json>(entry.body, {})[items.field];
  return Array.isArray(list) ? { entity: items.entity, items: list as Json[] } : null;
}

/**
 * How an offline copy shows that a record has a change not on the site yet (`draft`), and that the site changed it
 * too and the volunteer must choose (`draftConflict`).
 */
const marksOf = (d: OutboxEntry) => ({ draft: true, ...(d.state === 'conflict' ? { draftConflict: true } : {}) });

/** Offline drafts in SQLite, and the cache with the drafts laid over it. */
export class Outbox {
  constructor(
    private readonly db: DataSource,
    private readonly now: () => Date,
  ) {}

  private repo = () => this.db.getRepository(OutboxEntry);

  /** Every entry still to send or to decide on, in the order it was made. */
  entries(): Promise<OutboxEntry[]> {
    return this.repo().find({ order: { seq: 'ASC' } });
  }

  byId(id: string): Promise<OutboxEntry | null> {
    return this.repo().findOneBy({ id });
  }

  save(entry: OutboxEntry): Promise<OutboxEntry> {
    return this.repo().save(entry);
  }

  async remove(entry: OutboxEntry): Promise<void> {
    await this.repo().delete({ seq: entry.seq });
  }

  async hasEntriesFor(entity: string, entityId: string | null): Promise<boolean> {
    return entityId !== null && (await this.repo().existsBy({ entity, entityId }));
  }

  /** The record as the last synced copy has it (any cached list or record answer holding it). */
  async cachedRecord(entity: string, key: string): Promise<Json | null> {
    const field = keyFieldOf(entity);
    for (const cached of await this.db.getRepository(CachedResponse).find()) {
      const list = listOf(cached.path.split('?')[0]);
      if (list?.entity !== entity) continue;
      const body = parseJson<unknown>(cached.body, null);
      const items = Array.isArray(body) ? body : [body];
      const found = items.find((item) => item && (item as Json)[field] === key);
      if (found) return found as Json;
    }
    return null;
  }

  /** A record made on this computer and not sent yet: its drafts laid one over the other. */
  private async draftedOnly(entity: string, id: string): Promise<Json | null> {
    if (!id.startsWith(DRAFT_ID_PREFIX)) return null;
    let record: Json | null = null;
    for (const d of await this.entries()) {
      if (d.entity !== entity || d.entityId !== id || d.operation === 'upload') continue;
      const created = d.operation === 'create' ? { id, key: keyFieldOf(entity), at: d.createdAt } : null;
      record = d.operation === 'delete' ? null : draftedRecord(entity, record, draftValues(d), created);
    }
    return record;
  }

  /**
   * Saves a write as a draft (committed before this returns) and answers with what the screens can show: the
   * record with the draft applied, or for a delete nothing.
   */
  async addDraft(
    clientId: string,
    write: EditableWrite,
    request: { method: string; path: string; body?: unknown },
  ): Promise<{ status: number; body: unknown; summary: string }> {
    const entityId = write.operation === 'create' ? `${DRAFT_ID_PREFIX}${randomUUID()}` : write.entityId;
    const current = entityId
      ? ((await this.cachedRecord(write.entity, entityId)) ?? (await this.draftedOnly(write.entity, entityId)))
      : null;
    const shown = current && entityId ? await this.asShown(write.entity, entityId, current) : null;
    const sent = (request.body ?? {}) as Json;
    const baseVersion =
      typeof sent.version === 'number' ? sent.version : typeof current?.version === 'number' ? current.version : null;
    const values = withoutVersion(request.body);
    const entry = this.repo().create({
      id: randomUUID(),
      clientId,
      operation: write.operation,
      entity: write.entity,
      entityId,
      baseVersion,
      method: request.method,
      path: request.path,
      body: request.body === undefined ? null : JSON.stringify(values),
      filePath: null,
      fileName: null,
      fileType: null,
      summary: summaryOf(write, values, current),
      createdAt: this.now(),
      attempts: 0,
      lastError: null,
      state: 'pending',
      theirs: null,
      base: shown ? JSON.stringify(shown) : null,
      changedBy: null,
    });
    await this.repo().save(entry);
    if (write.operation === 'delete') return { status: 202, body: null, summary: entry.summary };
    const key = keyFieldOf(write.entity);
    const created = write.operation === 'create' ? { id: entityId!, key, at: entry.createdAt } : null;
    const record = draftedRecord(write.entity, current, draftValues(entry), created);
    return { status: 202, body: { ...record, [key]: entityId, draft: true }, summary: entry.summary };
  }

  async addUpload(clientId: string, id: string, file: { name: string; type: string; path: string }): Promise<void> {
    await this.repo().save(
      this.repo().create({
        id,
        clientId,
        operation: 'upload',
        entity: 'upload',
        entityId: id,
        baseVersion: null,
        method: 'PUT',
        path: pathOf('uploadSlot'),
        body: null,
        filePath: file.path,
        fileName: file.name,
        fileType: file.type,
        summary: `Upload “${file.name}”`,
        createdAt: this.now(),
        attempts: 0,
        lastError: null,
        state: 'pending',
        theirs: null,
        base: null,
        changedBy: null,
      }),
    );
  }

  /** The record as the screens show it: its last synced copy with the drafts made on it since laid over. */
  private async asShown(entity: string, key: string, synced: Json): Promise<Json> {
    let record = synced;
    for (const d of await this.entries()) {
      if (d.entity === entity && d.entityId === key && d.operation === 'update')
        record = { ...record, ...draftValues(d) };
    }
    return record;
  }

  /** Lays the drafts over a list or record answer, in the order they were made. */
  async overlay(pathname: string, body: unknown): Promise<unknown> {
    const list = listOf(pathname);
    if (!list) return body;
    const drafts = (await this.entries()).filter((e) => e.operation !== 'upload');
    if (!drafts.length) return body;
    const key = list.key;
    if (list.single) {
      let record = body as Json | null;
      for (const d of drafts) {
        if (d.entity !== list.entity || !record || d.entityId !== record[key]) continue;
        record =
          d.operation === 'delete' ? null : { ...draftedRecord(d.entity, record, draftValues(d), null), ...marksOf(d) };
      }
      return record;
    }
    if (!Array.isArray(body)) return body;
    let items = body as Json[];
    for (const d of drafts) {
      if (d.entity !== list.entity) {
        // A draft that places records of this list's kind (a gallery order draft moves every picture).
        const placed = draftItems(d);
        if (placed?.entity !== list.entity) continue;
        const byKey = new Map(placed.items.map((item) => [item[key], item]));
        items = items.map((item) => (byKey.has(item[key]) ? { ...item, ...byKey.get(item[key]) } : item));
        continue;
      }
      const values = draftValues(d);
      if (d.operation === 'delete') items = items.filter((item) => item[key] !== d.entityId);
      else if (items.some((item) => item[key] === d.entityId)) {
        items = items.map((item) =>
          item[key] === d.entityId ? { ...draftedRecord(d.entity, item, values, null), ...marksOf(d) } : item,
        );
      } else {
        const created = d.operation === 'create' ? { id: d.entityId!, key, at: d.createdAt } : null;
        // Made now, as far as the order of records made at the same place goes (several photos added offline).
        const made = { createdAt: d.createdAt.toISOString() };
        items = [
          ...items,
          { ...made, ...draftedRecord(d.entity, null, values, created), [key]: d.entityId, ...marksOf(d) },
        ];
      }
    }
    return items;
  }
}

/**
 * The later entries that build on this one, directly or through another: those naming the picture it uploads, or
 * the record it creates (by its draft id, in their path or body). They cannot be sent without it.
 */
export function laterDependents(entry: OutboxEntry, entries: OutboxEntry[]): OutboxEntry[] {
  const names = new Set<string>();
  const addNames = (e: OutboxEntry) => {
    if (e.operation === 'upload') names.add(e.id);
    else if (e.operation === 'create' && e.entityId?.startsWith(DRAFT_ID_PREFIX)) names.add(e.entityId);
  };
  addNames(entry);
  const found: OutboxEntry[] = [];
  for (const e of entries) {
    if (e.seq <= entry.seq) continue;
    if ([...names].some((n) => e.entityId === n || e.path.includes(n) || e.body?.includes(n))) {
      found.push(e);
      addNames(e);
    }
  }
  return found;
}

export function pendingChangeOf(e: OutboxEntry, entries: OutboxEntry[]): PendingChange {
  return {
    id: e.id,
    operation: e.operation,
    entity: e.entity,
    entityId: e.entityId,
    summary: e.summary,
    createdAt: e.createdAt.toISOString(),
    attempts: e.attempts,
    lastError: e.lastError,
    values: e.body === null ? null : parseJson<Json>(e.body, {}),
    alsoDiscards: laterDependents(e, entries).map((d) => d.summary),
  };
}

export function conflictOf(e: OutboxEntry): SyncConflict {
  const mine = parseJson<Json>(e.body, {});
  const theirs = parseJson<Json>(e.theirs, {});
  const base = parseJson<Json | null>(e.base, null);
  return {
    id: e.id,
    entity: e.entity,
    entityId: e.entityId ?? '',
    summary: e.summary,
    mine,
    theirs,
    base,
    fields: clashingFields(mine, base, theirs),
    changedBy: parseJson<SyncConflict['changedBy']>(e.changedBy, null),
    message: e.lastError,
  };
}
