import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';
import { DB_KIND } from '../kind';
import { useMigratedDatabase } from '../../test/migratedDatabase';

/**
 * Migration 1764100000000 on a database that already holds doubled hidings (possible before it: two admins
 * at once): it keeps the first admin's row per image, then the unique index stands. Runs on SQLite and, in
 * the server-pg project, on PostgreSQL.
 */
describe('migration 1764100000000: one hiding per image', () => {
  const db = useMigratedDatabase();
  const { insert, at } = db;

  it('dedupes existing rows (the earliest stays), adds the unique index, and can be undone', async () => {
    expect(await db.ds.showMigrations()).toBe(false);
    // Step back to just before this migration (later ones are undone first, then redone below).
    const later = migrations.length - migrations.findIndex((m) => m.name === 'UniqueHiddenImages1764100000000');
    for (let i = 0; i < later; i++) await db.ds.undoLastMigration({ transaction: 'each' });

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

    await db.ds.runMigrations({ transaction: 'each' });
    const rows = (await db.ds.query('SELECT id, image_id FROM hidden_images ORDER BY id')) as Array<{
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
