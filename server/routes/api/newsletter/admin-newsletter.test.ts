import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { NewsletterSubscription } from '@server/db/entities';
import type { NewsletterSubscriberDto } from '@shared/api/types';
import { SUBSCRIBER_NOT_FOUND } from './router';

/** The office's newsletter list: every address with its state, newest first; removing one deletes its row. */
describe('admin newsletter subscribers', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    ({ client: admin } = await server.signedIn({ admin: true }));
  });
  afterAll(async () => {
    await server.close();
  });

  const repo = () => server.deps.db.repo(NewsletterSubscription);
  async function add(email: string, confirmed: boolean, subscribedAt: Date) {
    const id = crypto.randomUUID();
    await repo().insert({
      id,
      email,
      firstName: confirmed ? 'Ann' : null,
      isActive: true,
      subscribedAt,
      confirmedAt: confirmed ? subscribedAt : null,
    });
    return id;
  }

  it('lists every address, newest first, with its confirmation date (null while pending); never cached', async () => {
    await add('old@example.org', true, new Date('2026-01-01T10:00:00Z'));
    await add('new@example.org', false, new Date());
    const res = await admin.get('/api/admin/newsletter/subscribers');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = res.body as NewsletterSubscriberDto[];
    expect(list.map((s) => s.email)).toEqual(['new@example.org', 'old@example.org']);
    expect(list[1]).toMatchObject({ firstName: 'Ann', confirmedAt: '2026-01-01T10:00:00.000Z' });
    expect(list[0].confirmedAt).toBeNull();
  });

  it('removes a subscriber (the row is gone); an unknown or malformed id is a 404', async () => {
    const id = await add('gone@example.org', true, new Date());
    expect((await admin.request('DELETE', `/api/admin/newsletter/subscribers/${id}`)).status).toBe(204);
    expect(await repo().findOneBy({ id })).toBeNull();
    for (const bad of [id, 'not-an-id']) {
      const res = await admin.request('DELETE', `/api/admin/newsletter/subscribers/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(SUBSCRIBER_NOT_FOUND);
    }
  });
});
