import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { expectApiError } from '@server/test/assertions';
import { pngWithAlpha } from '@server/test/images';
import { putFile, uploadUrlFor } from '@server/test/uploads';
import { OutboundEmail } from '@server/db/entities';
import { NOTICE_ADDRESS_MESSAGE, NOTICE_NEEDS_ADDRESS, type NoticeSettingsValues } from '@shared/schemas/notices';
import type { NoticeSettingsDto, WaitingDto } from '@shared/api/types';

/**
 * Who hears of new messages, volunteers and members' photos (ADR 057): set by admins on the Site Settings screen,
 * each kind on or off; ADMIN_NOTIFY_EMAIL only fills in until the first save. The dashboard's counts of what waits.
 */

const ENV_OFFICE = 'env-office@preserve.example.org';

const contact = (email: string) => ({
  firstName: 'Pat',
  lastName: 'Sample',
  email,
  subject: 'Trails',
  message: 'Is the east loop open?',
});
const volunteer = (email: string) => ({
  firstName: 'Jamie',
  lastName: 'Sample',
  email,
  interest: 'Conservation Worker',
});

describe('notices to the office', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp({ ADMIN_NOTIFY_EMAIL: ENV_OFFICE }));
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  const noticesTo = async (kind: OutboundEmail['kind']) =>
    (await server.deps.db.repo(OutboundEmail).find({ where: { kind } })).map((r) => r.to).sort();

  it('before any save, ADMIN_NOTIFY_EMAIL gets message and volunteer notices, and the screen says so', async () => {
    const res = await admin.get<NoticeSettingsDto>('/api/admin/notices');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      contactMessages: { enabled: true, recipients: [ENV_OFFICE] },
      volunteerApplications: { enabled: true, recipients: [ENV_OFFICE] },
      memberPhotos: { enabled: false, recipients: [] },
      version: null,
      fromEnvironment: true,
    });
  });

  it('only admins read or change them; visitors never see the addresses in the public settings', async () => {
    expectApiError(await member.get('/api/admin/notices'), 403);
    expectApiError(await server.client().get('/api/admin/notices'), 401);
    const body = {
      contactMessages: { enabled: true, recipients: ['x@example.org'] },
      volunteerApplications: { enabled: false, recipients: [] },
      memberPhotos: { enabled: false, recipients: [] },
    };
    expectApiError(await member.put('/api/admin/notices', body), 403);
    expectApiError(await server.client().put('/api/admin/notices', body), 401);
    expectApiError(await member.get('/api/admin/waiting'), 403);
    expect((await server.client().get('/api/settings')).text).not.toContain(ENV_OFFICE);
  });

  it('checks every address and asks for one where a notice is on (field errors, never a 500)', async () => {
    const res = await admin.put('/api/admin/notices', {
      contactMessages: { enabled: true, recipients: ['desk@example.org', 'not an address'] },
      volunteerApplications: { enabled: true, recipients: [] },
      memberPhotos: { enabled: 'yes', recipients: [] },
    });
    expectApiError(res, 400);
    expect(res.body.fieldErrors).toEqual({
      'contactMessages.recipients.1': [NOTICE_ADDRESS_MESSAGE],
      'volunteerApplications.recipients': [NOTICE_NEEDS_ADDRESS],
      'memberPhotos.enabled': ['On or off must be true or false'],
    });
    expectApiError(await admin.put('/api/admin/notices', { contactMessages: null }), 400);
  });

  it('saved notices replace ADMIN_NOTIFY_EMAIL: each kind goes to its addresses, or nowhere when off', async () => {
    const values: NoticeSettingsValues = {
      contactMessages: { enabled: true, recipients: ['desk@land.example.org', 'chair@land.example.org'] },
      volunteerApplications: { enabled: false, recipients: ['volunteers@land.example.org'] },
      memberPhotos: { enabled: true, recipients: ['photos@land.example.org'] },
    };
    const saved = await admin.put<NoticeSettingsDto>('/api/admin/notices', values);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...values, version: 1, fromEnvironment: false });
    expect((await admin.get('/api/admin/notices')).body).toEqual(saved.body);

    expect((await server.client().post('/api/contact', contact('pat@example.org'))).status).toBe(201);
    const notice = await smtp.waitFor((m) => m.envelope.to.includes('chair@land.example.org'));
    expect(notice.subject).toBe('New message from Pat Sample: Trails');
    expect(notice.header('reply-to')).toBe('pat@example.org');
    await smtp.waitFor((m) => m.envelope.to.includes('desk@land.example.org'));
    expect(await noticesTo('contact-notice')).toEqual(['chair@land.example.org', 'desk@land.example.org']);

    // Volunteer notices are off: the volunteer is thanked, nobody is told.
    expect((await server.client().post('/api/volunteers', volunteer('jamie@example.org'))).status).toBe(201);
    await smtp.waitFor((m) => m.envelope.to.includes('jamie@example.org'));
    expect(await noticesTo('volunteer-notice')).toEqual([]);

    // A member's photo waiting for approval.
    const uploadURL = await uploadUrlFor(member);
    expect((await putFile(uploadURL, await pngWithAlpha(), { 'content-type': 'image/png' })).status).toBe(200);
    const photo = await member.post('/api/images', { imageURL: uploadURL, title: 'Heron at dawn' });
    expect(photo.status).toBe(201);
    const photoNotice = await smtp.waitFor((m) => m.envelope.to.includes('photos@land.example.org'));
    expect(photoNotice.subject).toMatch(/^Photo to approve: Heron at dawn \(from /);
    expect(photoNotice.text).toContain(`${server.deps.config.publicUrl}/admin/gallery`);

    // An admin's own photo is public at once: nothing to approve, no notice.
    const adminUpload = await uploadUrlFor(admin);
    await putFile(adminUpload, await pngWithAlpha(), { 'content-type': 'image/png' });
    expect((await admin.post('/api/images', { imageURL: adminUpload, title: 'Office photo' })).status).toBe(201);
    expect(await noticesTo('photo-notice')).toEqual(['photos@land.example.org']);
  });

  it('a save names the version it was loaded at; a stale one is refused with the notices as they are', async () => {
    const current = (await admin.get<NoticeSettingsDto>('/api/admin/notices')).body;
    const { version, fromEnvironment: _f, ...values } = current;
    const ok = await admin.put<NoticeSettingsDto>('/api/admin/notices', {
      ...values,
      contactMessages: { enabled: false, recipients: [] },
      version: version!,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(2);
    const stale = await admin.put('/api/admin/notices', { ...values, version: version! });
    expect(stale.status).toBe(409);
    expect((await admin.get<NoticeSettingsDto>('/api/admin/notices')).body.contactMessages.enabled).toBe(false);
  });

  it('the dashboard counts what waits: unread messages, new volunteers, photos to approve', async () => {
    const res = await admin.get<WaitingDto>('/api/admin/waiting');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadMessages: 1, newVolunteers: 1, photosToApprove: 1 });
  });
});
