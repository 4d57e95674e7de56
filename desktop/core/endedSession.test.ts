import { describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { createEvent, createUser, TEST_PASSWORD } from '../../server/test/factories';
import { ContactSubmission, Event } from '../../server/db/entities';
import type { EventDto } from '../../shared/api/types';
import { signedInCore, tempDataDir, useCoreWithSite } from './test/desktopSetup';
import type { DesktopCore } from './index';

/**
 * A computer whose desktop token an admin revoked (or whose sign-in ended otherwise) learns it at the first 401,
 * says so in plain words, asks for a sign-in and keeps every draft for after it; "Sync now" says what it sent and
 * "Last synced" moves only when a pass reached the end.
 */
describe('desktop core: a revoked computer and what a sync reports', () => {
  const t = useCoreWithSite();

  /** Revokes every desktop token of the core's account through the Users screen's own route. */
  async function revokeFromTheSite(core: DesktopCore) {
    const me = (await core.request({ method: 'GET', path: '/api/auth/user' })).body as { id: string };
    const tokens = await t.web.get(`/api/admin/users/${me.id}/tokens`);
    expect(tokens.status).toBe(200);
    for (const token of tokens.body as Array<{ id: string }>) {
      expect((await t.web.delete(`/api/admin/tokens/${token.id}`)).status).toBe(204);
    }
  }

  it('"Sync now" with nothing waiting checks the sign-in: a revoked one is said, and Last synced stays', async () => {
    const first = await t.core.syncNow();
    expect(first.lastRun).toMatchObject({ outcome: 'done', sent: 0 });
    expect(first.lastRun?.message).toBe('Nothing to send: the site already has every change.');
    const syncedAt = first.lastSyncedAt;
    expect(syncedAt).not.toBeNull();

    await revokeFromTheSite(t.core);
    const state = await t.core.syncNow();
    expect(state.status).toBe('signed-out');
    expect(state.lastSyncedAt).toBe(syncedAt);
    expect(state.lastRun).toMatchObject({ outcome: 'signed-out', sent: 0 });
    expect(state.lastRun?.message).toBe('Nothing was sent: this computer must sign in again.');
    const connection = await t.core.connection();
    expect(connection.account).toBeNull();
    expect(connection.signedOutNotice).toBe(
      'This computer must sign in again: the site no longer accepts its sign-in (it was revoked, or it ended).',
    );
  });

  it('the first 401 of any call ends the session; drafts wait and are sent after signing in again', async () => {
    const otherDir = await tempDataDir();
    const core = await signedInCore(t.server, otherDir);
    try {
      const event = await createEvent(t.server.deps.db, { title: 'Heron Watch' });
      const message = await t.server.deps.db.write((m) =>
        m.save(
          m.create(ContactSubmission, {
            firstName: 'A',
            lastName: 'Visitor',
            email: 'visitor@example.org',
            subject: 'Parking',
            message: 'Where do I park?',
            createdAt: new Date(),
          }),
        ),
      );
      const [cached] = (await core.request({ method: 'GET', path: '/api/events' })).body as EventDto[];
      expect(cached.id).toBe(event.id);
      await t.server.stop();
      await core.request({
        method: 'PATCH',
        path: `/api/admin/events/${event.id}`,
        body: { location: 'Boardwalk', version: event.version },
      });
      await t.server.start();
      await revokeFromTheSite(core);

      // "Mark as Read" on a revoked computer: the call is refused, and the app now knows why.
      const read = await core.request({
        method: 'PATCH',
        path: `/api/admin/contacts/${message.id}`,
        body: { isRead: true },
      });
      expect(read.status).toBe(401);
      const connection = await core.connection();
      expect(connection.account).toBeNull();
      expect(connection.signedOutNotice).toBe(
        'This computer must sign in again: the site no longer accepts its sign-in (it was revoked, or it ended). ' +
          'Your 1 change is kept on this computer and will be sent after you sign in.',
      );
      expect((await core.syncState()).status).toBe('signed-out');
      expect((await core.syncState()).pending).toHaveLength(1);

      // Signing in again sends what waited (the sign-in starts a pass; this waits for it or runs one).
      const admin = await createUser(t.server.deps.db, { isAdmin: true });
      const after = await core.signIn(admin.email, TEST_PASSWORD);
      expect(after.signedOutNotice).toBeNull();
      const state = await core.syncNow();
      expect(state.pending).toEqual([]);
      expect(state.status).toBe('online');
      expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: event.id })).location).toBe('Boardwalk');
    } finally {
      await core.close();
      await fs.rm(otherDir, { recursive: true, force: true });
    }
  });

  it('a sync that cannot reach the site says so and leaves Last synced where it was', async () => {
    const otherDir = await tempDataDir();
    const core = await signedInCore(t.server, otherDir);
    try {
      const event = await createEvent(t.server.deps.db, { title: 'Bat Night' });
      await core.request({ method: 'GET', path: '/api/events' });
      const before = (await core.syncNow()).lastSyncedAt;
      await t.server.stop();
      await core.request({ method: 'PATCH', path: `/api/admin/events/${event.id}`, body: { location: 'Barn' } });
      await core.request({ method: 'PATCH', path: `/api/admin/events/${event.id}`, body: { time: '8:30 PM' } });
      const offline = await core.syncNow();
      expect(offline.status).toBe('offline');
      expect(offline.lastSyncedAt).toBe(before);
      expect(offline.lastRun).toMatchObject({ outcome: 'offline', sent: 0 });
      expect(offline.lastRun?.message).toBe(
        'Nothing was sent: the site cannot be reached. 2 changes wait on this computer and will be sent when it can.',
      );
      await t.server.start();
      const sent = await core.syncNow();
      expect(sent.lastRun).toMatchObject({ outcome: 'done', sent: 2, message: 'Sent 2 changes to the site.' });
      expect(sent.lastSyncedAt).not.toBe(before);
    } finally {
      await core.close();
      await fs.rm(otherDir, { recursive: true, force: true });
    }
  });

  it('a picture refused for want of a sign-in ends the session too', async () => {
    const otherDir = await tempDataDir();
    const core = await signedInCore(t.server, otherDir);
    try {
      await revokeFromTheSite(core);
      const data = new Uint8Array([137, 80, 78, 71]);
      await expect(core.uploadImage({ name: 'a.png', type: 'image/png', data })).rejects.toThrow();
      expect((await core.connection()).signedOutNotice).toMatch(/^This computer must sign in again/);
    } finally {
      await core.close();
      await fs.rm(otherDir, { recursive: true, force: true });
    }
  });

  it('the background check notices a revoked computer with nothing waiting', async () => {
    const otherDir = await tempDataDir();
    const core = await signedInCore(t.server, otherDir, { reachabilityIntervalMs: 100 });
    try {
      expect((await core.syncState()).status).not.toBe('signed-out');
      await revokeFromTheSite(core);
      // A wait limit, not a timing assertion: the test's timeout bounds it.
      while ((await core.syncState()).status !== 'signed-out') await new Promise((r) => setTimeout(r, 50));
      expect((await core.connection()).account).toBeNull();
    } finally {
      await core.close();
      await fs.rm(otherDir, { recursive: true, force: true });
    }
  });
});
