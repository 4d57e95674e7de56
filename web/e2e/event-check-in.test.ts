import { describe, expect, it } from 'vitest';
import { type BuiltServer } from './support/server';
import { adminCookie } from './support/accounts';
import { useSite } from './support/site';
import { DESKTOP, openPage } from './support/browser';
import { writeToDatabase, untilServed } from './support/database';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function call(server: BuiltServer, method: string, url: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { id: string };
  return { status: res.status, id: json.id };
}

/** Past events count who was checked in at the trailhead, once anyone was, instead of who registered. */
describe('attendance from check-ins on past events', () => {
  const site = useSite();

  it('shows "2 / 40 attended" for three registrations of which two were checked in', async () => {
    const cookie = await adminCookie(site.server, 'check-in-admin@example.org');
    // Its own title on each try: a retry must not find the hike its first try made.
    const title = `E2E Check-in Hike ${Date.now()}`;
    const event = await call(
      site.server,
      'POST',
      '/api/admin/events',
      {
        title,
        description: 'A hike whose people were checked in.',
        date: inDays(3),
        time: '9:00 AM',
        location: 'Trailhead',
        maxCapacity: 40,
      },
      cookie,
    );
    expect(event.status).toBe(201);
    const regs: string[] = [];
    for (const name of ['ana', 'ben', 'cy']) {
      const reg = await call(site.server, 'POST', `/api/events/${event.id}/register`, {
        firstName: name,
        lastName: 'Hiker',
        email: `${name}.hiker@example.org`,
      });
      expect(reg.status).toBe(201);
      regs.push(reg.id);
    }
    for (const id of regs.slice(0, 2))
      expect(
        (await call(site.server, 'PATCH', `/api/admin/registrations/${id}`, { checkedIn: true }, cookie)).status,
      ).toBe(200);
    // The hike has taken place: its day moved back a few years, straight in the database.
    writeToDatabase(site.server, (db) =>
      db.prepare(`UPDATE events SET date = replace(date, substr(date, 1, 4), '2020') WHERE id = ?`).run(event.id),
    );
    await untilServed(site.server, '/past-events', title);

    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/past-events`);
    const card = page.locator('.past-event-card', { hasText: title });
    await card.getByText('2 / 40 attended').waitFor();
    await page.goto(`${site.server.url}/events/${event.id}`);
    await page.getByText('2 / 40 attended').waitFor();
    page.expectNoErrors();
    await context.close();
  });
});
