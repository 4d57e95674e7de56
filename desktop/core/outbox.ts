import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PendingChange, SyncConflict } from '../../shared/desktop/bridge';
import { CachedResponse, OutboxEntry } from './cache/entities';
import { keyFieldOf, listOf, offlineDeclarationOf, summaryOf, type EditableWrite } from './resources';

type Json = Record<string, unknown>;

/** Placeholder for an upload still in the outbox; later drafts may carry it in their bodies. */
export const DRAFT_UPLOAD_PREFIX = 'draft-upload:';
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

  /**
   * Saves a write as a draft (committed before this returns) and answers with what the screens can show: the
   * record with the draft applied, or for a delete nothing.
   */
  async addDraft(
    clientId: string,
    write: EditableWrite,
    request: { method: string; path: string; body?: unknown },
  ): Promise<{ status: number; body: unknown }> {
    const entityId = write.operation === 'create' ? `${DRAFT_ID_PREFIX}${randomUUID()}` : write.entityId;
    const current = entityId ? await this.cachedRecord(write.entity, entityId) : null;
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
    });
    await this.repo().save(entry);
    if (write.operation === 'delete') return { status: 202, body: null };
    const key = keyFieldOf(write.entity);
    return { status: 202, body: { ...current, ...draftValues(entry), [key]: entityId, draft: true } };
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
        path: '/api/objects/upload',
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
      }),
    );
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
        record = d.operation === 'delete' ? null : { ...record, ...draftValues(d), draft: true };
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
        items = items.map((item) => (item[key] === d.entityId ? { ...item, ...values, draft: true } : item));
      } else items = [...items, { ...values, [key]: d.entityId, draft: true }];
    }
    return items;
  }
}

export function pendingChangeOf(e: OutboxEntry): PendingChange {
  return {
    id: e.id,
    operation: e.operation,
    entity: e.entity,
    entityId: e.entityId,
    summary: e.summary,
    createdAt: e.createdAt.toISOString(),
    attempts: e.attempts,
    lastError: e.lastError,
  };
}

export function conflictOf(e: OutboxEntry): SyncConflict {
  return {
    id: e.id,
    entity: e.entity,
    entityId: e.entityId ?? '',
    summary: e.summary,
    mine: parseJson<Json>(e.body, {}),
    theirs: parseJson<Json>(e.theirs, {}),
  };
}
