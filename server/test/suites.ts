import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { startSmtpServer, type SmtpTestServer } from './smtpServer';
import type { TestClient } from './client';

/** The mail worker polls and retries quickly, so a test waits milliseconds for a mail, not seconds. */
export const FAST_MAIL = { MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100' };

/** A test server whose outgoing mail goes to a real SMTP test server; `env` adds to or changes FAST_MAIL. */
export async function startServerWithSmtp(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; smtp: SmtpTestServer }> {
  const smtp = await startSmtpServer();
  const server = await startTestServer({ env: { ...smtp.env, ...FAST_MAIL, ...env } });
  return { server, smtp };
}

/** Closes the site first (its mail worker finishes the message in hand), then the SMTP server it sends to. */
export async function closeServerWithSmtp(server: TestServer, smtp: SmtpTestServer): Promise<void> {
  await server.close();
  await smtp.close();
}

/** A test server with a signed-in admin and a signed-in member who is no admin, for role checks. */
export async function startServerWithAdminAndMember(
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<{ server: TestServer; admin: TestClient; adminId: string; member: TestClient }> {
  const server = await startTestServer(options);
  const { client: admin, userId: adminId } = await server.signedIn({ admin: true });
  const { client: member } = await server.signedIn();
  return { server, admin, adminId, member };
}

export type AdminAndMember = Awaited<ReturnType<typeof startServerWithAdminAndMember>>;

/**
 * Registers the suite's hooks for startServerWithAdminAndMember and closes the server after the suite. The fields are
 * filled once the suite starts; a test may replace `server`, and the replacement is the one closed.
 */
export function useAdminAndMember(options: Parameters<typeof startTestServer>[0] = {}): AdminAndMember {
  const suite = {} as AdminAndMember;
  beforeAll(async () => {
    Object.assign(suite, await startServerWithAdminAndMember(options));
  });
  afterAll(() => suite.server.close());
  return suite;
}

export interface SignedInAdmin {
  server: TestServer;
  admin: TestClient;
}

/** Registers the suite's hooks: a test server with a signed-in admin, closed after the suite. */
export function useSignedInAdmin(options: Parameters<typeof startTestServer>[0] = {}): SignedInAdmin {
  const suite = {} as SignedInAdmin;
  beforeAll(async () => {
    suite.server = await startTestServer(options);
    ({ client: suite.admin } = await suite.server.signedIn({ admin: true }));
  });
  afterAll(() => suite.server.close());
  return suite;
}
