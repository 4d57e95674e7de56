import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { HttpError } from '../errors';
import { User } from './entities';
import { upsertBy } from './upsert';

/** The 409 a write against a stale copy gets (ADR 018), with the record as it now is. */
export const staleVersionMessage = (thing: string) => `Someone else changed this ${thing} since you opened it.`;

export interface VersionedRow {
  id: string;
  version: number;
}

/**
 * Check-and-bump in one statement, inside the caller's db.write transaction: `UPDATE ... SET version = version
 * + 1 WHERE <key> [AND version = expected]`. The row stays locked (PostgreSQL) or the writer stays ours (SQLite)
 * until the transaction ends, so two writers with the same version cannot both pass. Returns the row as it is
 * after the bump (the caller then writes its changes), or null when there is no such row. A mismatch throws
 * a 409 carrying `present(current)`; nothing is written.
 */
export async function claimVersion<T extends VersionedRow>(
  m: EntityManager,
  entity: EntityTarget<T>,
  where: FindOptionsWhere<T>,
  expected: number | undefined,
  conflict: { thing: string; present: (row: T) => unknown },
): Promise<T | null> {
  const update = m
    .createQueryBuilder()
    .update(entity)
    .set({ version: () => 'version + 1' } as never)
    .where(where as never);
  if (expected !== undefined) update.andWhere('version = :expected', { expected });
  let result = await update.execute();
  let row = await m.findOneBy(entity, where);
  if (!row) return null;
  if (!result.affected && expected === undefined) {
    // No version named, and the row appeared between the two statements: another writer created it just now
    // (PostgreSQL, read committed). That is no conflict: bump it now, waiting for that writer's lock if need be.
    result = await update.execute();
    row = (await m.findOneBy(entity, where)) ?? row;
  }
  if (!result.affected)
    throw new HttpError(409, staleVersionMessage(conflict.thing), undefined, {
      current: conflict.present(row),
      changedBy: await lastChangeOf(m, row),
    });
  return row;
}

/**
 * Who saved the record last and when, for a 409, so the one whose save was refused can decide knowing whose work
 * the other copy is: from the record's own `updatedBy` and `updatedAt` where its table keeps them (events, page
 * contents, sections, texts, settings). The name only: first and last name, else the e-mail address; null for a removed
 * account or a record that keeps no author.
 */
async function lastChangeOf(m: EntityManager, row: object): Promise<{ name: string | null; at: string | null } | null> {
  const { updatedBy, updatedAt } = row as { updatedBy?: unknown; updatedAt?: unknown };
  return lastChangeBy(m, updatedBy, updatedAt);
}

/** A 409's `changedBy` from an author's account id and a time, as far as they are known. */
export async function lastChangeBy(
  m: EntityManager,
  updatedBy: unknown,
  updatedAt: unknown,
): Promise<{ name: string | null; at: string | null } | null> {
  if (updatedAt === undefined && updatedBy === undefined) return null;
  const user = typeof updatedBy === 'string' ? await m.findOneBy(User, { id: updatedBy }) : null;
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null;
  const at = updatedAt instanceof Date && !Number.isNaN(updatedAt.getTime()) ? updatedAt.toISOString() : null;
  return { name, at };
}

/**
 * An admin's save of the row a unique key names (a home section, a page image, a page text), in the caller's
 * transaction: the version is checked and bumped first (a key not saved before starts at version 1), then the row is
 * written in one upsert. The save makes a demo row the organisation's own, so removing the demo content keeps it.
 */
export async function saveOwnRow<
  T extends VersionedRow & { isDemo: boolean; updatedAt: Date; updatedBy: string | null },
>(
  m: EntityManager,
  entity: EntityTarget<T>,
  key: keyof T & string,
  values: Partial<T>,
  save: { version: number | undefined; conflict: { thing: string; present: (row: T) => unknown }; by: { id: string } },
): Promise<T> {
  await claimVersion(m, entity, { [key]: values[key] } as FindOptionsWhere<T>, save.version, save.conflict);
  return upsertBy(m, entity, key, {
    ...values,
    isDemo: false,
    updatedAt: new Date(),
    updatedBy: save.by.id,
  } as Partial<T>);
}
