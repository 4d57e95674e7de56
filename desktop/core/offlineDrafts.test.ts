import { describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createEvent } from '../../server/test/factories';
import { Event, HomePageContent } from '../../server/db/entities';
import { NOT_CACHED, OFFLINE_ONLY_ONLINE } from './index';
import { openCore, signedInCore, tempDataDir, useCoreWithSite } from './test/desktopSetup';
import type { Json } from '@server/test/client';

type Rec = Record<string, Json>;

/**
 * Working offline (ADR 018), against the real server: the site stops, the volunteer keeps working from the
 * cache, drafts survive an app restart, and the outbox syncs in order once the site is back; a conflicting web
 * edit is surfaced, never overwritten.
 */
describe('desktop core: cache, offline drafts and sync', () => {
  const t = useCoreWithSite();

  const events = async () =>
    (await t.core.request({ method: 'GET', path: '/api/events' })) as { body: Rec[]; source: string };

  it('online: answers come from the site and are cached', async () => {
    await createEvent(t.server.deps.db, { title: 'Spring Bird Walk' });
    await t.web.put('/api/admin/home-content', { section: 'welcome', title: 'Welcome', content: 'Hello' });
    const list = await events();
    expect(list.source).toBe('server');
    expect(list.body.map((e) => e.title)).toEqual(['Spring Bird Walk']);
    expect(await t.core.request({ method: 'GET', path: '/api/home-content' })).toMatchObject({
      status: 200,
      source: 'server',
    });
    expect((await t.core.syncState()).status).toBe('online');
  });

  it('offline: lists open from the cache; uncached ones and online-only writes say why', async () => {
    await t.server.stop();
    const list = await events();
    expect(list.source).toBe('cache');
    expect(list.body.map((e) => e.title)).toEqual(['Spring Bird Walk']);
    await expect(t.core.request({ method: 'GET', path: '/api/admin/volunteers' })).rejects.toThrow(NOT_CACHED);
    await expect(t.core.request({ method: 'POST', path: '/api/admin/users', body: {} })).rejects.toThrow(
      OFFLINE_ONLY_ONLINE,
    );
    // Calling an event off and messaging its people mail them at once: never drafted, refused with the reason.
    const eventId = list.body[0].id as string;
    const callOff = {
      method: 'POST' as const,
      path: `/api/admin/events/${eventId}/cancel`,
      body: { message: 'Storm' },
    };
    await expect(t.core.request(callOff)).rejects.toThrow(OFFLINE_ONLY_ONLINE);
    const message = { subject: 'Parking', message: 'At the barn', includeWaitlist: false };
    await expect(
      t.core.request({ method: 'POST', path: `/api/admin/events/${eventId}/message`, body: message }),
    ).rejects.toThrow(OFFLINE_ONLY_ONLINE);
    expect((await t.core.syncState()).status).toBe('offline');
  });

  it('offline edits become drafts at once, show in the lists and survive a restart of the app', async () => {
    const [walk] = (await events()).body;
    const edit = await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { title: 'Dawn Bird Walk', version: walk.version },
    });
    expect(edit).toMatchObject({ status: 202, source: 'draft', body: { id: walk.id, title: 'Dawn Bird Walk' } });
    const home = await t.core.request({
      method: 'PUT',
      path: '/api/admin/home-content/welcome',
      body: { title: 'Welcome, friends', content: 'Hi' },
    });
    expect(home.source).toBe('draft');

    await t.core?.close();
    t.core = await openCore(t.dataDir);
    expect((await events()).body.map((e) => e.title)).toEqual(['Dawn Bird Walk']);
    const sections = (await t.core.request({ method: 'GET', path: '/api/home-content' })).body as Rec[];
    expect(sections.find((s) => s.section === 'welcome')?.title).toBe('Welcome, friends');
    const state = await t.core.syncState();
    expect(state.pending.map((p) => p.summary)).toEqual([
      'Edit event “Dawn Bird Walk”',
      'Edit home section “Welcome, friends”',
    ]);
  });

  it('site back: the outbox syncs in order, bumps versions and refreshes the cache', async () => {
    await t.server.start();
    expect((await t.server.deps.db.repo(Event).findOneByOrFail({ title: 'Spring Bird Walk' })).version).toBe(1);
    const state = await t.core.syncNow();
    expect(state.pending).toEqual([]);
    expect(state.conflicts).toEqual([]);
    expect(state.status).toBe('online');
    expect(state.lastSyncedAt).not.toBeNull();
    const [walk] = (await events()).body;
    expect(walk).toMatchObject({ title: 'Dawn Bird Walk', version: 2 });
    expect(await t.server.deps.db.repo(HomePageContent).findOneByOrFail({ section: 'welcome' })).toMatchObject({
      title: 'Welcome, friends',
      version: 2,
    });
  });

  it('two drafts of one record sync one after the other, the second on the version the first produced', async () => {
    const [walk] = (await events()).body;
    await t.server.stop();
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { location: 'North meadow', version: walk.version },
    });
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { time: '6:30 AM', version: walk.version },
    });
    await t.server.start();
    expect((await t.core.syncNow()).conflicts).toEqual([]);
    expect(await t.server.deps.db.repo(Event).findOneByOrFail({ id: walk.id })).toMatchObject({
      location: 'North meadow',
      time: '6:30 AM',
      version: walk.version + 2,
    });
  });

  it('a record created offline and edited again syncs as one create then an edit of the new record', async () => {
    await t.server.stop();
    const created = (await t.core.request({
      method: 'POST',
      path: '/api/admin/history-content',
      body: { title: 'The Old Orchard', content: 'Apples.' },
    })) as { body: Rec; source: string };
    expect(created.source).toBe('draft');
    expect(created.body.id).toMatch(/^draft-/);
    await t.core.request({
      method: 'PUT',
      path: `/api/admin/history-content/${created.body.id}`,
      body: { title: 'The Old Orchard', content: 'Apples and pears.' },
    });
    await t.server.start();
    expect((await t.core.syncNow()).pending).toEqual([]);
    const sections = (await t.core.request({ method: 'GET', path: '/api/admin/history-content' })).body as Rec[];
    expect(sections.map((x) => [x.title, x.content, x.version])).toEqual([['The Old Orchard', 'Apples and pears.', 2]]);
  });

  async function conflictAfterWebEdit(draftTitle: string, webTitle: string) {
    const [walk] = (await events()).body;
    await t.server.stop();
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { title: draftTitle, version: walk.version },
    });
    await t.server.start();
    expect((await t.web.put(`/api/admin/events/${walk.id}`, { title: webTitle })).status).toBe(200);
    const state = await t.core.syncNow();
    expect(state.conflicts).toHaveLength(1);
    const [conflict] = state.conflicts;
    expect(conflict).toMatchObject({
      entity: 'event',
      entityId: walk.id,
      mine: { title: draftTitle },
      theirs: { title: webTitle },
    });
    // Surfaced, not overwritten.
    expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: walk.id })).title).toBe(webTitle);
    return { id: walk.id, conflict };
  }

  it('a conflicting web edit is surfaced; keeping mine sends it on top of the web version', async () => {
    const { id, conflict } = await conflictAfterWebEdit('Mine: Owl Prowl', 'Web: Owl Walk');
    const state = await t.core.resolveConflict(conflict.id, { keep: 'mine' });
    expect(state.conflicts).toEqual([]);
    expect(state.pending).toEqual([]);
    expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id })).title).toBe('Mine: Owl Prowl');
  });

  it('keeping theirs drops the draft and the cache shows the site’s record', async () => {
    const { id, conflict } = await conflictAfterWebEdit('Mine: Frog Count', 'Web: Frog Census');
    const state = await t.core.resolveConflict(conflict.id, { keep: 'theirs' });
    expect(state.conflicts).toEqual([]);
    expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id })).title).toBe('Web: Frog Census');
    expect((await events()).body.find((e) => e.id === id)?.title).toBe('Web: Frog Census');
    await expect(t.core.resolveConflict(conflict.id, { keep: 'mine' })).rejects.toThrow(/no longer waiting/);
  });

  it('merged values are sent as the volunteer combined them', async () => {
    const { id, conflict } = await conflictAfterWebEdit('Mine: Moth Night', 'Web: Moth Evening');
    await t.core.resolveConflict(conflict.id, {
      keep: 'merged',
      values: { title: 'Moth Night & Evening', location: 'Barn' },
    });
    expect(await t.server.deps.db.repo(Event).findOneByOrFail({ id })).toMatchObject({
      title: 'Moth Night & Evening',
      location: 'Barn',
    });
  });

  it('an image chosen offline waits with its file; a draft naming it gets the real address on sync', async () => {
    const [walk] = (await events()).body;
    await t.server.stop();
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const upload = await t.core.uploadImage({ name: 'meadow.jpg', type: 'image/jpeg', data });
    expect(upload.source).toBe('draft');
    expect(upload.url).toMatch(/^\/objects\/desktop-draft\//);
    expect(await fs.readdir(path.join(t.dataDir, 'outbox-files'))).toHaveLength(1);
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { imageUrl: upload.url, version: walk.version },
    });
    expect((await t.core.syncState()).pending.map((p) => p.operation)).toEqual(['upload', 'update']);

    await t.server.start();
    expect((await t.core.syncNow()).pending).toEqual([]);
    const stored = await t.server.deps.db.repo(Event).findOneByOrFail({ id: walk.id });
    expect(stored.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect((await fetch(`${t.server.url}${stored.imageUrl}`)).status).toBe(200);
    expect(await fs.readdir(path.join(t.dataDir, 'outbox-files'))).toEqual([]);
  });

  it('online uploads use the signed flow and answer the stored address', async () => {
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a73' } })
      .png()
      .toBuffer();
    const upload = await t.core.uploadImage({ name: 'barn.png', type: 'image/png', data });
    expect(upload.source).toBe('server');
    // Not saved anywhere yet, so only its uploader (this signed-in app) and admins may fetch it.
    expect((await t.core.storedFile(new URL(upload.url, t.server.url).href))?.status).toBe(200);
    expect((await fetch(new URL(upload.url, t.server.url))).status).toBe(404);
  });

  it('a revoked token stops the sync and signs the app out, keeping the draft', async () => {
    const [walk] = (await events()).body;
    await t.server.stop();
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { title: 'After sign-out', version: walk.version },
    });
    await t.server.start();
    const tokens = await t.web.get('/api/admin/users');
    expect(tokens.status).toBe(200);
    // Every desktop token of the core's account is revoked from the site's side.
    await t.server.deps.db.write((m) => m.query('DELETE FROM api_tokens'));
    const state = await t.core.syncNow();
    expect(state.pending).toHaveLength(1);
    expect(state.status).toBe('signed-out');
    expect(state.lastRun?.message).toMatch(/must sign in again/);
    expect((await t.core.connection()).account).toBeNull();
    expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: walk.id })).title).not.toBe('After sign-out');
  });

  it('signing out revokes the desktop token on the site', async () => {
    const otherDir = await tempDataDir();
    const other = await signedInCore(t.server, otherDir);
    const tokens = async () =>
      Number((await t.server.deps.db.write((m) => m.query('SELECT COUNT(*) AS n FROM api_tokens')))[0].n);
    const before = await tokens();
    expect((await other.signOut()).account).toBeNull();
    expect(await tokens()).toBe(before - 1);
    await other.close();
    await fs.rm(otherDir, { recursive: true, force: true });
  });

  it('the periodic reachability check sends waiting drafts by itself once the site is back', async () => {
    const otherDir = await tempDataDir();
    const other = await signedInCore(t.server, otherDir, { reachabilityIntervalMs: 100 });
    const [walk] = (await other.request({ method: 'GET', path: '/api/events' })).body as Rec[];
    await t.server.stop();
    await other.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { location: 'By itself', version: walk.version },
    });
    await t.server.start();
    // A wait limit, not a timing assertion: the test's timeout bounds it.
    // The last draft leaves the queue a moment before the sync reports itself done: wait for both.
    const settled = async () => {
      const state = await other.syncState();
      return state.pending.length === 0 && state.status !== 'syncing';
    };
    while (!(await settled())) await new Promise((r) => setTimeout(r, 50));
    expect((await t.server.deps.db.repo(Event).findOneByOrFail({ id: walk.id })).location).toBe('By itself');
    expect((await other.syncState()).status).toBe('online');
    await other.close();
    await fs.rm(otherDir, { recursive: true, force: true });
  });
});
