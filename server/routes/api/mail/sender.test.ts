import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterSubscription } from '@server/db/entities';
import type { TestServer } from '@server/test/harness';
import type { Json, TestClient } from '@server/test/client';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { createEvent } from '@server/test/factories';
import { preserveTimeToInstant } from '@shared/lib/eventTime';
import { settingsValuesOf, type SiteSettingsValues } from '@shared/organisation';

/**
 * Who a mail says it is from and where a reply goes: the display name is the organisation's name as the site
 * settings have it when the mail is sent, the address is MAIL_FROM's (the one the mail provider accepts), and a
 * person answering reaches the organisation's own e-mail.
 */

const YEAR = new Date().getFullYear() + 1;

describe('sender name and Reply-To follow the site settings', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;

  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp({
      MAIL_FROM: 'Old Boot Name <no-reply@mail.preserve.example.org>',
      ORG_NAME: 'Friends of the First Name',
      ORG_ABBREVIATION: 'FFN',
    }));
    ({ client: admin } = await server.signedIn({ admin: true }));
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  async function saveSettings(change: Partial<SiteSettingsValues>) {
    const current = (await server.client().get('/api/settings')).body as Record<string, Json>;
    const values = settingsValuesOf(current as unknown as SiteSettingsValues);
    const res = await admin.put('/api/admin/settings', { ...values, ...change, version: current.version as number });
    expect(res.status).toBe(200);
  }

  const contact = (email: string) =>
    server.client().post('/api/contact', {
      firstName: 'Pat',
      lastName: 'Sample',
      email,
      subject: 'Trails',
      message: 'Is the east loop open?',
    });

  it('uses the settings name, never the name in MAIL_FROM, and no Reply-To while the settings have no e-mail', async () => {
    await saveSettings({ name: 'Friends of the First Name', email: '' });
    expect((await contact('first@example.org')).status).toBe(201);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('first@example.org'));
    expect(mail.header('from')).toBe('Friends of the First Name <no-reply@mail.preserve.example.org>');
    expect(mail.envelope.from).toBe('no-reply@mail.preserve.example.org');
    expect(mail.header('reply-to')).toBeUndefined();
  });

  it('after the organisation is renamed, the next mail carries the new name and Reply-To its e-mail', async () => {
    await saveSettings({ name: 'Kingston "Land" Trust, Inc.', email: 'office@land-trust.example.org' });
    expect((await contact('second@example.org')).status).toBe(201);
    const ack = await smtp.waitFor((m) => m.envelope.to.includes('second@example.org'));
    expect(ack.header('from')).toBe('Kingston "Land" Trust, Inc. <no-reply@mail.preserve.example.org>');
    expect(ack.header('reply-to')).toBe('office@land-trust.example.org');

    // A registration, its cancellation and a message to registrants: each one a person may answer.
    const event = await createEvent(server.deps.db, { date: preserveTimeToInstant(YEAR, 6, 15, 10, 0) });
    const reg = await server
      .client()
      .post(`/api/events/${event.id}/register`, { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' });
    expect(reg.status).toBe(201);
    const confirmation = await smtp.waitFor((m) => m.envelope.to.includes('robin@example.org'));
    expect(confirmation.header('from')).toBe('Kingston "Land" Trust, Inc. <no-reply@mail.preserve.example.org>');
    expect(confirmation.header('reply-to')).toBe('office@land-trust.example.org');

    const message = await admin.post(`/api/admin/events/${event.id}/message`, {
      subject: 'Bring boots',
      message: 'The meadow is wet.',
    });
    expect(message.status).toBe(202);
    const note = await smtp.waitFor((m) => m.envelope.to.includes('robin@example.org') && m.subject === 'Bring boots');
    expect(note.header('reply-to')).toBe('office@land-trust.example.org');
    expect(note.header('from')).toMatch(/^Kingston "Land" Trust, Inc\. </);

    // The newsletter, to a confirmed subscriber: a reply reaches the office too.
    await server.deps.db.repo(NewsletterSubscription).insert({
      id: randomUUID(),
      email: 'reader@example.org',
      firstName: null,
      isActive: true,
      subscribedAt: new Date(),
      confirmedAt: new Date(),
    });
    const run = await admin.post('/api/admin/newsletter/send', { subject: 'Autumn news', text: 'The asters are out.' });
    expect(run.status).toBe(202);
    const newsletter = await smtp.waitFor(
      (m) => m.envelope.to.includes('reader@example.org') && m.subject === 'Autumn news',
      15_000,
    );
    expect(newsletter.header('reply-to')).toBe('office@land-trust.example.org');
    expect(newsletter.header('from')).toMatch(/^Kingston "Land" Trust, Inc\. </);
  });

  it('a mail queued before a rename goes out under the name the settings have when it is sent', async () => {
    await smtp.stop();
    expect((await contact('third@example.org')).status).toBe(201);
    await saveSettings({ name: 'Renamed While Queued' });
    await smtp.start();
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('third@example.org'), 15_000);
    expect(mail.header('from')).toBe('Renamed While Queued <no-reply@mail.preserve.example.org>');
  });

  it('notices to the office keep the visitor as Reply-To', async () => {
    await server.restart({ ADMIN_NOTIFY_EMAIL: 'desk@land-trust.example.org' });
    expect((await contact('fourth@example.org')).status).toBe(201);
    const notice = await smtp.waitFor((m) => m.envelope.to.includes('desk@land-trust.example.org'));
    expect(notice.header('reply-to')).toBe('fourth@example.org');
    expect(notice.header('from')).toBe('Renamed While Queued <no-reply@mail.preserve.example.org>');
  });
});
