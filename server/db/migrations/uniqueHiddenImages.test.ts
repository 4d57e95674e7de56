import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../entities';
import { migrations } from './index';
import { SnakeNamingStrategy } from '../naming';
import { DB_KIND } from '../kind';
import { createTestDatabase, type TestDatabase } from '../../test/database';

/**
 * Migration 1764100000000 on a database that already holds doubled hidings (possible before it: two admins
 * at once): it keeps the first admin's row per image, then the unique index stands. Runs on SQLite and, in
 * the server-pg project, on PostgreSQL.
 */
describe('migration 1764100000000: one hiding per image', () => {
  let testDb: TestDatabase;
  let dir: string;
  let ds: DataSource;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-migration-'));
    const common = {
      entities,
      migrations,
      namingStrategy: new SnakeNamingStrategy(),
      migrationsRun: false,
      synchronize: false,
      logging: false,
    };
    ds =
      DB_KIND === 'postgres'
        ? new DataSource({ ...common, type: 'postgres', url: testDb.url! })
        : new DataSource({ ...common, type: 'better-sqlite3', database: path.join(dir, 'm.sqlite') });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await ds?.destroy();
    await testDb?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const p = (n: number) => (DB_KIND === 'postgres' ? `$${n}` : '?');
  const insert = (table: string, row: Record<string, unknown>) =>
    ds.query(
      `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
        .map((_, i) => p(i + 1))
        .join(', ')})`,
      Object.values(row),
    );
  const at = (iso: string) => (DB_KIND === 'postgres' ? new Date(iso) : iso.replace('T', ' ').replace('Z', ''));

  it('dedupes existing rows (the earliest stays), adds the unique index, and can be undone', async () => {
    expect(await ds.showMigrations()).toBe(false);
    // Step back to just before this migration (later ones are undone first, then redone below).
    const later = migrations.length - migrations.findIndex((m) => m.name === 'UniqueHiddenImages1764100000000');
    for (let i = 0; i < later; i++) await ds.undoLastMigration({ transaction: 'each' });

    const admins = [randomUUID(), randomUUID()];
    for (const [i, id] of admins.entries()) {
      await insert('users', {
        id,
        email: `admin${i}@example.org`,
        password_hash: 'x',
        is_admin: DB_KIND === 'postgres' ? true : 1,
      });
    }
    const image = randomUUID();
    const other = randomUUID();
    for (const id of [image, other]) {
      await insert('gallery_images', {
        id,
        title: 'owl',
        image_url: `/objects/uploads/${id}`,
        is_public: DB_KIND === 'postgres' ? true : 1,
      });
    }
    // Before the migration nothing stopped doubles: three rows for one image, one for another.
    const first = randomUUID();
    await insert('hidden_images', {
      id: randomUUID(),
      image_id: image,
      hidden_by: admins[1],
      created_at: at('2026-03-01T10:00:05.000Z'),
    });
    await insert('hidden_images', {
      id: first,
      image_id: image,
      hidden_by: admins[0],
      created_at: at('2026-03-01T10:00:00.000Z'),
    });
    await insert('hidden_images', {
      id: randomUUID(),
      image_id: image,
      hidden_by: admins[1],
      created_at: at('2026-03-01T10:00:09.000Z'),
    });
    const single = randomUUID();
    await insert('hidden_images', {
      id: single,
      image_id: other,
      hidden_by: admins[1],
      created_at: at('2026-03-01T11:00:00.000Z'),
    });

    await ds.runMigrations({ transaction: 'each' });
    const rows = (await ds.query('SELECT id, image_id FROM hidden_images ORDER BY id')) as Array<{
      id: string;
      image_id: string;
    }>;
    expect(rows.map((r) => r.id).sort()).toEqual([first, single].sort());

    // The index now refuses a second row for the same image.
    await expect(
      insert('hidden_images', {
        id: randomUUID(),
        image_id: image,
        hidden_by: admins[1],
        created_at: at('2026-03-02T00:00:00.000Z'),
      }),
    ).rejects.toThrow();
  });
});
