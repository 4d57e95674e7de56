import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { createEvent, createUser } from '@server/test/factories';
import { OutboundEmail } from '@server/db/entities';
import { preserveTimeToInstant } from '@shared/lib/eventTime';

/**
 * What the site sends, received by a real SMTP server on loopback: the registration confirmation and its
 * calendar file, the acknowledgements, the office notices, the reset link; and that visitor input can neither
 * add headers nor markup.
 */

const OFFICE = 'office@preserve.example.org';
const YEAR = new Date().getFullYear() + 1;

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

describe('outgoing mail over SMTP', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => ({ server, smtp } = await startServerWithSmtp({ ADMIN_NOTIFY_EMAIL: OFFICE })));
  afterAll(() => closeServerWithSmtp(server, smtp));

  it('a registration gets a confirmation whose calendar file opens at 10:00 AM in New York', async () => {
    const date = preserveTimeToInstant(YEAR, 6, 15, 10, 0);
    const event = await createEvent(server.deps.db, {
      title: 'Meadow Walk',
      date,
      time: '10:00 AM',
      location: 'Main trailhead',
    });
    const res = await server
      .client()
      .post(`/api/events/${event.id}/register`, { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' });
    expect(res.status).toBe(201);

    const mail = await smtp.waitFor((m) => m.envelope.to.includes('robin@example.org'));
    expect(mail.envelope.to).toEqual(['robin@example.org']);
    expect(mail.subject).toBe('Registration confirmed: Meadow Walk');
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).toMatch(/Date: \w+day, June 15, \d{4}/);
    expect(mail.text).toContain('Time: 10:00 AM');
    expect(mail.text).toContain('Location: Main trailhead');
    expect(mail.html).toContain('Meadow Walk');
    expect(mail.html).toContain(server.deps.org.name);

    const [ics] = mail.attachments;
    expect(ics.filename).toBe('event.ics');
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.contentType).toMatch(/method=PUBLISH/i);
    const { calendar, event: vevent } = parseCalendar(ics.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.summary).toBe('Meadow Walk');
    // The event's own entry, the one the feed and the event's file hold too.
    expect(vevent.uid).toBe(`event-${event.id}@localhost`);
    expect(vevent.startDate.zone?.tzid).toBe('America/New_York');
    expect(vevent.startDate.toString()).toBe(`${YEAR}-06-15T10:00:00`);
    expect(vevent.startDate.toJSDate().getTime()).toBe(date.getTime());
    expect(vevent.endDate.toJSDate().getTime()).toBe(date.getTime() + 2 * 3600_000);

    // The queue row is marked sent, and its Message-ID is the one that went out.
    const row = await waitForRow(server, 'robin@example.org', 'sent');
    expect(row).toMatchObject({ kind: 'registration-confirmation', status: 'sent', attempts: 1 });
    expect(mail.messageId).toBe(row.messageId);
  });

  it('a time range sets both ends of the calendar entry, in winter time', async () => {
    const event = await createEvent(server.deps.db, {
      date: preserveTimeToInstant(YEAR, 12, 5, 9, 30),
      time: '9:30am - noon',
    });
    await server
      .client()
      .post(`/api/events/${event.id}/register`, { firstName: 'Dee', lastName: 'Sample', email: 'dee@example.org' });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('dee@example.org'));
    const { event: vevent } = parseCalendar(mail.attachments[0].content);
    expect(vevent.startDate.toString()).toBe(`${YEAR}-12-05T09:30:00`);
    expect(vevent.endDate.toString()).toBe(`${YEAR}-12-05T12:00:00`);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(`${YEAR}-12-05T14:30:00.000Z`);
  });

  it('a volunteer gets a thank-you and the office a notice it can reply to', async () => {
    const res = await server.client().post('/api/volunteers', {
      firstName: 'Jamie',
      lastName: 'Sample',
      email: 'jamie@example.org',
      interest: 'Conservation Worker',
      experience: 'Trail work\nand planting',
      availability: 'Saturdays',
    });
    expect(res.status).toBe(201);
    const thanks = await smtp.waitFor((m) => m.envelope.to.includes('jamie@example.org'));
    expect(thanks.text).toContain("We'll review your application and be in touch soon!");
    const notice = await smtp.waitFor((m) => m.envelope.to.includes(OFFICE) && m.subject.startsWith('New volunteer'));
    expect(notice.subject).toBe('New volunteer: Jamie Sample (Conservation Worker)');
    expect(notice.header('reply-to')).toBe('jamie@example.org');
    expect(notice.text).toContain('Trail work\nand planting');
    expect(notice.html).toContain('Trail work<br>and planting');
  });

  it('a contact message gets an acknowledgement and the office a notice', async () => {
    const res = await server.client().post('/api/contact', {
      firstName: 'Pat',
      lastName: 'Sample',
      email: 'pat@example.org',
      subject: 'Trails',
      message: 'Is the east loop open?',
    });
    expect(res.status).toBe(201);
    const ack = await smtp.waitFor((m) => m.envelope.to.includes('pat@example.org'));
    expect(ack.text).toContain('We received your message and will get back to you soon!');
    // The acknowledgement repeats nothing the sender wrote beyond their first name.
    expect(ack.text).not.toContain('east loop');
    const notice = await smtp.waitFor((m) => m.envelope.to.includes(OFFICE) && m.subject.includes('Trails'));
    expect(notice.subject).toBe('New message from Pat Sample: Trails');
    expect(notice.text).toContain('Is the east loop open?');
  });

  it('line breaks in a subject or name cannot add headers or recipients', async () => {
    const res = await server.client().post('/api/contact', {
      firstName: 'Mallory\r\nBcc: victim@example.org',
      lastName: 'Sample',
      email: 'mallory@example.org',
      subject: 'Hello\r\nBcc: victim@example.org\r\nX-Injected: yes\n\nbody',
      message: 'Hi',
    });
    expect(res.status).toBe(201);
    const notice = await smtp.waitFor((m) => m.envelope.to.includes(OFFICE) && m.subject.includes('Mallory'));
    expect(notice.envelope.to).toEqual([OFFICE]);
    expect(notice.headerNames).not.toContain('bcc');
    expect(notice.headerNames).not.toContain('x-injected');
    expect(notice.subject).toBe(
      'New message from Mallory Bcc: victim@example.org Sample: Hello Bcc: victim@example.org X-Injected: yes body',
    );
    const ack = await smtp.waitFor((m) => m.envelope.to.includes('mallory@example.org'));
    expect(ack.envelope.to).toEqual(['mallory@example.org']);
    expect(smtp.mailsTo('victim@example.org')).toEqual([]);
  });

  it('nothing a visitor types becomes markup in a message', async () => {
    const event = await createEvent(server.deps.db, { title: 'Pond <Study> & Friends' });
    await server.client().post(`/api/events/${event.id}/register`, {
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'Sample',
      email: 'xss@example.org',
    });
    await server.client().post('/api/contact', {
      firstName: '<b>Bold</b>',
      lastName: 'Sample',
      email: 'bold@example.org',
      subject: '<script>alert(1)</script>',
      message: '<a href="https://evil.example">click</a>\n"quoted" & \'single\'',
    });
    const confirmation = await smtp.waitFor((m) => m.envelope.to.includes('xss@example.org'));
    expect(confirmation.html).toContain('Pond &lt;Study&gt; &amp; Friends');
    expect(confirmation.html).not.toMatch(/<img|<Study>/);
    // The name goes to nobody but the office: the address it came with is anyone's to type.
    expect(`${confirmation.text}${confirmation.html}`).not.toContain('onerror');

    const notice = await smtp.waitFor((m) => m.envelope.to.includes(OFFICE) && m.subject.includes('<script>'));
    expect(notice.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notice.html).toContain(
      '&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;<br>&quot;quoted&quot; &amp; &#39;single&#39;',
    );
    expect(notice.html).not.toMatch(/<script|<a href="https:\/\/evil|<b>Bold/);
  });

  it('the password-reset link goes through the queue, and its text is not kept once sent', async () => {
    const user = await createUser(server.deps.db, { firstName: 'Ann' });
    const res = await server.client().post('/api/auth/password-reset', { email: user.email });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(user.email));
    expect(mail.subject).toContain('Reset your');
    expect(mail.text).toMatch(/\/api\/reset-password\?token=[A-Za-z0-9_-]+/);
    const row = await waitForRow(server, user.email, 'sent');
    expect(row.kind).toBe('password-reset');
    expect(row.text).not.toContain('token=');
    expect(row.html).not.toContain('token=');
  });

  it('sign-up: the same answer for a known and a new address; the owner gets a note, the newcomer a link (not kept once sent)', async () => {
    const owner = await createUser(server.deps.db, { firstName: 'Olive' });
    const newcomer = 'newcomer@example.org';
    // Names and a password sent along are not taken: a sign-up is the address only.
    const body = { firstName: 'Nia', lastName: 'Sample', password: 'quiet heron at dawn' };
    const known = await server.client().post('/api/auth/signup', { ...body, email: owner.email });
    const fresh = await server.client().post('/api/auth/signup', { ...body, email: newcomer });
    expect([known.status, known.text, known.headers.getSetCookie().length]).toEqual([
      fresh.status,
      fresh.text,
      fresh.headers.getSetCookie().length,
    ]);

    const note = await smtp.waitFor((m) => m.envelope.to.includes(owner.email));
    expect(note.subject).toContain('Someone tried to sign up with your address');
    expect(note.text).toContain('Hello Olive,');
    expect(note.text).toContain(`${server.deps.config.publicUrl}/api/password-reset`);
    expect(note.text).not.toContain('Nia');
    const link = await smtp.waitFor((m) => m.envelope.to.includes(newcomer));
    expect(link.subject).toContain('Finish creating your');
    expect(link.text).toMatch(/\/api\/confirm-signup\?token=[A-Za-z0-9_-]{43}/);
    // Nothing the visitor typed reaches the address, which is not yet known to be theirs.
    expect(link.text).toContain('Hello,');
    expect(`${link.text}${link.html}`).not.toContain('Nia');
    expect((await waitForRow(server, owner.email, 'sent')).kind).toBe('signup-existing-account');
    const row = await waitForRow(server, newcomer, 'sent');
    expect(row.kind).toBe('signup-confirmation');
    expect(row.text).not.toContain('token=');
    expect(row.html).not.toContain('token=');
  });

  it('a bot caught by the honeypot gets the same answer and no mail is queued', async () => {
    const event = await createEvent(server.deps.db);
    const forms: Array<[string, Record<string, string>]> = [
      [`/api/events/${event.id}/register`, { firstName: 'Bot', lastName: 'Sample', email: 'bot@example.org' }],
      [
        '/api/volunteers',
        { firstName: 'Bot', lastName: 'Sample', email: 'bot@example.org', interest: 'Event Volunteer' },
      ],
      [
        '/api/contact',
        { firstName: 'Bot', lastName: 'Sample', email: 'bot@example.org', subject: 'Buy', message: 'Spam' },
      ],
    ];
    for (const [path, body] of forms)
      expect((await server.client().post(path, { ...body, website: 'https://spam.example' })).status).toBe(201);
    const rows = await server.deps.db.repo(OutboundEmail).find();
    expect(rows.filter((r) => r.to === 'bot@example.org' || r.subject.includes('Bot Sample'))).toEqual([]);
  });

  it('without ADMIN_NOTIFY_EMAIL no notice is queued', async () => {
    await server.restart({ ADMIN_NOTIFY_EMAIL: '' });
    await server.client().post('/api/volunteers', {
      firstName: 'Solo',
      lastName: 'Sample',
      email: 'solo@example.org',
      interest: 'Event Volunteer',
    });
    await smtp.waitFor((m) => m.envelope.to.includes('solo@example.org'));
    const rows = await server.deps.db.repo(OutboundEmail).find({ where: { kind: 'volunteer-notice' } });
    expect(rows.map((r) => r.subject)).not.toContain('New volunteer: Solo Sample (Event Volunteer)');
  });
});

/** The queue row to `to`, once it has reached `status` (the worker marks it just after the SMTP server answers). */
async function waitForRow(server: TestServer, to: string, status: string): Promise<OutboundEmail> {
  for (let i = 0; i < 200; i++) {
    const row = await server.deps.db.repo(OutboundEmail).findOneBy({ to });
    if (row?.status === status) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${status} message to ${to}`);
}
