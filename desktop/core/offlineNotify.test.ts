import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../server/test/factories';
import { OutboundEmail } from '../../server/db/entities';
import { startTestServer, type TestServer } from '@server/test/harness';
import { formatDateTime } from '../../shared/lib/eventTime';
import type { DesktopCore } from './index';
import { signedInCore, tempDataDir } from './test/desktopSetup';

type Rec = Record<string, unknown>;

/**
 * An event moved offline with "E-mail the registered people" ticked is sent when the site is back, maybe hours
 * later, and the registrants are e-mailed then. The volunteer is told so at each step: when saving (the change
 * names the e-mail), on Pending changes, and after the sync, which says the e-mail went now and when the change was
 * made. The registrants get one e-mail, with the site's day before and after.
 */
describe('desktop core: an offline event edit that e-mails its registrants', () => {
  let server: TestServer;
  let dataDir: string;
  let core: DesktopCore;
  let clock = new Date();

  beforeAll(async () => {
    server = await startTestServer();
    dataDir = await tempDataDir();
    core = await signedInCore(server, dataDir, { now: () => clock });
  });
  afterAll(async () => {
    await core?.close();
    await server?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('says the registrants will be e-mailed when it reaches the site, and after the sync that they were, now', async () => {
    const event = await createEvent(server.deps.db, {
      title: 'Owl Prowl',
      date: new Date(Date.now() + 20 * 86_400_000),
    });
    for (const who of ['robin', 'kim'])
      expect(
        (
          await server.client().post(`/api/events/${event.id}/register`, {
            firstName: who,
            lastName: 'Sample',
            email: `${who}@example.org`,
          })
        ).status,
      ).toBe(201);
    const cached = (await core.request({ method: 'GET', path: `/api/events/${event.id}` })).body as Rec;
    const mails = () => server.deps.db.repo(OutboundEmail).findBy({ kind: 'event-changed' });
    const before = (await mails()).length;

    await server.stop();
    const madeAt = new Date();
    clock = madeAt;
    const draft = await core.request({
      method: 'PATCH',
      path: `/api/admin/events/${event.id}`,
      body: { location: 'East gate', version: cached.version, notify: true },
    });
    expect(draft).toMatchObject({ status: 202, source: 'draft' });
    const summary = 'Edit event “Owl Prowl” (its registered people are e-mailed when it is sent)';
    expect(draft.summary).toBe(summary);
    expect((await core.syncState()).pending.map((p) => p.summary)).toEqual([summary]);

    // Hours later the site is back.
    await server.start();
    clock = new Date(madeAt.getTime() + 5 * 3_600_000);
    const state = await core.syncNow();
    expect(state.pending).toEqual([]);
    expect(state.conflicts).toEqual([]);
    expect(state.lastRun?.message).toBe(
      `Sent 1 change to the site. The 2 people registered for “Owl Prowl” were e-mailed now about the change made ${formatDateTime(madeAt)}.`,
    );
    // Said again on its own, for the notice after a pass the app ran by itself.
    expect(state.lastRun?.notes).toEqual([
      `The 2 people registered for “Owl Prowl” were e-mailed now about the change made ${formatDateTime(madeAt)}.`,
    ]);
    const sent = (await mails()).slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual(['kim@example.org', 'robin@example.org']);
    expect(sent[0].text).toContain('Location: East gate (was Main trailhead)');

    // Nothing goes twice: a later sync has nothing to send and mails nobody.
    expect((await core.syncNow()).lastRun?.message).toBe('Nothing to send: the site already has every change.');
    expect((await mails()).length).toBe(before + 2);
  });
});
