import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { createEvent, daysFromNow } from '@server/test/factories';
import { Event, EventRegistration, EventWaitlistEntry, OutboundEmail } from '@server/db/entities';
import { cancelToken } from '@server/services/cancelTokens';
import { eraseOldRegistrations } from '@server/services/registrationRetention';
import { clientKey } from '@server/lib/clientKey';
import { clientGroup } from '@server/lib/clientAddress';
import { findClusters } from '@shared/lib/registrationClusters';
import { SIGN_UP_LIMIT_REACHED } from './signUpLimits';

/**
 * Seat hoarding and learning who signed up, tried as an attacker would (ADR 051): one client filling an event with
 * made-up addresses, many clients on one domain, the waiting list taken over, and probes of whether an address is
 * registered. Limits on, behind a trusted proxy so each test client has an address of its own.
 */

describe('limits on signing up for an event', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;
  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp({ RATE_LIMITS: 'on', TRUST_PROXY: 'true' }));
    ({ client: admin } = await server.signedIn({ admin: true }));
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  let clients = 0;
  /** A client at an address of its own (each test's clients never meet another test's counters). */
  const visitorAt = (address = `198.51.100.${++clients}`) => server.client().from(address);
  const person = (email: string) => ({ firstName: 'Pat', lastName: 'Sample', email });
  const register = (client: TestClient, eventId: string, email: string) =>
    client.post(`/api/events/${eventId}/register`, person(email));
  const join = (client: TestClient, eventId: string, email: string) =>
    client.post(`/api/events/${eventId}/waitlist`, person(email));
  const seats = async (eventId: string) => {
    const rows = await server.deps.db.repo(EventRegistration).findBy({ eventId });
    expect((await server.deps.db.repo(Event).findOneByOrFail({ id: eventId })).currentRegistrations).toBe(rows.length);
    return rows;
  };
  const waitingEmails = async (eventId: string) =>
    (await server.deps.db.repo(EventWaitlistEntry).find({ where: { eventId }, order: { ticket: 'ASC' } })).map(
      (w) => w.emailNormalized,
    );

  it('one client gets six places at an event, however it moves around its IPv6 /64; a real visitor still gets in', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 30 });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await register(visitorAt(`2001:db8:aa:bb:${i.toString(16)}::1`), event.id, `made.up.${i}@d${i}.test`);
      statuses.push(res.status);
      if (res.status === 409) expect(res.body).toEqual({ message: SIGN_UP_LIMIT_REACHED });
    }
    // Six places, six refusals that count as tries, then no more tries for an hour.
    expect(statuses).toEqual([...Array(6).fill(201), ...Array(6).fill(409), ...Array(12).fill(429)]);
    expect(await seats(event.id)).toHaveLength(6);
    expect((await register(visitorAt(), event.id, 'real.visitor@example.org')).status).toBe(201);
    expect(await seats(event.id)).toHaveLength(7);
  });

  it('many clients on one made-up domain get eight places at a 30-seat event; Gmail users are not held to that', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 30 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await register(visitorAt(), event.id, `x${i}@hoard.test`)).status);
    expect(statuses).toEqual([...Array(8).fill(201), 409, 409]);
    for (let i = 0; i < 12; i++)
      expect((await register(visitorAt(), event.id, `reader${i}@gmail.com`)).status).toBe(201);
    expect(await seats(event.id)).toHaveLength(20);
  });

  it('made-up names under one domain count as that domain, in the limits and in the cluster the office removes', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 30 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await register(visitorAt(), event.id, `p${i}@x${i}.hoard2.test`)).status);
    expect(statuses).toEqual([...Array(8).fill(201), 409, 409]);
    // A country's second level is not one domain: two organisations under .org.uk each have their own count.
    for (let i = 0; i < 8; i++)
      expect((await register(visitorAt(), event.id, `m${i}@${i % 2 ? 'meadow' : 'marsh'}.org.uk`)).status).toBe(201);
    const list = await admin.get(`/api/admin/events/${event.id}/registrations`);
    const clusters = findClusters(list.body, []);
    expect(clusters.map((c) => [c.by, c.key, c.registrationIds.length])).toEqual([
      ['domain', 'hoard2.test', 8],
      ['domain', 'marsh.org.uk', 4],
      ['domain', 'meadow.org.uk', 4],
    ]);
    const removed = await admin.post(`/api/admin/events/${event.id}/clusters/remove`, {
      by: 'domain',
      key: 'hoard2.test',
    });
    expect(removed.body).toEqual({ removedRegistrations: 8, removedWaiting: 0, promoted: 0 });
    expect(await seats(event.id)).toHaveLength(8);
  });

  it('the waiting list cannot be jumped: a freed seat goes to the first eligible person waiting', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 8 });
    const hoarder = '203.0.113.50';
    for (let i = 0; i < 6; i++)
      expect((await register(visitorAt(hoarder), event.id, `h${i}@h${i}.test`)).status).toBe(201);
    // At six places the hoarder cannot wait as well.
    const refused = await join(visitorAt(hoarder), event.id, 'h-wait@hw.test');
    expect([refused.status, refused.body.message]).toEqual([409, SIGN_UP_LIMIT_REACHED]);
    for (const email of ['ann@example.org', 'bo@example.net']) {
      expect((await register(visitorAt(), event.id, email)).status).toBe(201);
    }
    expect((await join(visitorAt(), event.id, 'cy@example.com')).status).toBe(202);

    // An entry from before the limits, ahead in line, whose client already holds its six seats: passed over.
    const [sample] = await server.deps.db
      .repo(EventRegistration)
      .findBy({ eventId: event.id, emailNormalized: 'h0@h0.test' });
    await server.deps.db.write(async (m) => {
      await m.insert(EventWaitlistEntry, {
        id: randomUUID(),
        eventId: event.id,
        ticket: 0,
        firstName: 'Old',
        lastName: 'Entry',
        email: 'old@old.test',
        emailNormalized: 'old@old.test',
        phone: null,
        specialRequests: null,
        clientKey: sample.clientKey,
        joinedAt: new Date(),
      });
    });
    expect(await waitingEmails(event.id)).toEqual(['old@old.test', 'cy@example.com']);

    // The real visitor Ann cancels: Cy gets the seat, not the hoarder's old entry ahead of him.
    const ann = (await seats(event.id)).find((r) => r.emailNormalized === 'ann@example.org')!;
    const cancelled = await server.client().request('POST', '/api/cancel-registration', {
      body: new URLSearchParams({ token: cancelToken(server.deps.config.sessionSecret, ann.id, event.id) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.status).toBe(303);
    expect((await seats(event.id)).map((r) => r.emailNormalized)).toContain('cy@example.com');
    expect(await waitingEmails(event.id)).toEqual(['old@old.test']);
  });

  it('register and waitlist answer alike whether or not the address is signed up, tell it by mail, and count the tries', async () => {
    const event = await createEvent(server.deps.db, { title: 'Probe Walk', maxCapacity: 1 });
    expect((await register(visitorAt(), event.id, 'seated@example.org')).status).toBe(201);
    expect((await join(visitorAt(), event.id, 'waiting@example.org')).status).toBe(202);

    const prober = visitorAt();
    const probe = async (path: 'register' | 'waitlist', email: string) => {
      const res = await prober.post(`/api/events/${event.id}/${path}`, person(email));
      return [res.status, res.text];
    };
    const fresh = await probe('waitlist', 'nobody@example.org');
    expect(fresh).toEqual([202, '{"mailed":true}']);
    expect(await probe('waitlist', 'seated@example.org')).toEqual(fresh);
    expect(await probe('waitlist', 'WAITING@example.org')).toEqual(fresh);
    const full = await probe('register', 'someone@example.org');
    expect(full[0]).toBe(409);
    expect(await probe('register', 'seated@example.org')).toEqual(full);
    expect(await probe('register', 'waiting@example.org')).toEqual(full);
    // Each owner is told by mail (queued with the answer; the queue sends it).
    const notes = async (to: string) =>
      (await server.deps.db.repo(OutboundEmail).findBy({ to }))
        .map((r) => r.kind)
        .filter((k) => k.startsWith('already'));
    expect(await notes('seated@example.org')).toEqual(['already-registered', 'already-registered']);
    expect(await notes('waiting@example.org')).toEqual(['already-waiting']);
    expect(await server.deps.db.repo(OutboundEmail).countBy({ to: 'someone@example.org' })).toBe(0);
    // Refusals count: the prober's tries at this event run out like anyone's.
    for (let i = 0; i < 6; i++) await probe('register', `more${i}@example.org`);
    expect((await probe('register', 'seated@example.org'))[0]).toBe(429);
  });

  it('the admin list carries each client key (never an address); the office removes a cluster and the seats go to people waiting', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 10 });
    const hoarder = '203.0.113.77';
    for (let i = 0; i < 5; i++)
      expect((await register(visitorAt(hoarder), event.id, `c${i}@c${i}.test`)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await register(visitorAt(), event.id, `s${i}@club.test`)).status).toBe(201);
    const solo = await register(visitorAt(), event.id, 'solo@example.org');
    expect(solo.status).toBe(201);
    // The public answer never carries the key.
    expect(Object.keys(solo.body)).not.toContain('clientKey');
    expect((await join(visitorAt(), event.id, 'next@example.org')).status).toBe(202);

    const list = await admin.get(`/api/admin/events/${event.id}/registrations`);
    const waiting = await admin.get(`/api/admin/events/${event.id}/waitlist`);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain('203.0.113');
    const key = clientKey(server.deps.config.sessionSecret, clientGroup(hoarder));
    expect(list.body.filter((r: { clientKey: string }) => r.clientKey === key)).toHaveLength(5);
    const clusters = findClusters(list.body, waiting.body);
    expect(clusters.map((c) => [c.by, c.key, c.registrationIds.length])).toEqual([
      ['client', key, 5],
      ['domain', 'club.test', 4],
    ]);

    const removed = await admin.post(`/api/admin/events/${event.id}/clusters/remove`, { by: 'client', key });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removedRegistrations: 5, removedWaiting: 0, promoted: 1 });
    const left = (await seats(event.id)).map((r) => r.emailNormalized).sort();
    expect(left).toEqual([
      'next@example.org',
      's0@club.test',
      's1@club.test',
      's2@club.test',
      's3@club.test',
      'solo@example.org',
    ]);
    // No mail to anyone removed; the person waiting gets the normal confirmation.
    expect(await server.deps.db.repo(OutboundEmail).countBy({ to: 'c0@c0.test', kind: 'registration-cancelled' })).toBe(
      0,
    );
    expect(
      await server.deps.db.repo(OutboundEmail).countBy({ to: 'next@example.org', kind: 'registration-confirmation' }),
    ).toBe(1);

    const byDomain = await admin.post(`/api/admin/events/${event.id}/clusters/remove`, {
      by: 'domain',
      key: 'Club.Test',
    });
    expect(byDomain.body).toEqual({ removedRegistrations: 4, removedWaiting: 0, promoted: 0 });
    expect((await admin.post(`/api/admin/events/${event.id}/clusters/remove`, { by: 'domain', key: '%' })).status).toBe(
      400,
    );
    expect((await seats(event.id)).map((r) => r.emailNormalized).sort()).toEqual([
      'next@example.org',
      'solo@example.org',
    ]);
  });

  it('the client key is erased with the person’s details', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 10 });
    expect((await register(visitorAt(), event.id, 'old.visit@example.org')).status).toBe(201);
    await server.deps.db.write((m) => m.update(Event, { id: event.id }, { date: daysFromNow(-400) }));
    await eraseOldRegistrations(server.deps.db, 365);
    const [row] = await server.deps.db.repo(EventRegistration).findBy({ eventId: event.id });
    expect([row.firstName, row.clientKey]).toEqual(['Erased', null]);
  });

  it('groups clients as limits should see them', () => {
    expect(clientGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(clientGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientGroup('2001:db8:aa:bb:1::1')).toBe(clientGroup('2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff'));
    expect(clientGroup('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientGroup('2001:db8:aa:bc::1')).not.toBe(clientGroup('2001:db8:aa:bb::1'));
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('secret', '203.0.113.9')).toMatch(/^[0-9a-f]{32}$/);
    expect(clientKey('secret', '203.0.113.9')).not.toBe(clientKey('other secret', '203.0.113.9'));
  });
});
