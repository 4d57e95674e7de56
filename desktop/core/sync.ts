import fs from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { CachedResponse, type OutboxEntry } from './cache/entities';
import { DRAFT_ID_PREFIX, Outbox, parseJson } from './outbox';
import { uploadKey, withUploadAddresses } from './draftUploads';
import { callServer, messageOf, SiteUnreachable } from './serverClient';
import type { Settings } from './settings';
import { SiteRefused, sendImage } from './upload';
import { carryOwnBumps } from './versionCarry';
import { changedByOf, rebaseOnSiteCopy } from './conflictMerge';
import { formatDateTime } from '../../shared/lib/eventTime';

export type SyncOutcome = 'done' | 'offline' | 'signed-out' | 'server-trouble';

export const SIGNED_OUT_MESSAGE = 'Signed out: sign in again to send your changes.';

/**
 * Sends the outbox in order (ADR 018). Each entry carries its base version; a 409 (or another refusal) turns it
 * into a conflict and holds back later entries for the same record; 401 stops everything; a lost connection
 * stops the pass and leaves the rest for the next one.
 */
export class Syncer {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly settings: Settings,
    private readonly fetchImpl: typeof fetch,
  ) {}

  /**
   * `notes`: what the site did besides storing the changes that the volunteer should hear of (the registrants it
   * e-mailed about an event moved offline, now rather than when the change was made).
   */
  async run(): Promise<{ outcome: SyncOutcome; sent: number; notes: string[] }> {
    const serverUrl = await this.settings.serverUrl();
    const token = await this.settings.token();
    const notes: string[] = [];
    if (!serverUrl) return { outcome: 'offline', sent: 0, notes };
    if (!token) return { outcome: 'signed-out', sent: 0, notes };
    const held = new Set<string>();
    let sent = 0;
    for (const listed of await this.outbox.entries()) {
      // Re-read: an earlier entry may have changed this one (a real id, a newer base version).
      const entry = await this.outbox.byId(listed.id);
      if (!entry) continue;
      const record = `${entry.entity}:${entry.entityId}`;
      if (entry.state === 'conflict') {
        held.add(record);
        continue;
      }
      if (held.has(record)) continue;
      try {
        const body = await this.bodyWithUploads(entry);
        if (body === undefined) {
          held.add(record);
          continue;
        }
        let answer = await this.send(entry, serverUrl, token, body);
        if (answer.status === 409 && this.rebased(entry, answer.body)) {
          // The site's copy changed only where the draft did not: sent again with both sides' changes.
          await this.outbox.save(entry);
          answer = await this.send(entry, serverUrl, token, (await this.bodyWithUploads(entry)) ?? null);
        }
        if (answer.status === 401) {
          entry.lastError = SIGNED_OUT_MESSAGE;
          await this.outbox.save(entry);
          await this.settings.setToken(null);
          return { outcome: 'signed-out', sent, notes };
        }
        if (answer.status >= 500) {
          entry.attempts++;
          entry.lastError = messageOf(answer, 'The site had a problem; the change will be sent again.');
          await this.outbox.save(entry);
          return { outcome: 'server-trouble', sent, notes };
        }
        if (answer.status >= 400) {
          // Stale version, a record deleted meanwhile, or values the site refuses: the volunteer decides.
          entry.attempts++;
          entry.state = 'conflict';
          entry.lastError = messageOf(answer, 'The site refused this change.');
          entry.theirs = JSON.stringify((answer.body as { current?: unknown } | null)?.current ?? {});
          entry.changedBy = JSON.stringify(changedByOf(answer.body));
          await this.outbox.save(entry);
          held.add(record);
          continue;
        }
        await this.settle(entry, answer.body);
        sent++;
        const mailed = mailedNote(entry, answer.body);
        if (mailed) notes.push(mailed);
      } catch (err) {
        if (err instanceof SiteUnreachable) return { outcome: 'offline', sent, notes };
        if (err instanceof SiteRefused && err.status === 401) return { outcome: 'signed-out', sent, notes };
        entry.attempts++;
        entry.lastError = err instanceof Error ? err.message : String(err);
        await this.outbox.save(entry);
        return { outcome: 'server-trouble', sent, notes };
      }
    }
    return { outcome: 'done', sent, notes };
  }

  /** A stale draft moved onto the site's current copy, when the two changed different fields (conflictMerge.ts). */
  private rebased(entry: OutboxEntry, answer: unknown): boolean {
    const current = (answer as { current?: unknown } | null)?.current;
    return !!current && typeof current === 'object' && rebaseOnSiteCopy(entry, current as Record<string, unknown>);
  }

  /** The draft's body with finished uploads' real addresses; undefined while one it names is still waiting. */
  private async bodyWithUploads(entry: OutboxEntry): Promise<Record<string, unknown> | null | undefined> {
    if (entry.body === null) return null;
    const text = await withUploadAddresses(entry.body, this.settings);
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  }

  private async send(entry: OutboxEntry, serverUrl: string, token: string, body: Record<string, unknown> | null) {
    if (entry.operation === 'upload') {
      const data = await fs.readFile(entry.filePath!);
      const url = await sendImage(this.fetchImpl, serverUrl, token, {
        data,
        type: entry.fileType ?? 'application/octet-stream',
      });
      return { status: 200, body: { url } };
    }
    const versioned = entry.baseVersion !== null && entry.operation !== 'create';
    let path = entry.path;
    if (versioned && entry.operation === 'delete')
      path += `${path.includes('?') ? '&' : '?'}version=${entry.baseVersion}`;
    const json = body === null ? undefined : versioned ? { ...body, version: entry.baseVersion } : body;
    return callServer(this.fetchImpl, `${serverUrl}${path}`, { method: entry.method, token, json });
  }

  /** A sent entry: passes what the site answered on to the entries after it, then leaves the outbox. */
  private async settle(entry: OutboxEntry, answer: unknown): Promise<void> {
    const result = (answer ?? {}) as Record<string, unknown>;
    if (entry.operation === 'upload') {
      await this.settings.set(uploadKey(entry.id), String(result.url));
      if (entry.filePath) await fs.rm(entry.filePath, { force: true });
    }
    const later = (await this.outbox.entries()).filter((e) => e.seq > entry.seq);
    const draftId =
      entry.operation === 'create' && entry.entityId?.startsWith(DRAFT_ID_PREFIX) && typeof result.id === 'string'
        ? entry.entityId
        : null;
    for (const next of later) {
      const sameRecord = next.entity === entry.entity && next.entityId === entry.entityId;
      if (!sameRecord && !(draftId && next.body?.includes(draftId))) continue;
      if (draftId) {
        // Any later draft may name the new record: its own edits by path, others in their bodies (an order).
        const real = result.id as string;
        next.path = next.path.split(draftId).join(real);
        next.body = next.body?.split(draftId).join(real) ?? null;
        if (sameRecord) next.entityId = real;
      }
      // Later drafts were made on top of this one: they follow on from the version it produced.
      if (sameRecord && typeof result.version === 'number') next.baseVersion = result.version;
      await this.outbox.save(next);
    }
    await carryOwnBumps(this.outbox, entry);
    await this.outbox.remove(entry);
  }

  /** After sending: the cached answers are fetched again, so offline screens show the site's latest. */
  async refreshCache(): Promise<void> {
    const serverUrl = await this.settings.serverUrl();
    const token = await this.settings.token();
    if (!serverUrl) return;
    const repo = this.db.getRepository(CachedResponse);
    for (const cached of await repo.find()) {
      const answer = await callServer(this.fetchImpl, `${serverUrl}${cached.path}`, { method: 'GET', token });
      if (answer.status === 200)
        await repo.save({ path: cached.path, body: JSON.stringify(answer.body), fetchedAt: new Date() });
    }
  }
}

/**
 * An event edit drafted with "E-mail the registered people" reaches the site when it can, perhaps hours after it
 * was made, and the site e-mails them then: said in the sync's report with the time the change was made, so the
 * volunteer knows the e-mail went only now.
 */
export function mailedNote(entry: OutboxEntry, answer: unknown): string | null {
  const { notified, title } = (answer ?? {}) as { notified?: unknown; title?: unknown };
  if (entry.entity !== 'event' || typeof notified !== 'number' || notified < 1) return null;
  const who =
    notified === 1
      ? `The person registered for “${String(title)}” was`
      : `The ${notified} people registered for “${String(title)}” were`;
  return `${who} e-mailed now about the change made ${formatDateTime(entry.createdAt)}.`;
}

export { parseJson };
