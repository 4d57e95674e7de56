import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { expectApiError } from '@server/test/assertions';
import { settledMailQueue } from '@server/test/mailQueue';
import { GalleryImage } from '@server/db/entities';
import { addImage } from '@server/test/galleryImages';

/**
 * A member hears what became of a photo they added: approved (with its address in the gallery), or declined with
 * the admin's reason (and the photo removed). Mail as a real SMTP server receives it.
 */
describe('mail to the member when an admin approves or declines their photo', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: { client: TestClient; userId: string; email: string };
  let member: { client: TestClient; userId: string; email: string };
  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp());
    admin = await server.signedIn({ admin: true });
    member = await server.signedIn();
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  it('approving a waiting photo mails its member once, with the photo address; other edits mail nothing', async () => {
    const image = await addImage(server.deps.db, {
      title: 'Heron <at> dawn',
      isPublic: false,
      uploadedBy: member.userId,
    });
    const res = await admin.client.request('PATCH', `/api/admin/images/${image.id}`, { json: { isPublic: true } });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(member.email));
    expect(mail.subject).toBe('Your photo is in the gallery: Heron <at> dawn');
    expect(mail.text).toContain('has been approved');
    expect(mail.text).toContain(`/gallery?photo=${image.id}`);
    expect(mail.html).toContain('Heron &lt;at&gt; dawn');

    // Already public: a title fix (or approving again) tells nobody anything.
    const again = await admin.client.request('PATCH', `/api/admin/images/${image.id}`, {
      json: { isPublic: true, title: 'Heron at dawn' },
    });
    expect(again.status).toBe(200);
    // An admin's own photo: nobody to tell.
    const own = await addImage(server.deps.db, { title: 'Own', isPublic: false, uploadedBy: admin.userId });
    expect(
      (await admin.client.request('PATCH', `/api/admin/images/${own.id}`, { json: { isPublic: true } })).status,
    ).toBe(200);
    const queue = await settledMailQueue(server);
    expect(queue.filter((m) => m.to === member.email).map((m) => [m.subject, m.status])).toEqual([
      ['Your photo is in the gallery: Heron <at> dawn', 'sent'],
    ]);
    expect(queue.filter((m) => m.to === admin.email)).toEqual([]);
    expect(smtp.mailsTo(member.email)).toHaveLength(1);
    expect(smtp.mailsTo(admin.email)).toHaveLength(0);
  });

  it("declining removes the waiting photo and mails the admin's reason; only admins may, only while it waits", async () => {
    const image = await addImage(server.deps.db, { title: 'Blurry fox', isPublic: false, uploadedBy: member.userId });
    const path = `/api/admin/images/${image.id}/decline`;
    expect((await member.client.post(path, { reason: 'No.' })).status).toBe(403);
    expect((await server.client().post(path, { reason: 'No.' })).status).toBe(401);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const refused = await admin.client.post(path, body);
      expectApiError(refused, 400);
      expect(Object.keys(refused.body.fieldErrors)).toEqual(['reason']);
    }

    const reason = 'The fox is out of focus.\n\nA sharper one would be <b>welcome</b>!';
    const res = await admin.client.post(path, { reason });
    expect(res.status).toBe(204);
    expect(await server.deps.db.repo(GalleryImage).existsBy({ id: image.id })).toBe(false);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(member.email) && m.subject.startsWith('About'));
    expect(mail.subject).toBe('About your photo: Blurry fox');
    expect(mail.text).toContain('The fox is out of focus.');
    expect(mail.html).toContain('&lt;b&gt;welcome&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>welcome</b>');

    // Gone: a second press is a 404; a public photo cannot be declined.
    expect((await admin.client.post(path, { reason: 'Again' })).status).toBe(404);
    const shown = await addImage(server.deps.db, { title: 'Shown', isPublic: true, uploadedBy: member.userId });
    expect((await admin.client.post(`/api/admin/images/${shown.id}/decline`, { reason: 'No' })).status).toBe(409);
    expect((await admin.client.post('/api/admin/images/not-an-id/decline', { reason: 'No' })).status).toBe(404);
  });
});
