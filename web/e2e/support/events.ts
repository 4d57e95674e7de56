import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import { createAccount, sessionCookie, type Account } from './accounts';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './server';
import { launchBrowser } from './browser';
import type { EventDto, RegistrationDto } from '../../../shared/api/types';
import { startSmtpServer, type SmtpTestServer } from '../../../server/test/smtpServer';

/** Creates an event through the admin API with an admin's session cookie; its id. */
export async function createEventViaApi(
  server: BuiltServer,
  cookie: string,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { id: string };
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.id;
}

/**
 * Deletes the event when the running try ends, passed or failed, so that a retry meets the site as the first try did
 * (a retry that found the first try's event too would see two of it).
 */
export function removeEventWhenTryEnds(server: BuiltServer, cookie: string, eventId: string): void {
  onTestFinished(() => deleteEventViaApi(server, cookie, eventId));
}

/** Deletes an event through the admin API; one already gone is fine. */
export async function deleteEventViaApi(server: BuiltServer, cookie: string, eventId: string): Promise<void> {
  const res = await fetch(`${server.url}/api/admin/events/${eventId}`, { method: 'DELETE', headers: { cookie } });
  expect([200, 204, 404]).toContain(res.status);
}

/**
 * Deletes every event whose title matches (from the public list, which holds past events too): a retry then starts
 * without the events its first try made through the browser, whose ids the test never learnt.
 */
export async function deleteEventsTitled(server: BuiltServer, cookie: string, title: RegExp): Promise<void> {
  const events = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
  for (const e of events.filter((event) => title.test(event.title))) await deleteEventViaApi(server, cookie, e.id);
}

/** Deletes the event's registrations from these addresses (in any letter case), through the admin API. */
export async function deleteRegistrations(
  server: BuiltServer,
  cookie: string,
  eventId: string,
  emails: string[],
): Promise<void> {
  const list = await fetch(`${server.url}/api/admin/events/${eventId}/registrations`, { headers: { cookie } });
  expect(list.status).toBe(200);
  const wanted = new Set(emails.map((e) => e.toLowerCase()));
  const theirs = ((await list.json()) as RegistrationDto[]).filter((r) => wanted.has(r.email.toLowerCase()));
  for (const r of theirs) {
    const res = await fetch(`${server.url}/api/admin/events/${eventId}/registrations/${r.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect([200, 204]).toContain(res.status);
  }
}

/** Deletes the event's registrations from one address (in any letter case) when the running try ends. */
export function removeRegistrationsWhenTryEnds(server: BuiltServer, cookie: string, eventId: string, email: string) {
  onTestFinished(() => deleteRegistrations(server, cookie, eventId, [email]));
}

/** Registers someone through the public API, as the event page's scripted form does. */
export async function registerViaApi(
  server: BuiltServer,
  eventId: string,
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const res = await fetch(`${server.url}/api/events/${eventId}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  expect(res.status, await res.text()).toBe(201);
}

export interface SiteWithSmtp {
  server: BuiltServer;
  browser: Browser;
  smtp: SmtpTestServer;
  /** The admin's session cookie, for the admin API. */
  cookie: string;
}

/**
 * Registers the file's hooks: the built site with its mail going to a real SMTP server on loopback (polled fast), a
 * browser, and `admin`'s account signed in for the admin API; all closed after the file. Filled once the file starts.
 */
export function useSiteWithSmtp(admin: Account): SiteWithSmtp {
  const site = {} as SiteWithSmtp;
  beforeAll(async () => {
    site.smtp = await startSmtpServer();
    [site.server, site.browser] = await Promise.all([
      startBuiltServer({ ...site.smtp.env, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '100' }),
      launchBrowser(),
    ]);
    await createAccount(site.server, admin);
    site.cookie = await sessionCookie(site.server, admin);
  }, 120_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
    await site.smtp?.close();
  });
  return site;
}
