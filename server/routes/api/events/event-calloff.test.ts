import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import { createEvent } from '@server/test/factories';
import { SAMPLE_PLACE, saveSiteSettings } from '@server/test/settings';
import type { ReceivedMail, SmtpTestServer } from '@server/test/smtpServer';
import type { TestClient } from '@server/test/client';
import { OutboundEmail } from '@server/db/entities';

/**
 * An admin calls an event off or writes to its people: the mails as a real SMTP server receives them (calendar
 * files read with ical.js), the event's status everywhere it is shown, and the refusals afterwards.
 */

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { calendar, vevents: calendar.getAllSubcomponents('vevent') };
}

const icsOf = (mail: ReceivedMail) => {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar file in ${mail.subject}`);
  return part.content;
};

const person = (name: string) => ({ firstName: name, lastName: 'Sample', email: `${name.toLowerCase()}@example.org` });

describe('calling off an event and messaging its registrants', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;
  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp());
    ({ client: admin } = await server.signedIn({ admin: true }));
    await saveSiteSettings(server, admin, SAMPLE_PLACE);
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  it('mails everyone the message with a calendar removal, marks the event cancelled and takes nobody after', async () => {
    const event = await createEvent(server.deps.db, { title: 'Moth <Night>', maxCapacity: 2, time: '8:00 PM' });
    const client = server.client();
    for (const name of ['Amy', 'Bob']) {
      expect((await client.post(`/api/events/${event.id}/register`, person(name))).status).toBe(201);
    }
    expect((await client.post(`/api/events/${event.id}/waitlist`, person('Cy'))).status).toBe(202);
    const confirmation = await smtp.waitFor(
      (m) => m.subject.startsWith('Registration confirmed') && m.envelope.to.includes('amy@example.org'),
    );
    const confirmed = parseCalendar(icsOf(confirmation)).vevents[0];

    const invalid = await admin.post(`/api/admin/events/${event.id}/cancel`, { message: '  ' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fieldErrors)).toEqual(['message']);

    const message = 'The <b>storm</b> closed the trails.\n\nWe will set a new date & tell you.';
    const res = await admin.post(`/api/admin/events/${event.id}/cancel`, { message });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: event.id, status: 'cancelled' });
    expect((await client.get(`/api/events/${event.id}`)).body).toMatchObject({ status: 'cancelled' });
    const listed = (await client.get('/api/events')).body as Array<{ id: string; status: string }>;
    expect(listed.find((e) => e.id === event.id)?.status).toBe('cancelled');

    const amy = await smtp.waitFor(
      (m) => m.subject === 'Cancelled: Moth <Night>' && m.envelope.to.includes('amy@example.org'),
    );
    expect(amy.text).toMatch(/^Hello,$/m);
    expect(amy.text).toContain(message);
    expect(amy.text).toContain('You were registered for it.');
    expect(amy.html).toContain('The &lt;b&gt;storm&lt;/b&gt; closed the trails.');
    expect(amy.html).toContain('We will set a new date &amp; tell you.');
    expect(amy.html).not.toContain('<b>storm</b>');
    expect(amy.html).toContain('Moth &lt;Night&gt;');
    const removal = parseCalendar(icsOf(amy));
    expect(removal.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(removal.vevents[0].getFirstPropertyValue('uid')).toBe(confirmed.getFirstPropertyValue('uid'));
    expect(removal.vevents[0].getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(removal.vevents[0].getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(confirmed.getFirstPropertyValue('sequence')),
    );
    await smtp.waitFor((m) => m.subject === 'Cancelled: Moth <Night>' && m.envelope.to.includes('bob@example.org'));
    const cy = await smtp.waitFor(
      (m) => m.subject === 'Cancelled: Moth <Night>' && m.envelope.to.includes('cy@example.org'),
    );
    expect(cy.text).toContain('You were on the waiting list for it.');
    const cyRemoval = parseCalendar(icsOf(cy));
    expect(cyRemoval.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cyRemoval.vevents[0].getFirstPropertyValue('uid')).toMatch(new RegExp(`^event-${event.id}@`));
    expect(await server.deps.db.repo(OutboundEmail).countBy({ kind: 'event-cancelled' })).toBe(3);

    // Nobody can take a seat or a place in line; a second call-off is refused and mails nobody.
    const late = await client.post(`/api/events/${event.id}/register`, person('Dot'));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This event has been cancelled, so it takes no registrations.');
    const lateWait = await client.post(`/api/events/${event.id}/waitlist`, person('Dot'));
    expect(lateWait.status).toBe(400);
    expect(lateWait.body.message).toBe('This event has been cancelled, so it takes no registrations.');
    const again = await admin.post(`/api/admin/events/${event.id}/cancel`, { message: 'Again' });
    expect(again.status).toBe(409);
    expect(await server.deps.db.repo(OutboundEmail).countBy({ kind: 'event-cancelled' })).toBe(3);

    // The subscribed calendar strikes it.
    const feed = parseCalendar((await client.get('/events.ics')).text);
    const entry = feed.vevents.find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`event-${event.id}@`));
    expect(entry?.getFirstPropertyValue('status')).toBe('CANCELLED');
    const single = parseCalendar((await client.get(`/events/${event.id}/calendar.ics`)).text);
    expect(single.vevents[0].getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('refuses 404 for a missing event and 400 for one already over', async () => {
    const missing = await admin.post('/api/admin/events/00000000-0000-4000-8000-000000000000/cancel', { message: 'x' });
    expect(missing.status).toBe(404);
    const past = await createEvent(server.deps.db, { date: new Date(Date.now() - 3 * 86_400_000) });
    expect((await admin.post(`/api/admin/events/${past.id}/cancel`, { message: 'x' })).status).toBe(400);
  });

  it('messages the registrants, and the people waiting when asked', async () => {
    const event = await createEvent(server.deps.db, { title: 'Frog Chorus', maxCapacity: 1 });
    const client = server.client();
    expect((await client.post(`/api/events/${event.id}/register`, person('Eva'))).status).toBe(201);
    expect((await client.post(`/api/events/${event.id}/waitlist`, person('Fin'))).status).toBe(202);

    const invalid = await admin.post(`/api/admin/events/${event.id}/message`, { subject: '', includeWaitlist: 'yes' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fieldErrors).sort()).toEqual(['includeWaitlist', 'message', 'subject']);

    const first = await admin.post(`/api/admin/events/${event.id}/message`, {
      subject: 'Parking <moved>\nBcc: x@example.org',
      message: 'Park at the <i>barn</i>.',
    });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ registrants: 1, waiting: 0 });
    const eva = await smtp.waitFor((m) => m.subject.startsWith('Parking') && m.envelope.to.includes('eva@example.org'));
    expect(eva.subject).toBe('Parking <moved> Bcc: x@example.org');
    expect(eva.headerNames.filter((h) => h.toLowerCase() === 'bcc')).toEqual([]);
    expect(eva.text).toContain('Park at the <i>barn</i>.');
    expect(eva.text).toContain('You are receiving this because you are registered for Frog Chorus.');
    expect(eva.html).toContain('Park at the &lt;i&gt;barn&lt;/i&gt;.');

    const both = await admin.post(`/api/admin/events/${event.id}/message`, {
      subject: 'Boots',
      message: 'Wear boots.',
      includeWaitlist: true,
    });
    expect(both.body).toEqual({ registrants: 1, waiting: 1 });
    const fin = await smtp.waitFor((m) => m.subject === 'Boots' && m.envelope.to.includes('fin@example.org'));
    expect(fin.text).toContain('You are receiving this because you are on the waiting list for Frog Chorus.');
    expect(
      smtp.mails.filter((m) => m.subject.startsWith('Parking') && m.envelope.to.includes('fin@example.org')),
    ).toEqual([]);
  });

  it("a message is the admin's own words: no greeting put before them, and a preview first that sends nothing", async () => {
    const event = await createEvent(server.deps.db, { title: 'Owl Prowl' });
    expect((await server.client().post(`/api/events/${event.id}/register`, person('Hal'))).status).toBe(201);
    const words = { subject: 'Owl night', message: 'Dear owl friends,\n\nBring a torch with a red filter.' };
    const before = await server.deps.db.repo(OutboundEmail).countBy({ kind: 'event-message' });
    const preview = await admin.post(`/api/admin/events/${event.id}/message`, { ...words, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ registrants: 1, waiting: 0, preview: { subject: 'Owl night' } });
    expect(preview.body.preview.text.startsWith('Dear owl friends,\n\nBring a torch with a red filter.')).toBe(true);
    expect(preview.body.preview.text).toContain('You are receiving this because you are registered for Owl Prowl.');
    expect(await server.deps.db.repo(OutboundEmail).countBy({ kind: 'event-message' })).toBe(before);

    expect((await admin.post(`/api/admin/events/${event.id}/message`, words)).status).toBe(202);
    const hal = await smtp.waitFor((m) => m.subject === 'Owl night' && m.envelope.to.includes('hal@example.org'));
    expect(hal.text.trimStart().startsWith('Dear owl friends,')).toBe(true);
    expect(hal.text).not.toMatch(/^Hello/m);
    expect(hal.html).not.toContain('Hello,');
    expect(hal.text).toBe(preview.body.preview.text);
  });

  it('a moved event tells its registrants when asked, with their calendar entry updated in place', async () => {
    const event = await createEvent(server.deps.db, { title: 'Newt <Survey>', time: '9:00 AM', location: 'Pond' });
    const client = server.client();
    expect((await client.post(`/api/events/${event.id}/register`, person('Gil'))).status).toBe(201);
    const confirmation = await smtp.waitFor(
      (m) => m.subject.startsWith('Registration confirmed') && m.envelope.to.includes('gil@example.org'),
    );
    const confirmed = parseCalendar(icsOf(confirmation)).vevents[0];

    // Without notify, or with nothing that matters changed, nobody is mailed.
    const quiet = await admin.put(`/api/admin/events/${event.id}`, { time: '9:30 AM' });
    expect(quiet.status).toBe(200);
    const retitled = await admin.put(`/api/admin/events/${event.id}`, { title: 'Newt <Survey>!', notify: true });
    expect(retitled.status).toBe(200);
    expect(await server.deps.db.repo(OutboundEmail).countBy({ kind: 'event-changed' })).toBe(0);
    const badFlag = await admin.put(`/api/admin/events/${event.id}`, { notify: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(Object.keys(badFlag.body.fieldErrors)).toEqual(['notify']);

    const moved = await admin.put(`/api/admin/events/${event.id}`, {
      time: '2:00 PM',
      location: 'East <pond>',
      notify: true,
    });
    expect(moved.status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.subject === 'Changed: Newt <Survey>!' && m.envelope.to.includes('gil@example.org'),
    );
    expect(mail.text).toContain('Time: 2:00 PM (was 9:30 AM)');
    expect(mail.text).toContain('Location: East <pond> (was Pond)');
    expect(mail.text).toMatch(/\/api\/cancel-registration\?token=\S+/);
    expect(mail.html).toContain('East &lt;pond&gt;');
    expect(mail.html).not.toContain('East <pond>');
    const updated = parseCalendar(icsOf(mail));
    expect(updated.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const entry = updated.vevents[0];
    expect(entry.getFirstPropertyValue('uid')).toBe(confirmed.getFirstPropertyValue('uid'));
    expect(Number(entry.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(confirmed.getFirstPropertyValue('sequence')),
    );
    expect(entry.getFirstPropertyValue('location')).toBe('East <pond>, Mapleton Preserve, Kingston, NJ 08528');
    const start = (entry.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate();
    expect(start.toLocaleTimeString('en-US', { timeZone: 'America/New_York', timeStyle: 'short' })).toBe('2:00 PM');

    // A later call-off's removal outranks the change.
    const off = await admin.post(`/api/admin/events/${event.id}/cancel`, { message: 'Flooded.' });
    expect(off.status).toBe(200);
    const removal = await smtp.waitFor(
      (m) => m.subject === 'Cancelled: Newt <Survey>!' && m.envelope.to.includes('gil@example.org'),
    );
    expect(Number(parseCalendar(icsOf(removal)).vevents[0].getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(entry.getFirstPropertyValue('sequence')),
    );
  });
});
