import sharp from 'sharp';
import { expect } from 'vitest';
import type { BuiltServer } from './server';
import type { Account } from './accounts';
import type { GalleryImageDto } from '../../../shared/api/types';

/** Signs `who` in through the token endpoint, as the desktop app does; the header that carries the token. */
export async function bearerFor(server: BuiltServer, who: Account): Promise<{ authorization: string }> {
  const res = await fetch(`${server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password, deviceName: 'Test' }),
  });
  expect(res.status).toBe(201);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/**
 * Uploads a small photo as `who` through the API, as any client may, and adds it to the gallery under `title`. A
 * member's photo waits for approval; an admin's is public at once.
 */
export async function addPhotoAs(server: BuiltServer, who: Account, title: string): Promise<GalleryImageDto> {
  const auth = await bearerFor(server, who);
  const slot = await fetch(`${server.url}/api/objects/upload`, { method: 'POST', headers: auth });
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3f7d4e' } })
    .jpeg()
    .toBuffer();
  const put = await fetch(uploadURL, { method: 'PUT', body: photo, headers: { 'content-type': 'image/jpeg' } });
  expect(put.status).toBe(200);
  const added = await fetch(`${server.url}/api/images`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ imageURL: uploadURL, title }),
  });
  expect(added.status).toBe(201);
  return (await added.json()) as GalleryImageDto;
}

/** Makes a waiting photo public, as an admin's Approve does. */
export async function approvePhoto(server: BuiltServer, admin: Account, id: string): Promise<void> {
  const res = await fetch(`${server.url}/api/admin/images/${id}`, {
    method: 'PATCH',
    headers: { ...(await bearerFor(server, admin)), 'content-type': 'application/json' },
    body: JSON.stringify({ isPublic: true }),
  });
  expect(res.status, await res.text()).toBe(200);
}
