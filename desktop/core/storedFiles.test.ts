import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { createUser, TEST_PASSWORD } from '../../server/test/factories';
import { photoWithGps } from '../../server/test/images';
import { putFile, uploadUrlFor } from '../../server/test/uploads';
import type { DesktopCore } from './index';
import { openCore, signedInCore, tempDataDir } from './test/desktopSetup';

/**
 * The screens show stored pictures by their site address, and the app fetches them through the core with the
 * device's token: a photo waiting for approval is served only to its uploader and admins, so an admin moderating
 * from the desktop app must be recognised when the picture is fetched, exactly as in a browser with a session.
 */
describe('desktop core: stored pictures are fetched as the signed-in person', () => {
  let server: TestServer;
  const cores: DesktopCore[] = [];
  const dirs: string[] = [];
  let pendingPath: string;
  let memberEmail: string;

  async function core(signIn: 'admin' | 'member' | 'other' | 'nobody'): Promise<DesktopCore> {
    const dataDir = await tempDataDir();
    dirs.push(dataDir);
    let c: DesktopCore;
    if (signIn === 'admin') c = await signedInCore(server, dataDir);
    else {
      c = await openCore(dataDir);
      await c.connect(server.url);
      if (signIn !== 'nobody') {
        const email = signIn === 'member' ? memberEmail : (await createUser(server.deps.db)).email;
        await c.signIn(email, TEST_PASSWORD);
      }
    }
    cores.push(c);
    return c;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const member = await server.signedIn();
    memberEmail = member.email;
    const uploadURL = await uploadUrlFor(member.client);
    expect((await putFile(uploadURL, await photoWithGps())).status).toBe(200);
    const added = await member.client.post('/api/images', { imageURL: uploadURL, title: 'Waiting heron' });
    expect(added.status).toBe(201);
    pendingPath = added.body.imageUrl;
  });
  afterAll(async () => {
    for (const c of cores) await c.close();
    await server.close();
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  it('an admin gets a photo waiting for approval, and its sizes, never to be cached', async () => {
    const admin = await core('admin');
    for (const size of ['', '?w=320']) {
      const res = await admin.storedFile(server.url + pendingPath + size);
      expect(res?.status).toBe(200);
      expect(res?.headers.get('content-type')).toBe('image/webp');
      expect(res?.headers.get('cache-control')).toBe('private, no-store');
      expect((await res!.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('its uploader gets it too; another member and a signed-out app get 404', async () => {
    expect((await (await core('member')).storedFile(server.url + pendingPath))?.status).toBe(200);
    expect((await (await core('other')).storedFile(server.url + pendingPath))?.status).toBe(404);
    expect((await (await core('nobody')).storedFile(server.url + pendingPath))?.status).toBe(404);
  });

  it('the token goes to the connected site only, and only for stored files', async () => {
    const admin = await core('admin');
    expect(await admin.storedFile(`http://127.0.0.1:9${pendingPath}`)).toBeNull();
    expect(await admin.storedFile(`${server.url}/api/admin/users`)).toBeNull();
    expect(await admin.storedFile(`${server.url}/objects/../api/admin/users`)).toBeNull();
    expect(await admin.storedFile('not an address')).toBeNull();
  });

  it('with no site chosen yet there is nothing to fetch', async () => {
    const dataDir = await tempDataDir();
    dirs.push(dataDir);
    const fresh = await openCore(dataDir);
    cores.push(fresh);
    expect(await fresh.storedFile(server.url + pendingPath)).toBeNull();
  });
});
