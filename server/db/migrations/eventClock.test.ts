import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';
import { useMigratedDatabase } from '../../test/migratedDatabase';

/**
 * Migration 1765800000000 on events that had only a time text: each text is read once into a start, an end or all
 * day, kept as written, and what is no time at all is flagged for an admin. SQLite here, PostgreSQL in server-pg.
 */
describe('migration 1765800000000: events get picked start and end times', () => {
  const db = useMigratedDatabase();
  const { insert, at } = db;

  it('reads each time text once, keeps it, and flags the unreadable', async () => {
    const later = migrations.length - migrations.findIndex((m) => m.name === 'EventClock1765800000000');
    for (let i = 0; i < later; i++) await db.ds.undoLastMigration({ transaction: 'each' });

    const texts = ['9 AM - noon', '7:30 PM', 'All day', 'TBA', '1:00 PM - 3:30 PM'];
    const ids = texts.map(() => randomUUID());
    for (const [i, time] of texts.entries())
      await insert('events', {
        id: ids[i],
        title: `Walk ${i}`,
        description: 'A walk',
        date: at('2027-06-15T14:00:00.000Z'),
        time,
      });

    await db.ds.runMigrations({ transaction: 'each' });
    expect(await db.ds.showMigrations()).toBe(false);

    const rows = (await db.ds.query(
      'SELECT id, time, start_time, end_time, all_day, time_needs_review FROM events',
    )) as Array<Record<string, unknown>>;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const read = (i: number) => {
      const r = byId.get(ids[i])!;
      return [r.time, r.start_time, r.end_time, Boolean(r.all_day), Boolean(r.time_needs_review)];
    };
    expect(read(0)).toEqual(['9 AM - noon', '09:00', '12:00', false, false]);
    expect(read(1)).toEqual(['7:30 PM', '19:30', null, false, false]);
    expect(read(2)).toEqual(['All day', null, null, true, false]);
    expect(read(3)).toEqual(['TBA', null, null, false, true]);
    expect(read(4)).toEqual(['1:00 PM - 3:30 PM', '13:00', '15:30', false, false]);
  });
});
