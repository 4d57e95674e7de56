import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Event, HistorySection } from '../../server/db/entities';
import type { EventDto } from '../../shared/api/types';
import { openCore, useCoreWithSite } from './test/desktopSetup';

const picture = (background: string) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * A picture chosen offline is kept in the app's data with its draft and shown from there (a local preview, through
 * the same address the screens use for the site's pictures); it reaches the site before the draft that names it,
 * with the stored path put in its place, also when that draft is made after the site is back.
 */
describe('desktop core: pictures chosen offline', () => {
  const t = useCoreWithSite();

  it('an event created offline with a picture shows a local preview and reaches the site with its picture', async () => {
    await t.server.stop();
    const data = await picture('#2a6');
    const upload = await t.core.uploadImage({ name: 'frogs.png', type: 'image/png', data });
    expect(upload.source).toBe('draft');
    // An address the screens can show as it is: the app answers it from this computer.
    expect(upload.url).toMatch(/^\/objects\/desktop-draft\/[0-9a-f-]{36}$/);
    const preview = await t.core.storedFile(t.server.url + upload.url);
    expect(preview?.status).toBe(200);
    expect(preview?.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await preview!.arrayBuffer()).equals(data)).toBe(true);

    const created = await t.core.request({
      method: 'POST',
      path: '/api/admin/events',
      body: {
        title: 'Frog Chorus',
        description: 'Listening.',
        date: '2031-04-05',
        time: '7:00 PM',
        imageUrl: upload.url,
      },
    });
    expect((created.body as EventDto).imageUrl).toBe(upload.url);

    // A restart keeps the file and the preview.
    await t.core.close();
    t.core = await openCore(t.dataDir);
    expect((await t.core.storedFile(t.server.url + upload.url))?.status).toBe(200);
    expect((await t.core.syncState()).pending.map((p) => p.operation)).toEqual(['upload', 'create']);

    await t.server.start();
    expect((await t.core.syncNow()).pending).toEqual([]);
    const stored = await t.server.deps.db.repo(Event).findOneByOrFail({ title: 'Frog Chorus' });
    expect(stored.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect((await fetch(t.server.url + stored.imageUrl)).status).toBe(200);
    // A screen still holding the placeholder is shown the stored picture.
    const after = await t.core.storedFile(t.server.url + upload.url);
    expect(after?.status).toBe(200);
    expect(after?.headers.get('content-type')).toMatch(/^image\//);
    // Read to the end, so the connection does not hold the site's next stop.
    expect((await after!.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('a write naming a picture that has not reached the site yet waits behind it, even once the site is back', async () => {
    await t.server.stop();
    const upload = await t.core.uploadImage({ name: 'orchard.png', type: 'image/png', data: await picture('#a52') });
    await t.server.start();
    // The site is back but the upload still waits: sending this now would name a picture the site never saw.
    const section = await t.core.request({
      method: 'POST',
      path: '/api/admin/history-content',
      body: { title: 'The Orchard', content: 'Apples.', imageUrl: upload.url, imageAlt: 'Apple trees' },
    });
    expect(section.source).toBe('draft');
    const state = await t.core.syncNow();
    expect(state.pending).toEqual([]);
    expect(state.conflicts).toEqual([]);
    const stored = await t.server.deps.db.repo(HistorySection).findOneByOrFail({ title: 'The Orchard' });
    expect(stored.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  });

  it('the app answers no other address of its own, and never one outside its outbox', async () => {
    expect(await t.core.storedFile(`${t.server.url}/objects/desktop-draft/../../desktop-cache.sqlite`)).toBeNull();
    const unknown = await t.core.storedFile(`${t.server.url}/objects/desktop-draft/${crypto.randomUUID()}`);
    expect(unknown?.status).toBe(404);
  });
});
