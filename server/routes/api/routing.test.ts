import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { ingestImage } from '../../services/images';
import { addVideoFile } from '../../services/videos';
import { pngWithAlpha } from '../../test/images';
import { apiRouters } from './index';
import { ROUTE_OPTIONS } from './routing';

/**
 * Every API and file route has one spelling. Other letter case or a trailing slash reaches no handler (the
 * limits, caches and checks keyed on the path then always see the path that ran); pages never answer with API data.
 */
describe('one spelling per route', () => {
  let server: TestServer;
  let image: string;
  let video: string;
  beforeAll(async () => {
    server = await startTestServer();
    image = (await ingestImage(server.deps.storage, await pngWithAlpha())).url;
    video = await addVideoFile(server.deps.storage, 'walk.mp4', Buffer.from('not really a video'));
  });
  afterAll(() => server.close());

  it('every router the API registers is strict and case-sensitive', () => {
    expect(ROUTE_OPTIONS).toEqual({ strict: true, sensitive: true });
    for (const router of apiRouters()) expect(router.opts).toMatchObject(ROUTE_OPTIONS);
  });

  it('stored files answer at their own address only', async () => {
    expect(video).toBe('/objects/videos/walk.mp4');
    // An upload in no approved place is the admins' to see: signed in as one, only the spelling decides.
    const { client } = await server.signedIn({ admin: true });
    for (const path of [image, video]) {
      expect((await client.get(path)).status, path).toBe(200);
      const upper = path.replace('/objects/', '/Objects/');
      const folder = path.replace(/\/objects\/(\w)/, (_m, c: string) => `/objects/${c.toUpperCase()}`);
      for (const other of [`${path}/`, upper, folder, path.toUpperCase()]) {
        expect((await client.get(other)).status, other).toBe(404);
      }
    }
  });

  it("an API path spelled otherwise: the API's 404 under /api/, else the 404 page; never the API answer", async () => {
    const { client } = await server.signedIn({ admin: true });
    for (const path of ['/api/auth/user/', '/api/admin/volunteers/', '/api/Admin/volunteers', '/api/Auth/User']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ message: 'Not found' });
    }
    for (const path of ['/API/auth/user', '/Api/Auth/User', '/API/ADMIN/VOLUNTEERS']) {
      const res = await client.get(path, { accept: 'text/html' });
      expect(res.status, path).toBe(404);
      // Every page carries the signed-in person (the header shows Logout); what matters is that this is a page.
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.text, path).toContain('<title>Page Not Found');
    }
    expect((await client.get('/api/auth/user')).body).toMatchObject({ isAdmin: true });
  });

  it('writes in other letters or with a trailing slash change nothing', async () => {
    const { client } = await server.signedIn({ admin: true });
    for (const path of ['/api/admin/home-content/', '/API/ADMIN/HOME-CONTENT', '/api/Admin/home-content']) {
      const res = await client.put(path, { section: 'spelled', title: 'Planted', content: 'Planted' });
      expect(res.status, path).toBe(404);
    }
    const home = await server.client().get('/api/home-content');
    expect(JSON.stringify(home.body)).not.toContain('Planted');
  });
});
