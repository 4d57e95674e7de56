import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { ingestImage } from '@server/services/images';
import { pngWithAlpha } from '@server/test/images';
import { addVideoFile } from '@server/services/videos';

// Bytes only need to be a file; the server never decodes a video.
const CLIP = Buffer.from('sample video bytes');

describe.each([
  ['local disk', false],
  ['S3', true],
])('video files in storage (%s)', (_driver, s3) => {
  const t = useAdminAndMember({ s3 });

  it('scan: admins only', async () => {
    expectApiError(await t.server.client().get('/api/admin/scan-video-files'), 401);
    expectApiError(await t.member.get('/api/admin/scan-video-files'), 403);
  });

  it('an empty store answers an empty list, even with images in it', async () => {
    await ingestImage(t.server.deps.storage, await pngWithAlpha());
    const res = await t.admin.get('/api/admin/scan-video-files');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ videos: [] });
  });

  it('lists every stored video by its public path, and serves it', async () => {
    expect(await addVideoFile(t.server.deps.storage, '/tmp/somewhere/Public-Lands_Day.mp4', CLIP)).toBe(
      '/objects/videos/Public-Lands_Day.mp4',
    );
    await addVideoFile(t.server.deps.storage, 'trail.webm', CLIP);
    // Something else under videos/ that is not a video is not offered.
    await t.server.deps.storage.put('videos/notes.txt', Buffer.from('x'), 'text/plain');
    const res = await t.admin.get('/api/admin/scan-video-files');
    expect(res.body).toEqual({ videos: ['/objects/videos/Public-Lands_Day.mp4', '/objects/videos/trail.webm'] });

    const file = await fetch(`${t.server.url}/objects/videos/Public-Lands_Day.mp4`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(CLIP);
  });

  it('serves nothing that is not a stored video', async () => {
    for (const p of [
      '/objects/videos/missing.mp4',
      '/objects/videos/notes.txt',
      '/objects/videos/..%2F.meta%2Fx.mp4',
    ]) {
      expect((await fetch(t.server.url + p)).status, p).toBe(404);
    }
  });

  it('refuses names that are not videos', async () => {
    await expect(addVideoFile(t.server.deps.storage, 'clip.exe', CLIP)).rejects.toThrow(/Not a video file name/);
    await expect(addVideoFile(t.server.deps.storage, 'my clip.mp4', CLIP)).rejects.toThrow(/Not a video file name/);
  });
});
