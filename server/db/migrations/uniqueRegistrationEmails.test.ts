import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';
import { useMigratedDatabase } from '../../test/migratedDatabase';

/**
 * Migration 1764500000000 on a database where one address already took several seats of one event (possible
 * before it): the earliest registration stays, the later ones go, the event's counter gives their seats back,
 * every row gets its normalised address, and the unique index then stands. SQLite here, PostgreSQL in server-pg.
 */
describe('migration 1764500000000: one registration per address and event', () => {
  const db = useMigratedDatabase();
  const { insert, at } = db;

  it('keeps the earliest of doubled registrations, gives back their seats, fills the column, adds the unique index', async () => {
    expect(await db.ds.showMigrations()).toBe(false);
    const later = migrations.length - migrations.findIndex((m) => m.name === 'UniqueRegistrationEmails1764500000000');
    for (let i = 0; i < later; i++) await db.ds.undoLastMigration({ transaction: 'each' });

    const event = randomUUID();
    const other = randomUUID();
    for (const [id, taken] of [
      [event, 5],
      [other, 2],
    ] as const) {
      await insert('events', {
        id,
        title: 'Walk',
        description: 'A walk',
        date: at('2027-06-15T14:00:00.000Z'),
        time: '10:00 AM',
        current_registrations: taken,
      });
    }
    const reg = (id: string, eventId: string, email: string, when: string) =>
      insert('event_registrations', {
        id,
        event_id: eventId,
        first_name: 'Robin',
        last_name: 'Sample',
        email,
        registered_at: at(when),
      });
    // One person three times on `event` (in three spellings), one other person; on `other`, the same person once.
    const first = randomUUID();
    await reg(randomUUID(), event, ' ROBIN@example.org', '2026-03-01T10:00:05.000Z');
    await reg(first, event, 'Robin@Example.org', '2026-03-01T10:00:00.000Z');
    await reg(randomUUID(), event, 'robin@example.org ', '2026-03-01T10:00:09.000Z');
    const someoneElse = randomUUID();
    await reg(someoneElse, event, 'Pat@Example.org', '2026-03-01T11:00:00.000Z');
    const elsewhere = randomUUID();
    await reg(elsewhere, other, 'robin@example.org', '2026-03-01T12:00:00.000Z');

    await db.ds.runMigrations({ transaction: 'each' });
    expect(await db.ds.showMigrations()).toBe(false);

    const rows = (await db.ds.query('SELECT id, event_id, email, email_normalized FROM event_registrations')) as Array<
      Record<string, string>
    >;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect([...byId.keys()].sort()).toEqual([first, someoneElse, elsewhere].sort());
    // The address stays as typed; the normalised form sits beside it.
    expect(byId.get(first)).toMatchObject({ email: 'Robin@Example.org', email_normalized: 'robin@example.org' });
    expect(byId.get(someoneElse)).toMatchObject({ email_normalized: 'pat@example.org' });
    const counters = (await db.ds.query('SELECT id, current_registrations FROM events')) as Array<{
      id: string;
      current_registrations: number;
    }>;
    expect(Object.fromEntries(counters.map((e) => [e.id, Number(e.current_registrations)]))).toEqual({
      [event]: 3,
      [other]: 2,
    });

    // The index now refuses a second row for the same address and event, and the column a missing address.
    const again = {
      event_id: event,
      first_name: 'Robin',
      last_name: 'Again',
      email: 'ROBIN@EXAMPLE.ORG',
      registered_at: at('2026-03-02T00:00:00.000Z'),
    };
    await expect(
      insert('event_registrations', { id: randomUUID(), ...again, email_normalized: 'robin@example.org' }),
    ).rejects.toThrow();
    await expect(insert('event_registrations', { id: randomUUID(), ...again })).rejects.toThrow();
    await insert('event_registrations', {
      id: randomUUID(),
      ...again,
      event_id: other,
      email_normalized: 'someone@example.org',
    });
  });
});
