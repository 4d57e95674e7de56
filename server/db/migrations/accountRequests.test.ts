import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';
import { useMigratedDatabase } from '../../test/migratedDatabase';

/**
 * Migration 1765600000000 on a database with a sign-up waiting for its link from before it (names and a password
 * hash kept with it): the password hash and names go, the address, link and expiry stay, so the link still opens its
 * page; and the way back empties the pending sign-ups, whose rows have no names or password to give back. SQLite
 * here, PostgreSQL in server-pg.
 */
describe('migration 1765600000000: account requests, and pending sign-ups without a password', () => {
  const db = useMigratedDatabase();
  const columnsOf = async (table: string) => {
    const qr = db.ds.createQueryRunner();
    try {
      return (await qr.getTable(table))?.columns.map((c) => c.name).sort();
    } finally {
      await qr.release();
    }
  };

  /** Steps back to just before this migration (and any made after it). */
  const undoToBefore = async () => {
    const later = migrations.length - migrations.findIndex((m) => m.name === 'AccountRequests1765600000000');
    for (let i = 0; i < later; i++) await db.ds.undoLastMigration({ transaction: 'each' });
  };

  it('drops the stored password and names, keeps the link; down empties the table and brings the columns back', async () => {
    await undoToBefore();
    expect(await columnsOf('account_requests')).toBeUndefined();
    const id = randomUUID();
    await db.insert('pending_signups', {
      id,
      email: 'waiting@example.org',
      first_name: 'Mallory',
      last_name: 'Attacker',
      password_hash: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==',
      token_hash: 'a'.repeat(64),
      expires_at: db.at('2030-01-01T00:00:00.000Z'),
      created_at: db.at('2029-12-31T00:00:00.000Z'),
    });

    await db.ds.runMigrations({ transaction: 'each' });
    expect(await db.ds.showMigrations()).toBe(false);
    expect(await columnsOf('pending_signups')).toEqual(['created_at', 'email', 'expires_at', 'id', 'token_hash']);
    expect(await columnsOf('account_requests')).toEqual(['email', 'id', 'kind', 'requested_at']);
    const rows = (await db.ds.query('SELECT id, email, token_hash FROM pending_signups')) as Array<
      Record<string, string>
    >;
    expect(rows).toEqual([{ id, email: 'waiting@example.org', token_hash: 'a'.repeat(64) }]);

    await undoToBefore();
    expect(await columnsOf('pending_signups')).toEqual([
      'created_at',
      'email',
      'expires_at',
      'first_name',
      'id',
      'last_name',
      'password_hash',
      'token_hash',
    ]);
    expect(await db.ds.query('SELECT id FROM pending_signups')).toEqual([]);
    await db.ds.runMigrations({ transaction: 'each' });
    expect(await db.ds.showMigrations()).toBe(false);
  });
});
