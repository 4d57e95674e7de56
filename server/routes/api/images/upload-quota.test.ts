import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { jpegOfSize, photoWithGps, TEXT_NAMED_JPG } from '@server/test/images';
import { filesInStorage, putFile, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { createUser } from '@server/test/factories';
import { MemberUploadDay } from '@server/db/entities';
import { claimUploadBytes, uploadQuotaMessage } from '@server/services/uploadQuota';
import { preserveTimeToInstant } from '@shared/lib/eventTime';

/**
 * Members' uploads are bounded by bytes per day, not only by how many upload addresses a client asks for: every
 * byte that arrives costs a read and a decode, accepted or not. The budget here is 250,000 bytes; each file is
 * 100,000 bytes (a real photo padded with JPEG comments).
 */
const BUDGET = 250_000;
const FILE = 100_000;
/** Field notes named .jpg, grown to `size` bytes. */
const textOf = (size: number) => Buffer.concat([TEXT_NAMED_JPG, Buffer.alloc(size - TEXT_NAMED_JPG.length, 0x20)]);
const QUOTA_MESSAGE = 'You have uploaded as much as a member may in one day (245 KB). Please try again tomorrow.';

describe.each([
  ['local disk', false],
  ['S3', true],
])('members upload at most MEMBER_UPLOAD_BYTES_PER_DAY bytes a day (%s)', (_driver, s3) => {
  let server: TestServer;
  let photo: Buffer;
  beforeAll(async () => {
    server = await startTestServer({ s3, env: { MEMBER_UPLOAD_BYTES_PER_DAY: String(BUDGET) } });
    photo = jpegOfSize(await photoWithGps(), FILE);
  });
  afterAll(() => server.close());

  const storedKeys = async () => (s3 ? server.s3!.keys() : await filesInStorage(server));

  /** One upload as `client`: on local disk the PUT answers, on S3 adding the file does. */
  async function upload(client: TestClient, bytes: Buffer) {
    const uploadURL = await uploadUrlFor(client);
    const put = await putFile(uploadURL, bytes);
    if (!s3) return { id: uploadIdOf(uploadURL), answer: put };
    expect(put.status).toBe(200);
    const added = await client.post('/api/images', { imageURL: uploadURL, title: 'Budget' });
    return { id: uploadIdOf(uploadURL), answer: added };
  }
  const accepted = (a: { status: number }) => a.status === (s3 ? 201 : 200);

  it('the upload that would pass the budget is refused with 429 before decoding; a spent budget gets no upload URL', async () => {
    expect(uploadQuotaMessage(BUDGET)).toBe(QUOTA_MESSAGE);
    const { client } = await server.signedIn();
    expect(accepted((await upload(client, photo)).answer)).toBe(true);
    expect(accepted((await upload(client, photo)).answer)).toBe(true);

    // Not a picture at all: 429 rather than 415 shows the budget is checked before anything looks at the file.
    const over = await upload(client, textOf(FILE));
    expectApiError(over.answer as never, 429, QUOTA_MESSAGE);
    const retryAfter = Number(over.answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(25 * 3600);
    expect((await storedKeys()).filter((k) => k.includes(over.id))).toEqual([]);

    // What is left of the budget still takes a smaller file, to the byte.
    expect(accepted((await upload(client, jpegOfSize(await photoWithGps(), BUDGET - 2 * FILE))).answer)).toBe(true);
    const noUrl = await client.post('/api/objects/upload');
    expectApiError(noUrl, 429, QUOTA_MESSAGE);
    expect(Number(noUrl.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a refused file counts too: its bytes arrived all the same', async () => {
    const { client } = await server.signedIn();
    expect((await upload(client, textOf(2 * FILE))).answer.status).toBe(415);
    expectApiError((await upload(client, photo)).answer as never, 429, QUOTA_MESSAGE);
  });

  it("one member's spent budget limits nobody else, and admins have none", async () => {
    const { client: spender } = await server.signedIn();
    expect(accepted((await upload(spender, photo)).answer)).toBe(true);
    expect(accepted((await upload(spender, photo)).answer)).toBe(true);
    expect((await upload(spender, photo)).answer.status).toBe(429);

    const { client: other } = await server.signedIn();
    expect(accepted((await upload(other, photo)).answer)).toBe(true);
    const { client: admin } = await server.signedIn({ admin: true });
    for (let i = 0; i < 3; i++) expect(accepted((await upload(admin, photo)).answer)).toBe(true);
  });

  it('uploads that race cannot pass the budget together', async () => {
    const { client } = await server.signedIn();
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) urls.push(await uploadUrlFor(client));
    const puts = await Promise.all(urls.map((url) => putFile(url, photo)));
    if (!s3) {
      expect(puts.map((p) => p.status).sort()).toEqual([200, 200, 429, 429, 429]);
      return;
    }
    const adds = await Promise.all(urls.map((imageURL) => client.post('/api/images', { imageURL, title: 'Race' })));
    expect(adds.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429]);
  });
});

describe("the budget is the preserve's day", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { MEMBER_UPLOAD_BYTES_PER_DAY: String(BUDGET) } });
  });
  afterAll(() => server.close());

  it("is new after midnight in New York, and the day before's count is deleted", async () => {
    const member = await createUser(server.deps.db);
    const lateEvening = preserveTimeToInstant(2026, 3, 14, 23, 50);
    const justAfterMidnight = preserveTimeToInstant(2026, 3, 15, 0, 5);
    await claimUploadBytes(server.deps, member, BUDGET, lateEvening);
    await expect(claimUploadBytes(server.deps, member, 1, lateEvening)).rejects.toMatchObject({
      status: 429,
      message: QUOTA_MESSAGE,
      headers: { 'Retry-After': String(10 * 60) },
    });
    await claimUploadBytes(server.deps, member, BUDGET, justAfterMidnight);
    const rows = await server.deps.db.repo(MemberUploadDay).findBy({ userId: member.id });
    expect(rows.map((r) => [r.day, r.bytes])).toEqual([['2026-03-15', BUDGET]]);
  });
});
