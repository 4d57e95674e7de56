import { describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createEvent } from '../../server/test/factories';
import { Event } from '../../server/db/entities';
import type { EventDto } from '../../shared/api/types';
import { useCoreWithSite } from './test/desktopSetup';

/**
 * The Pending changes list shows what each change sends and lets the volunteer drop one before it reaches the site;
 * a change that later ones build on (a picture, a record made offline) goes with them, and the list says which.
 */
describe('desktop core: viewing and discarding one pending change', () => {
  const t = useCoreWithSite();

  it('a discarded change never reaches the site; what depends on it goes with it, its file too', async () => {
    const walk = await createEvent(t.server.deps.db, { title: 'Lichen Walk', location: 'Ridge' });
    await t.core.request({ method: 'GET', path: '/api/events' });
    await t.server.stop();

    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${walk.id}`,
      body: { location: 'Valley', version: walk.version },
    });
    const data = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#55a' } })
      .png()
      .toBuffer();
    const upload = await t.core.uploadImage({ name: 'moss.png', type: 'image/png', data });
    const created = await t.core.request({
      method: 'POST',
      path: '/api/admin/events',
      body: {
        title: 'Moss Morning',
        description: 'Small things.',
        date: '2031-05-03',
        time: '9:00 AM',
        imageUrl: upload.url,
      },
    });
    const draftId = (created.body as EventDto).id;
    await t.core.request({ method: 'PATCH', path: `/api/admin/events/${draftId}`, body: { location: 'Creek' } });

    const state = await t.core.syncState();
    const [edit, picture, create, again] = state.pending;
    expect(state.pending.map((p) => p.summary)).toEqual([
      'Edit event “Lichen Walk”',
      'Upload “moss.png”',
      'New event “Moss Morning”',
      'Edit event “Moss Morning”',
    ]);
    // What each one sends, to look at before deciding.
    expect(edit.values).toEqual({ location: 'Valley' });
    expect(create.values).toMatchObject({ title: 'Moss Morning', date: '2031-05-03' });
    expect(edit.alsoDiscards).toEqual([]);
    expect(picture.alsoDiscards).toEqual(['New event “Moss Morning”', 'Edit event “Moss Morning”']);
    expect(create.alsoDiscards).toEqual(['Edit event “Moss Morning”']);
    expect(again.alsoDiscards).toEqual([]);

    // Dropping the first edit leaves the rest; the offline copy shows the site's place again.
    const afterEdit = await t.core.discardChange(edit.id);
    expect(afterEdit.pending.map((p) => p.id)).toEqual([picture.id, create.id, again.id]);
    const events = (await t.core.request({ method: 'GET', path: '/api/events' })).body as EventDto[];
    expect(events.find((e) => e.id === walk.id)?.location).toBe('Ridge');

    // Dropping the picture drops the event that shows it, and the file kept for it.
    const afterPicture = await t.core.discardChange(picture.id);
    expect(afterPicture.pending).toEqual([]);
    expect(await fs.readdir(path.join(t.dataDir, 'outbox-files'))).toEqual([]);
    await expect(t.core.discardChange(picture.id)).rejects.toThrow('That change is no longer waiting.');

    await t.server.start();
    expect((await t.core.syncNow()).pending).toEqual([]);
    expect(await t.server.deps.db.repo(Event).findOneByOrFail({ id: walk.id })).toMatchObject({ location: 'Ridge' });
    expect(await t.server.deps.db.repo(Event).findOneBy({ title: 'Moss Morning' })).toBeNull();
  });

  it('the offline copy marks a record with a change not sent, and one the site changed too', async () => {
    const owl = await createEvent(t.server.deps.db, { title: 'Owl Prowl' });
    const copy = async () =>
      ((await t.core.request({ method: 'GET', path: '/api/events' })).body as EventDto[]).find((e) => e.id === owl.id);
    expect(await copy()).not.toHaveProperty('draft');
    await t.server.stop();
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${owl.id}`,
      body: { title: 'Owl Walk', version: 1 },
    });
    expect(await copy()).toMatchObject({ title: 'Owl Walk', draft: true });
    expect(await copy()).not.toHaveProperty('draftConflict');
    await t.server.start();
    // The same field as the draft: a change to another field would be merged without asking.
    expect((await t.web.put(`/api/admin/events/${owl.id}`, { title: 'Owl Hike' })).status).toBe(200);
    expect((await t.core.syncNow()).conflicts).toHaveLength(1);
    expect(await copy()).toMatchObject({ draft: true, draftConflict: true });
  });
});
