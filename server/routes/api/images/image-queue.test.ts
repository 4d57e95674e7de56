import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { photoWithGps } from '@server/test/images';
import { filesInStorage, putFile, uploadIdOf, uploadUrlFor, type PutAnswer } from '@server/test/uploads';
import {
  IMAGE_WORK_AT_ONCE,
  IMAGE_WORK_MAX_WAITING,
  IMAGES_BUSY_MESSAGE,
  imageQueue,
} from '@server/services/imageQueue';

/**
 * sharp runs its work on libuv's thread pool, which also serves file reads and writes (the health check's look at
 * the file store among them). Uploads used to decode all at once and hold every thread, so /api/health timed out
 * with 503 while members uploaded. Image work now waits in a queue: at most IMAGE_WORK_AT_ONCE pictures at a time.
 * Checked by what happens in order, never by how long anything takes.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('image work waits its turn', () => {
  let server: TestServer;
  let member: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  it('four uploads at once are decoded one after another, and /api/health answers 200 while they wait', async () => {
    // An interlaced PNG of 3 megapixels: accepted, and decoded whole, so each one keeps sharp busy for a while.
    const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a6' } })
      .png({ progressive: true })
      .toBuffer();
    const urls: string[] = [];
    for (let i = 0; i < 4; i++) urls.push(await uploadUrlFor(member));

    // sharp's own count of pipelines in work, read on every turn of the event loop while the uploads run.
    let mostInWork = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        mostInWork = Math.max(mostInWork, sharp.counters().process);
        await nextTurn();
      }
    })();
    let finished = 0;
    const puts: Array<Promise<PutAnswer>> = urls.map((url) =>
      putFile(url, png, { 'content-type': 'image/png' }).then((answer) => {
        finished += 1;
        return answer;
      }),
    );
    // Once a picture waits for its turn, the uploads are in the server's hands.
    while (imageQueue.load.waiting === 0 && finished < puts.length) await nextTurn();
    const waitingWhenAsked = imageQueue.load.waiting;
    const health = await server.client().get('/api/health');
    const finishedWhenHealthAnswered = finished;

    const answers = await Promise.all(puts);
    sampling = false;
    await sampler;
    expect(waitingWhenAsked).toBeGreaterThan(0);
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ ok: true });
    expect(finishedWhenHealthAnswered).toBeLessThan(puts.length);
    expect(answers.map((a) => a.status)).toEqual(puts.map(() => 200));
    expect(mostInWork).toBeGreaterThan(0);
    expect(mostInWork).toBeLessThanOrEqual(IMAGE_WORK_AT_ONCE);
    expect(imageQueue.load).toEqual({ running: 0, waiting: 0 });
  }, 90_000);

  it('with the queue full, an upload is refused with 503 and Retry-After, and nothing of it is kept', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The site's own image work (demo pictures) fills every place and the whole waiting line.
    const holders = Array.from({ length: IMAGE_WORK_AT_ONCE + IMAGE_WORK_MAX_WAITING }, () =>
      imageQueue.runInTurn(() => gate),
    );
    try {
      expect(imageQueue.load).toEqual({ running: IMAGE_WORK_AT_ONCE, waiting: IMAGE_WORK_MAX_WAITING });
      const uploadURL = await uploadUrlFor(member);
      const refused = await putFile(uploadURL, await photoWithGps());
      expectApiError(refused as never, 503, IMAGES_BUSY_MESSAGE);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect((await filesInStorage(server)).filter((k) => k.includes(uploadIdOf(uploadURL)))).toEqual([]);
    } finally {
      release();
      await Promise.all(holders);
    }
    // Free again: the next upload goes through.
    expect((await putFile(await uploadUrlFor(member), await photoWithGps())).status).toBe(200);
  });
});
