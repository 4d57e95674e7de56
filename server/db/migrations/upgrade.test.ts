import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource, type TableColumn } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import { entities } from '../entities';
import { migrations } from './index';
import { SnakeNamingStrategy } from '../naming';
import { DB_KIND } from '../kind';
import { quoteIdentifier } from '../identifiers';
import { createTestDatabase, type TestDatabase } from '../../test/database';

/**
 * Upgrades: the previous release's schema (every migration up to and including 1764300000000,
 * HistorySections), a row in every table, then the current migrations: every row and every value is still
 * there. And from empty: the migrations build every table and column the entities use. SQLite here, PostgreSQL
 * in the server-pg project.
 */
const PREVIOUS_RELEASE = 'HistorySections1764300000000';

describe('migrations', () => {
  let testDb: TestDatabase | null = null;
  let dir: string | null = null;
  let ds: DataSource | null = null;

  async function open(list: typeof migrations): Promise<DataSource> {
    testDb ??= await createTestDatabase();
    dir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-upgrade-'));
    const common = {
      entities,
      migrations: list,
      namingStrategy: new SnakeNamingStrategy(),
      migrationsRun: false,
      synchronize: false,
      logging: false,
    };
    const source =
      DB_KIND === 'postgres'
        ? new DataSource({ ...common, type: 'postgres', url: testDb.url! })
        : new DataSource({ ...common, type: 'better-sqlite3', database: path.join(dir, 'upgrade.sqlite') });
    await source.initialize();
    return source;
  }
  afterEach(async () => {
    await ds?.destroy();
    ds = null;
    await testDb?.drop();
    testDb = null;
    if (dir) await fs.rm(dir, { recursive: true, force: true });
    dir = null;
  });

  const p = (n: number) => (DB_KIND === 'postgres' ? `$${n}` : '?');

  /** A plausible value for a column of the old schema, by its type. */
  function valueFor(c: TableColumn, n: number): unknown {
    const t = c.type.toLowerCase();
    if (t === 'uuid' || (c.isPrimary && /char|text/.test(t) && c.name === 'id')) return randomUUID();
    if (/bool/.test(t)) return DB_KIND === 'postgres' ? true : 1;
    if (/int|numeric|real|double|float|decimal/.test(t)) return 7 + n;
    if (/time|date/.test(t))
      return DB_KIND === 'postgres'
        ? new Date(Date.UTC(2026, 2, 1, 10, n))
        : `2026-03-01 10:${String(n).padStart(2, '0')}:00.000`;
    if (/json/.test(t)) return JSON.stringify(['kept', n]);
    const len = c.length ? Number(c.length) : 0;
    const text = `${c.name} value ${n}`;
    return len ? text.slice(0, len) : text;
  }

  it('an upgrade from the previous release keeps every row and value', async () => {
    const cut = migrations.findIndex((m) => new m().name === PREVIOUS_RELEASE);
    expect(cut).toBeGreaterThanOrEqual(0);
    ds = await open(migrations.slice(0, cut + 1));
    await ds.runMigrations({ transaction: 'each' });

    const qr = ds.createQueryRunner();
    // PostgreSQL lists every schema's tables ("pg_catalog.x"); ours are the public (or unqualified) ones.
    const tables = (await qr.getTables())
      .filter((t) => !t.name.includes('.') || t.name.startsWith('public.'))
      .map((t) => Object.assign(t, { name: t.name.replace(/^public\./, '') }))
      .filter((t) => t.name !== 'migrations' && !t.name.startsWith('sqlite_'));
    expect(tables.length).toBeGreaterThan(10);
    // Parents first, so every foreign key points at a row that exists.
    const inserted = new Map<string, Record<string, unknown>>();
    const pending = [...tables];
    for (let guard = 0; pending.length && guard < 100; guard++) {
      const t = pending.shift()!;
      const parents = t.foreignKeys
        .map((fk) => fk.referencedTableName.replace(/^.*\./, ''))
        .filter((name) => name !== t.name);
      if (parents.some((name) => !inserted.has(name))) {
        pending.push(t);
        continue;
      }
      const row: Record<string, unknown> = {};
      t.columns.forEach((c, n) => {
        const fk = t.foreignKeys.find((f) => f.columnNames.includes(c.name));
        if (fk) {
          const parent = inserted.get(fk.referencedTableName.replace(/^.*\./, ''));
          row[c.name] = parent ? parent[fk.referencedColumnNames[0]] : null;
        } else if (c.isGenerated && c.generationStrategy === 'increment') {
          /* the database numbers it */
        } else row[c.name] = valueFor(c, n);
      });
      const cols = Object.keys(row);
      await qr.query(
        `INSERT INTO ${quoteIdentifier(t.name)} (${cols.map(quoteIdentifier).join(', ')}) VALUES (${cols.map((_, i) => p(i + 1)).join(', ')})`,
        Object.values(row),
      );
      inserted.set(t.name, row);
    }
    expect(pending.map((t) => t.name)).toEqual([]);
    const before = new Map<string, unknown[]>();
    for (const t of tables) before.set(t.name, await qr.query(`SELECT * FROM ${quoteIdentifier(t.name)}`));
    await qr.release();
    await ds.destroy();

    ds = await open(migrations);
    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.showMigrations()).toBe(false);
    for (const t of tables) {
      const after = (await ds.query(`SELECT * FROM ${quoteIdentifier(t.name)}`)) as Array<Record<string, unknown>>;
      const old = before.get(t.name) as Array<Record<string, unknown>>;
      expect(after, t.name).toHaveLength(old.length);
      // Every old column keeps its value; new columns may be added beside them.
      for (const [i, row] of old.entries())
        for (const [k, v] of Object.entries(row)) expect(after[i][k], `${t.name}.${k}`).toEqual(v);
    }
  });

  it('from empty, they build every table and column the entities use', async () => {
    ds = await open(migrations);
    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.showMigrations()).toBe(false);
    const qr = ds.createQueryRunner();
    try {
      for (const meta of ds.entityMetadatas) {
        const table = await qr.getTable(meta.tableName);
        expect(table, meta.tableName).toBeDefined();
        const missing = meta.columns
          .map((c) => c.databaseName)
          .filter((name) => !table!.columns.some((c) => c.name === name));
        expect(missing, meta.tableName).toEqual([]);
      }
    } finally {
      await qr.release();
    }
  });
});
