import type { TestProject } from 'vitest/node';
import { startBuiltServer, type BuiltServer } from './server';

/**
 * Vitest global setup for the `components` project: the shared admin components are tested in jsdom
 * against the real built server (demo content), over a desktop bearer token, as the desktop app talks
 * to it. Nothing of the API is faked. Each test file gets the address and an admin's token.
 */
export const COMPONENT_ADMIN = { email: 'components-admin@example.org', password: 'component tests admin password 9' };

let server: BuiltServer | undefined;

export async function setup(project: TestProject) {
  server = await startBuiltServer();
  const created = await server.cli([
    'user',
    'create',
    '--email',
    COMPONENT_ADMIN.email,
    '--password',
    COMPONENT_ADMIN.password,
    '--admin',
  ]);
  if (created.code !== 0) throw new Error(`could not create the test admin:\n${created.output}`);
  const res = await fetch(`${server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...COMPONENT_ADMIN, deviceName: 'component tests' }),
  });
  if (!res.ok) throw new Error(`could not get a token: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  project.provide('apiUrl', server.url);
  project.provide('adminToken', token);
  project.provide('apiDataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    adminToken: string;
    /** The server's data folder: its outbox holds the mail it sent. */
    apiDataDir: string;
  }
}
