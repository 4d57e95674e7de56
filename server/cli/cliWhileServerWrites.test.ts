import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/client';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { BUILT_CLI, ensureBuilt, startChildServer, type ChildServer } from '../test/childServer';

/**
 * `npm run user -- create`, the README's way to make the first admin, run as an operator runs it: its own process
 * on the data folder of a running server that keeps writing. On SQLite the two processes share one file, and a
 * write transaction that began by reading was refused at once ("database is locked") when the other committed in
 * between; every write now takes the write lock first and waits its turn. The server's own writes must not fail
 * either. Runs on both databases.
 */
describe('the command-line tool while the server writes', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: ChildServer;

  beforeAll(async () => {
    await ensureBuilt();
    testDb = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-cli-busy-'));
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url ?? '',
      SESSION_SECRET: 'cli-busy-test-secret-that-is-long-enough',
      PASSWORD_HASH_COST: '1024',
    };
    server = await startChildServer(env);
  }, 300_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await testDb?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const runCli = (args: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, [BUILT_CLI, ...args], {
        env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.on('close', (code) => resolve({ code, out, err }));
    });

  it('creates accounts while visitors send messages, and every message is kept', { timeout: 240_000 }, async () => {
    let writing = true;
    let sent = 0;
    const failures: string[] = [];
    // Four visitors sending messages back to back: each one a committed write (the message and its mail).
    const visitor = async (n: number) => {
      const client = new TestClient(server.url);
      for (let i = 0; writing; i++) {
        const res = await client.post('/api/contact', {
          firstName: 'Robin',
          lastName: `Writer ${n}`,
          email: `writer${n}@example.org`,
          subject: `Message ${i}`,
          message: 'Busy day on the trails.',
        });
        if (res.status === 201) sent++;
        else failures.push(`${res.status} ${res.text}`);
      }
    };
    const visitors = [0, 1, 2, 3].map(visitor);
    try {
      for (let run = 0; run < 4; run++) {
        const sentBefore = sent;
        const email = `admin${run}@example.org`;
        const r = await runCli(['user', 'create', '--email', email, '--password', 'long-enough-password', '--admin']);
        expect(r.err, `run ${run}`).toBe('');
        expect(r.code, `run ${run}`).toBe(0);
        expect(r.out).toBe(`Created admin account ${email}\n`);
        // The server really was writing while the command ran.
        expect(sent, `run ${run}`).toBeGreaterThan(sentBefore);
      }
    } finally {
      writing = false;
      await Promise.all(visitors);
    }
    expect(failures).toEqual([]);
    for (let run = 0; run < 4; run++) {
      const res = await new TestClient(server.url).post('/api/auth/login', {
        email: `admin${run}@example.org`,
        password: 'long-enough-password',
      });
      expect(res.status).toBe(200);
      expect(res.body.isAdmin).toBe(true);
    }
  });
});
