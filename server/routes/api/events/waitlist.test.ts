import { pressLinkButton } from '@server/test/formPosts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import { createEvent } from '@server/test/factories';
import { postFormAndFollow } from '@server/test/formPosts';
import type { ReceivedMail, SmtpTestServer } from '@server/test/smtpServer';
import type { TestClient } from '@server/test/client';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { cancelToken, leaveWaitlistToken } from '@server/services/cancelTokens';

/**
 * The waiting list of a full event and the cancel link in every confirmation: joining and its refusals, the seat
 * that frees going to the first person waiting (a cancellation, more capacity, an admin's removal), and the
 * mails as a real SMTP server receives them, calendar files read with ical.js.
 */

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const person = (name: string) => ({ firstName: name, lastName: 'Sample', email: `${name.toLowerCase()}@example.org` });

/** The cancel link in a confirmation's plain text, as a path on the site. */
function cancelPathIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/api\/cancel-registration\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no cancel link in: ${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The leave link in a waiting-list mail's plain text, as a path on the site. */
function leavePathIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/api\/leave-waitlist\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no leave link in: ${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

/** The page's button pressed, as the browser does: a post that acts is followed to its result page. */
const postForm = pressLinkButton;

describe('event waiting list and cancelling a registration', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;
  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp());
    ({ client: admin } = await server.signedIn({ admin: true }));
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  const seats = async (eventId: string) => {
    const event = await server.deps.db.repo(Event).findOneByOrFail({ id: eventId });
    const rows = await server.deps.db.repo(EventRegistration).countBy({ eventId });
    expect(event.currentRegistrations).toBe(rows);
    return rows;
  };
  const waiting = async (eventId: string) =>
    (await server.deps.db.repo(EventWaitlistEntry).find({ where: { eventId }, order: { ticket: 'ASC' } })).map(
      (w) => w.email,
    );

  it('a full event takes people on its waiting list in order and mails each their place', async () => {
    const event = await createEvent(server.deps.db, { title: 'Owl <Prowl> & Walk', maxCapacity: 1 });
    const client = server.client();
    expect((await client.post(`/api/events/${event.id}/register`, person('Ada'))).status).toBe(201);

    const first = await client.post(`/api/events/${event.id}/waitlist`, {
      ...person('Bea'),
      firstName: '<b>Bea</b>',
    });
    // The place goes by mail only: in the answer it would tell a new address from one already waiting.
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ mailed: true });
    const second = await client.post(`/api/events/${event.id}/waitlist`, person('Cal'));
    expect(second.status).toBe(202);
    expect(second.body).toEqual({ mailed: true });
    expect(await waiting(event.id)).toEqual(['bea@example.org', 'cal@example.org']);
    expect(await seats(event.id)).toBe(1);

    const mail = await smtp.waitFor((m) => m.envelope.to.includes('bea@example.org'));
    expect(mail.subject).toBe('On the waiting list: Owl <Prowl> & Walk');
    expect(mail.text).toContain('You are number 1 on the waiting list.');
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.html).toContain('Owl &lt;Prowl&gt; &amp; Walk');
    expect(mail.html).not.toContain('<b>Bea</b>');
    const cal = await smtp.waitFor((m) => m.envelope.to.includes('cal@example.org'));
    expect(cal.text).toContain('You are number 2 on the waiting list.');

    // The admin sees both lists, the waiting one with places.
    const list = await admin.get(`/api/admin/events/${event.id}/waitlist`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject([
      { position: 1, email: 'bea@example.org', firstName: '<b>Bea</b>' },
      { position: 2, email: 'cal@example.org' },
    ]);
  });

  it('refuses an event with room; answers an address already waiting or registered as a new one, and tells it by mail', async () => {
    const open = await createEvent(server.deps.db, { maxCapacity: 3 });
    const client = server.client();
    const roomy = await client.post(`/api/events/${open.id}/waitlist`, person('Dee'));
    expect(roomy.status).toBe(409);
    expect(roomy.body).toEqual({ message: 'This event still has room. Please register instead.' });
    const unlimited = await createEvent(server.deps.db, { maxCapacity: null });
    expect((await client.post(`/api/events/${unlimited.id}/waitlist`, person('Dee'))).status).toBe(409);

    const full = await createEvent(server.deps.db, { maxCapacity: 1 });
    expect((await client.post(`/api/events/${full.id}/register`, person('Eve'))).status).toBe(201);
    const registered = await client.post(`/api/events/${full.id}/waitlist`, {
      ...person('Eve'),
      email: 'EVE@example.org ',
    });
    const fay = await client.post(`/api/events/${full.id}/waitlist`, person('Fay'));
    const twice = await client.post(`/api/events/${full.id}/waitlist`, { ...person('Fay'), email: 'Fay@Example.org' });
    for (const res of [registered, fay, twice]) expect([res.status, res.text]).toEqual([202, '{"mailed":true}']);
    expect(await waiting(full.id)).toEqual(['fay@example.org']);
    const eveNote = await smtp.waitFor(
      (m) => m.envelope.to.includes('eve@example.org') && m.subject.startsWith('You are already registered'),
    );
    expect(eveNote.text).toContain('You are registered, and your spot is kept.');
    expect(eveNote.text).toContain('/api/cancel-registration?token=');
    const fayNote = await smtp.waitFor(
      (m) => m.envelope.to.includes('fay@example.org') && m.subject.startsWith('You are already on'),
    );
    expect(fayNote.text).toContain('You are still number 1 on the waiting list.');

    const past = await createEvent(server.deps.db, { maxCapacity: 0, date: new Date(Date.now() - 3 * 86_400_000) });
    expect((await client.post(`/api/events/${past.id}/waitlist`, person('Gus'))).status).toBe(400);
    const missing = await client.post('/api/events/00000000-0000-4000-8000-000000000000/waitlist', person('Gus'));
    expect(missing.status).toBe(404);
    const invalid = await client.post(`/api/events/${full.id}/waitlist`, { firstName: '', email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fieldErrors)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email']));
  });

  it('the cancel link asks first, then cancels, mails a calendar cancellation and registers the first waiting', async () => {
    const event = await createEvent(server.deps.db, { title: 'Heron Count', maxCapacity: 1, time: '9:00 AM' });
    const client = server.client();
    const ivy = await client.post(`/api/events/${event.id}/register`, person('Ivy'));
    expect(ivy.status).toBe(201);
    await client.post(`/api/events/${event.id}/waitlist`, person('Jon'));
    await client.post(`/api/events/${event.id}/waitlist`, person('Kit'));

    const confirmation = await smtp.waitFor((m) => m.envelope.to.includes('ivy@example.org'));
    expect(confirmation.text).toContain("Can't make it? Let us know so someone else can come.");
    expect(confirmation.html).toContain('Can&#39;t make it? Let us know so someone else can come.');
    const confirmed = parseCalendar(confirmation.attachments[0].content);
    expect(confirmed.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const path = cancelPathIn(confirmation);

    // Opening the link cancels nothing.
    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin');
    expect(page.text).toContain('Heron Count');
    expect(page.text).toContain('Cancel my registration');
    expect(await seats(event.id)).toBe(1);
    expect(await waiting(event.id)).toEqual(['jon@example.org', 'kit@example.org']);

    // The press is answered with a redirect to the page of what it did (a reload of it posts nothing).
    const done = await postForm(client, '/api/cancel-registration', { token: tokenOf(path) });
    expect([done.acted, done.status]).toEqual([true, 200]);
    expect(done.text).toContain('Your registration is cancelled.');
    const reloaded = await client.get(done.resultPath!, { accept: 'text/html' });
    expect(reloaded.text).toContain('Your registration is cancelled.');
    expect(done.text).not.toContain('Cancel my registration</button>');

    // Jon had the first place: registered at once, with the normal confirmation and calendar file.
    expect(await seats(event.id)).toBe(1);
    expect(await waiting(event.id)).toEqual(['kit@example.org']);
    const jon = await server.deps.db.repo(EventRegistration).findOneByOrFail({ eventId: event.id });
    expect(jon.email).toBe('jon@example.org');
    const promoted = await smtp.waitFor(
      (m) => m.envelope.to.includes('jon@example.org') && m.subject.startsWith('Registration confirmed'),
    );
    expect(promoted.subject).toBe('Registration confirmed: Heron Count');
    expect(promoted.text).toContain('a spot opened up for Heron Count');
    expect(promoted.text).toContain("Can't make it?");
    const jonCal = parseCalendar(promoted.attachments[0].content);
    expect(jonCal.event.uid).toBe(`event-${event.id}@localhost`);
    expect(jonCal.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');

    // Ivy's notice carries a file that removes the very entry her confirmation added.
    const notice = await smtp.waitFor(
      (m) => m.envelope.to.includes('ivy@example.org') && m.subject.startsWith('Registration cancelled'),
    );
    expect(notice.subject).toBe('Registration cancelled: Heron Count');
    const [ics] = notice.attachments;
    expect(ics.contentType).toMatch(/method=CANCEL/i);
    const cancelled = parseCalendar(ics.content);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(confirmed.event.uid);
    expect(cancelled.event.uid).toBe(`event-${event.id}@localhost`);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.sequence).toBeGreaterThan(confirmed.event.sequence);
    expect(cancelled.event.startDate.toJSDate().getTime()).toBe(confirmed.event.startDate.toJSDate().getTime());

    // A second visit, or a second press, says so and changes nothing.
    const again = await client.get(path);
    expect(again.status).toBe(200);
    expect(again.text).toContain('This registration has already been cancelled.');
    expect(again.text).not.toContain('Cancel my registration</button>');
    const pressedAgain = await postForm(client, '/api/cancel-registration', { token: tokenOf(path) });
    expect([pressedAgain.acted, pressedAgain.status]).toEqual([false, 200]);
    expect(pressedAgain.text).toContain('This registration has already been cancelled.');
    expect(await seats(event.id)).toBe(1);
    expect(await waiting(event.id)).toEqual(['kit@example.org']);
    expect(smtp.mailsTo('ivy@example.org').filter((m) => m.subject.startsWith('Registration cancelled'))).toHaveLength(
      1,
    );
  });

  it('every waiting-list mail carries a leave link: opening it asks, pressing leaves, the next person moves up', async () => {
    const event = await createEvent(server.deps.db, { title: 'Owl Prowl', maxCapacity: 1, time: '7:00 PM' });
    const client = server.client();
    await client.post(`/api/events/${event.id}/register`, person('Oda'));
    await client.post(`/api/events/${event.id}/waitlist`, person('Pia'));
    await client.post(`/api/events/${event.id}/waitlist`, person('Quin'));
    const placed = await smtp.waitFor((m) => m.envelope.to.includes('pia@example.org'));
    expect(placed.text).toContain('No longer need a spot? Leave the waiting list so the next person moves up.');
    expect(placed.html).toContain('/api/leave-waitlist?token=');
    const path = leavePathIn(placed);

    // Asked again while waiting, and an admin's message to the list: both carry the same link.
    await client.post(`/api/events/${event.id}/waitlist`, person('Pia'));
    const again = await smtp.waitFor(
      (m) => m.envelope.to.includes('pia@example.org') && m.subject.startsWith('You are already on the waiting list'),
    );
    expect(leavePathIn(again)).toBe(path);
    const sent = await admin.post(`/api/admin/events/${event.id}/message`, {
      subject: 'Bring a torch',
      message: 'It will be dark.',
      includeWaitlist: true,
    });
    expect(sent.status).toBe(202);
    const note = await smtp.waitFor((m) => m.envelope.to.includes('pia@example.org') && m.subject === 'Bring a torch');
    expect(leavePathIn(note)).toBe(path);
    const adaNote = await smtp.waitFor(
      (m) => m.envelope.to.includes('oda@example.org') && m.subject === 'Bring a torch',
    );
    expect(adaNote.text).not.toContain('/api/leave-waitlist');

    // Opening the link changes nothing; it names the event and asks.
    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Owl Prowl');
    expect(page.text).toContain('Leave the waiting list</button>');
    expect(await waiting(event.id)).toEqual(['pia@example.org', 'quin@example.org']);

    const done = await postForm(client, '/api/leave-waitlist', { token: tokenOf(path) });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You have left the waiting list.');
    expect(await waiting(event.id)).toEqual(['quin@example.org']);
    expect(await seats(event.id)).toBe(1);

    // A second press changes nothing; a cancel token is no leave token, nor the other way round.
    const pressedAgain = await postForm(client, '/api/leave-waitlist', { token: tokenOf(path) });
    expect(pressedAgain.status).toBe(200);
    expect(pressedAgain.text).toContain('You are no longer on the waiting list for this event');
    const secret = server.deps.config.sessionSecret;
    const [cal] = await server.deps.db.repo(EventWaitlistEntry).findBy({ eventId: event.id });
    const asCancel = cancelToken(secret, cal.id, event.id);
    expect((await postForm(client, '/api/leave-waitlist', { token: asCancel })).status).toBe(400);
    const [ada] = await server.deps.db.repo(EventRegistration).findBy({ eventId: event.id });
    expect(
      (await postForm(client, '/api/cancel-registration', { token: leaveWaitlistToken(secret, ada.id, event.id) }))
        .status,
    ).toBe(400);
    expect(await waiting(event.id)).toEqual(['quin@example.org']);
    expect(await seats(event.id)).toBe(1);
    expect((await client.get('/api/leave-waitlist?token=nope')).text).toContain('This link is not valid.');

    // Once the event has started the link says so.
    await server.deps.db.write((m) =>
      m.update(
        Event,
        { id: event.id },
        { date: new Date(Date.now() - 3600_000), time: 'All day', allDay: true, startTime: null, endTime: null },
      ),
    );
    const calToken = leaveWaitlistToken(secret, cal.id, event.id);
    expect((await client.get(`/api/leave-waitlist?token=${calToken}`)).status).toBe(410);
    expect((await postForm(client, '/api/leave-waitlist', { token: calToken })).status).toBe(410);
    expect(await waiting(event.id)).toEqual(['quin@example.org']);
  });

  it('wrong, tampered and other-event tokens get a 400 page; a started event a 410 page; never a 500', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 5 });
    const res = await server.client().post(`/api/events/${event.id}/register`, person('Lou'));
    const secret = server.deps.config.sessionSecret;
    const good = cancelToken(secret, res.body.id, event.id);
    const other = await createEvent(server.deps.db);
    const wrong = [
      'nope',
      '',
      `${good}x`,
      good.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      cancelToken('another-secret-of-at-least-32-characters', res.body.id, event.id),
      cancelToken(secret, res.body.id, other.id),
      `${good}.extra`,
      'a'.repeat(5000),
    ];
    for (const token of wrong) {
      const page = await server.client().get(`/api/cancel-registration?token=${encodeURIComponent(token)}`);
      expect(page.status, token.slice(0, 40)).toBe(token === cancelToken(secret, res.body.id, other.id) ? 200 : 400);
      const post = await postForm(server.client(), '/api/cancel-registration', { token });
      expect(post.status, token.slice(0, 40)).toBe(page.status);
      expect(post.text).not.toContain('Your registration is cancelled.');
    }
    expect(await seats(event.id)).toBe(1);
    const bad = await server.client().get('/api/cancel-registration?token=nope');
    expect(bad.text).toContain('This cancellation link is not valid.');
    expect((await server.client().get('/api/cancel-registration')).status).toBe(400);

    // Once the event has started the link no longer works, and says so.
    await server.deps.db.write((m) =>
      m.update(
        Event,
        { id: event.id },
        { date: new Date(Date.now() - 3600_000), time: 'All day', allDay: true, startTime: null, endTime: null },
      ),
    );
    const started = await server.client().get(`/api/cancel-registration?token=${good}`);
    expect(started.status).toBe(410);
    expect(started.text).toContain('This event has already started');
    expect((await postForm(server.client(), '/api/cancel-registration', { token: good })).status).toBe(410);
    expect(await seats(event.id)).toBe(1);

    // A deleted event: 404 page.
    await server.deps.db.write((m) => m.delete(Event, { id: event.id }));
    expect((await server.client().get(`/api/cancel-registration?token=${good}`)).status).toBe(404);
  });

  it('more capacity from an admin registers the people waiting, earliest first, as far as the seats go', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 1 });
    const client = server.client();
    await client.post(`/api/events/${event.id}/register`, person('Mae'));
    for (const name of ['Ned', 'Oli', 'Pia']) {
      expect((await client.post(`/api/events/${event.id}/waitlist`, person(name))).status).toBe(202);
    }
    const version = (await admin.get(`/api/events/${event.id}`)).body.version;
    const raised = await admin.put(`/api/admin/events/${event.id}`, { maxCapacity: 3, version });
    expect(raised.status).toBe(200);
    expect(raised.body.currentRegistrations).toBe(3);
    expect(await seats(event.id)).toBe(3);
    expect(await waiting(event.id)).toEqual(['pia@example.org']);
    for (const to of ['ned@example.org', 'oli@example.org']) {
      const mail = await smtp.waitFor(
        (m) => m.envelope.to.includes(to) && m.subject.startsWith('Registration confirmed'),
      );
      expect(parseCalendar(mail.attachments[0].content).calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    }

    // No limit at all: everyone waiting gets in.
    const unlimited = await admin.put(`/api/admin/events/${event.id}`, {
      maxCapacity: null,
      version: raised.body.version,
    });
    expect(unlimited.status).toBe(200);
    expect(await seats(event.id)).toBe(4);
    expect(await waiting(event.id)).toEqual([]);
  });

  it("an admin's removal frees the seat for the first person waiting; unknown registrations are 404", async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 2 });
    const client = server.client();
    const quinn = await client.post(`/api/events/${event.id}/register`, person('Quinn'));
    await client.post(`/api/events/${event.id}/register`, person('Rae'));
    await client.post(`/api/events/${event.id}/waitlist`, person('Sid'));
    const removed = await admin.delete(`/api/admin/events/${event.id}/registrations/${quinn.body.id}`);
    expect(removed.status).toBe(204);
    expect(await seats(event.id)).toBe(2);
    expect(await waiting(event.id)).toEqual([]);
    const emails = (await admin.get(`/api/admin/events/${event.id}/registrations`)).body.map(
      (r: { email: string }) => r.email,
    );
    expect(emails).toEqual(['rae@example.org', 'sid@example.org']);
    await smtp.waitFor(
      (m) => m.envelope.to.includes('sid@example.org') && m.subject.startsWith('Registration confirmed'),
    );

    expect((await admin.delete(`/api/admin/events/${event.id}/registrations/${quinn.body.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/events/${event.id}/registrations/not-an-id`)).status).toBe(404);
    expect(await seats(event.id)).toBe(2);
  });

  it('the no-script waiting-list form redirects to the event page, showing the place or the fields to correct', async () => {
    const event = await createEvent(server.deps.db, { title: 'Frog Chorus', maxCapacity: 0 });
    const path = `/api/forms/events/${event.id}/waitlist`;
    const ok = await postFormAndFollow(server.client(), path, person('Tess'));
    expect(ok.text).toContain('e-mailed tess@example.org about the waiting list for Frog Chorus');
    const bad = await postFormAndFollow(server.client(), path, { firstName: 'Tess', email: 'x' });
    expect(bad.text).toContain('Could Not Join the Waiting List');
    expect(await waiting(event.id)).toEqual(['tess@example.org']);
  });
});
