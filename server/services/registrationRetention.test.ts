import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { createEvent, daysFromNow } from '../test/factories';
import { Event, EventRegistration, EventWaitlistEntry } from '../db/entities';
import { ConfigError, loadConfig } from '../config';
import { eraseOldRegistrations } from './registrationRetention';

describe('registrations are erased a while after their event', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The server's own erasure round runs at start, alongside the first test: at the longest retention it cannot
    // reach this file's events (at most 400 days old) and erase one before the test's own call counts them.
    server = await startTestServer({ env: { REGISTRATION_RETENTION_DAYS: '3650' } });
  });
  afterAll(() => server.close());

  async function register(eventId: string, first: string, extra: Partial<EventRegistration> = {}) {
    const email = `${first.toLowerCase()}.${eventId.slice(0, 8)}@example.org`;
    await server.deps.db.write((m) =>
      m.save(
        m.create(EventRegistration, {
          eventId,
          firstName: first,
          lastName: 'Walker',
          email,
          emailNormalized: email,
          phone: '609-555-0100',
          specialRequests: 'A seat near the front',
          registeredAt: new Date(),
          ...extra,
        }),
      ),
    );
  }

  it('erases names, addresses, phones and requests of old events only, keeps the counts, and runs once', async () => {
    const old = await createEvent(server.deps.db, { date: daysFromNow(-400), currentRegistrations: 2 });
    const recent = await createEvent(server.deps.db, { date: daysFromNow(-10), currentRegistrations: 1 });
    await register(old.id, 'Ada');
    await register(old.id, 'Bo');
    await register(recent.id, 'Cy');
    await server.deps.db.write((m) =>
      m.save(
        m.create(EventWaitlistEntry, {
          eventId: old.id,
          ticket: 1,
          firstName: 'Di',
          lastName: 'Waiting',
          email: 'di@example.org',
          emailNormalized: 'di@example.org',
          phone: null,
          specialRequests: null,
          joinedAt: new Date(),
        }),
      ),
    );

    expect(await eraseOldRegistrations(server.deps.db, 365)).toBe(2);
    const repo = server.deps.db.repo(EventRegistration);
    const erased = await repo.findBy({ eventId: old.id });
    expect(erased).toHaveLength(2);
    for (const row of erased) {
      expect(row).toMatchObject({ firstName: 'Erased', lastName: '', phone: null, specialRequests: null });
      expect(row.email).toMatch(/@erased\.invalid$/);
      expect(row.email).not.toContain('example.org');
    }
    expect(new Set(erased.map((r) => r.email)).size).toBe(2);
    expect(await server.deps.db.repo(EventWaitlistEntry).countBy({ eventId: old.id })).toBe(0);
    expect((await server.deps.db.repo(Event).findOneByOrFail({ id: old.id })).currentRegistrations).toBe(2);
    const kept = await repo.findOneByOrFail({ eventId: recent.id });
    expect(kept).toMatchObject({ firstName: 'Cy', phone: '609-555-0100', specialRequests: 'A seat near the front' });

    // Nothing is left to erase a second time.
    expect(await eraseOldRegistrations(server.deps.db, 365)).toBe(0);
    // A shorter retention reaches the recent event too.
    expect(await eraseOldRegistrations(server.deps.db, 5)).toBe(1);
    expect((await repo.findOneByOrFail({ eventId: recent.id })).firstName).toBe('Erased');

    // The admin's registrations list still answers for the old event, with nobody identifiable in it.
    const { client } = await server.signedIn({ admin: true });
    const res = await client.get(`/api/admin/events/${old.id}/registrations`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('example.org');
  });

  it('REGISTRATION_RETENTION_DAYS defaults to 365 and refuses what is not a whole number of days from 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preserve-retention-'));
    const secret = 'retention-test-secret-long-enough-for-it';
    try {
      expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret }).registrationRetentionDays).toBe(365);
      expect(
        loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret, REGISTRATION_RETENTION_DAYS: '30' })
          .registrationRetentionDays,
      ).toBe(30);
      for (const bad of ['0', '-3', '1.5', 'a year']) {
        expect(() => loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret, REGISTRATION_RETENTION_DAYS: bad })).toThrow(
          ConfigError,
        );
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
