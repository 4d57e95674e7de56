import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import { createEvent, daysFromNow } from '@server/test/factories';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { Event, EventRegistration, OutboundEmail } from '@server/db/entities';
import { eventStartsAt } from '@shared/lib/eventSchedule';
import { queueDueReminders } from './reminders';

/**
 * The reminder before an event, on the real database and a real SMTP server: once per registration however
 * often and however concurrently the chore runs, none for people who registered inside the window, none for
 * cancelled registrations or cancelled events.
 */

const HOUR = 3_600_000;
const person = (name: string) => ({ firstName: name, lastName: 'Sample', email: `${name.toLowerCase()}@example.org` });

describe('event reminders', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => ({ server, smtp } = await startServerWithSmtp()));
  afterAll(() => closeServerWithSmtp(server, smtp));

  const remindersTo = async (email: string) =>
    server.deps.db.repo(OutboundEmail).countBy({ kind: 'event-reminder', to: email });

  it('reminds each registrant once within REMINDER_HOURS, even when rounds run side by side', async () => {
    const event = await createEvent(server.deps.db, {
      title: 'Bat <Walk> & Talk',
      date: daysFromNow(5),
      time: '7:30 PM',
      location: 'North <meadow> gate',
      description: '<p>Bring a torch &amp; warm clothes.</p>',
    });
    const client = server.client();
    for (const name of ['Ann', 'Ben', 'Cat']) {
      expect((await client.post(`/api/events/${event.id}/register`, person(name))).status).toBe(201);
    }
    // Cat cancels: the registration is gone, so no reminder can find it.
    const cat = await server.deps.db
      .repo(EventRegistration)
      .findOneByOrFail({ eventId: event.id, email: 'cat@example.org' });
    const admin = (await server.signedIn({ admin: true })).client;
    expect((await admin.delete(`/api/admin/events/${event.id}/registrations/${cat.id}`)).status).toBe(204);

    const startsAt = eventStartsAt(event).getTime();
    // Too early: the event is more than a day away.
    expect(await queueDueReminders(server.deps, new Date(startsAt - 30 * HOUR))).toBe(0);

    const inWindow = new Date(startsAt - 20 * HOUR);
    const counts = await Promise.all([
      queueDueReminders(server.deps, inWindow),
      queueDueReminders(server.deps, inWindow),
      queueDueReminders(server.deps, inWindow),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    // A restart or a later round finds nothing left to send.
    expect(await queueDueReminders(server.deps, new Date(startsAt - 2 * HOUR))).toBe(0);
    expect(await remindersTo('ann@example.org')).toBe(1);
    expect(await remindersTo('ben@example.org')).toBe(1);
    expect(await remindersTo('cat@example.org')).toBe(0);

    const mail = await smtp.waitFor(
      (m) => m.subject.startsWith('Reminder:') && m.envelope.to.includes('ann@example.org'),
    );
    expect(mail.subject).toMatch(/^Reminder: Bat <Walk> & Talk on /);
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).toContain('Time: 7:30 PM');
    expect(mail.text).toContain('Location: North <meadow> gate');
    expect(mail.text).toContain('Bring a torch & warm clothes.');
    expect(mail.text).toMatch(/\/api\/cancel-registration\?token=\S+/);
    expect(mail.html).toContain('Bat &lt;Walk&gt; &amp; Talk');
    expect(mail.html).toContain('North &lt;meadow&gt; gate');
    expect(mail.html).toContain('Bring a torch &amp; warm clothes.');
    expect(mail.html).toContain('/api/cancel-registration?token=');
    // The link in the reminder works like the confirmation's.
    const link = new URL(/https?:\/\/\S+\/api\/cancel-registration\?token=\S+/.exec(mail.text)![0]);
    expect((await server.client().get(link.pathname + link.search)).status).toBe(200);
  });

  it('sends none to people who registered inside the window, nor for a cancelled event', async () => {
    const event = await createEvent(server.deps.db, { date: daysFromNow(4), time: '9:00 AM' });
    const client = server.client();
    expect((await client.post(`/api/events/${event.id}/register`, person('Dan'))).status).toBe(201);
    expect((await client.post(`/api/events/${event.id}/register`, person('Eli'))).status).toBe(201);
    const startsAt = eventStartsAt(event).getTime();
    // Eli signed up ten hours before the start: the confirmation was their reminder.
    await server.deps.db
      .repo(EventRegistration)
      .update({ eventId: event.id, email: 'eli@example.org' }, { registeredAt: new Date(startsAt - 10 * HOUR) });
    expect(await queueDueReminders(server.deps, new Date(startsAt - 5 * HOUR))).toBe(1);
    expect(await remindersTo('dan@example.org')).toBe(1);
    expect(await remindersTo('eli@example.org')).toBe(0);

    const calledOff = await createEvent(server.deps.db, { date: daysFromNow(6), time: '9:00 AM' });
    expect((await client.post(`/api/events/${calledOff.id}/register`, person('Fay'))).status).toBe(201);
    await server.deps.db.repo(Event).update({ id: calledOff.id }, { status: 'cancelled' });
    expect(await queueDueReminders(server.deps, new Date(eventStartsAt(calledOff).getTime() - 5 * HOUR))).toBe(0);
    expect(await remindersTo('fay@example.org')).toBe(0);
  });
});
