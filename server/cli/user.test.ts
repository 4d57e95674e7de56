import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userCommand } from './user';
import { loadConfig, type Config } from '../config';
import { Database } from '../db/database';
import { User } from '../db/entities';
import { createLogger } from '../lib/logger';
import { startServer, type RunningServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { TestClient } from '../test/client';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run user -- create ...` against a running server's database: the account it makes must be able to
 * sign in over HTTP, exactly as an operator would use it on a fresh install.
 */
describe('user create', () => {
  let dataDir: string;
  let database: TestDatabase;
  let env: Record<string, string>;
  let config: Config;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preserve-cli-'));
    database = await createTestDatabase();
    env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      SESSION_SECRET: 'cli-test-secret-that-is-long-enough-to-sign',
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '1024',
    };
    config = loadConfig(env);
    server = await startServer(config, createLogger('silent'));
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  const openDb = () => Database.open(config.database, createLogger('silent'));

  /** Runs the command in-process and captures what it prints. */
  async function run(args: string[], open: () => Promise<Database> = openDb) {
    let out = '';
    let err = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
    try {
      const code = await userCommand(args, open, config.passwordHashCost);
      return { code, out, err };
    } finally {
      vi.restoreAllMocks();
    }
  }

  const signIn = (email: string, password: string) =>
    new TestClient(server.url).post('/api/auth/login', { email, password });
  const findUser = (email: string) => server.deps.db.repo(User).findOneBy({ email });

  it('creates an account that can sign in', async () => {
    const r = await run(['create', '--email', 'ops@example.org', '--password', 'first-password']);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toBe('Created account ops@example.org\n');
    const res = await signIn('ops@example.org', 'first-password');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'ops@example.org', isAdmin: false, firstName: null, lastName: null });
  });

  it('updates the account on a second run: the new password works, the old one does not', async () => {
    const r = await run(['create', '--email', 'ops@example.org', '--password', 'second-password']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('Updated account ops@example.org\n');
    expect((await signIn('ops@example.org', 'second-password')).status).toBe(200);
    const old = await signIn('ops@example.org', 'first-password');
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: 'Invalid email or password.' });
    expect(await server.deps.db.repo(User).countBy({ email: 'ops@example.org' })).toBe(1);
  });

  it('--admin sets isAdmin, on create and on update', async () => {
    const created = await run([
      'create',
      '--email',
      'Boss@Example.org',
      '--password',
      'boss-password',
      '--admin',
      '--first-name',
      'Dana',
      '--last-name',
      'Sample',
    ]);
    expect(created.code).toBe(0);
    expect(created.out).toBe('Created admin account boss@example.org\n');
    const res = await signIn('boss@example.org', 'boss-password');
    expect(res.body).toMatchObject({ isAdmin: true, firstName: 'Dana', lastName: 'Sample', email: 'boss@example.org' });

    const promoted = await run(['create', '--email', 'ops@example.org', '--password', 'second-password', '--admin']);
    expect(promoted.out).toBe('Updated admin account ops@example.org\n');
    expect((await findUser('ops@example.org'))!.isAdmin).toBe(true);
  });

  it('an update without --admin keeps the role and the names', async () => {
    const r = await run(['create', '--email', 'boss@example.org', '--password', 'boss-password-2']);
    expect(r.code).toBe(0);
    expect(await findUser('boss@example.org')).toMatchObject({ isAdmin: true, firstName: 'Dana', lastName: 'Sample' });
  });

  it('names lose control characters, as everywhere else (NUL would fail on PostgreSQL)', async () => {
    const r = await run([
      'create',
      '--email',
      'bell@example.org',
      '--password',
      'bell-password',
      '--first-name',
      'Da\u0000na\u0007',
      '--last-name',
      '\u001b[31mSample',
    ]);
    expect(r.code).toBe(0);
    expect(await findUser('bell@example.org')).toMatchObject({ firstName: 'Dana', lastName: '[31mSample' });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const user = await findUser('ops@example.org');
    expect(user!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user!.passwordHash).not.toContain('second-password');
  });

  describe('refuses bad arguments with exit code 1 and a clear message, touching nothing', () => {
    const neverOpen = () => Promise.reject(new Error('the database must not be opened for bad arguments'));

    it.each([
      [['create', '--password', 'long-enough-password'], '--email: Email is required'],
      [
        ['create', '--email', 'not-an-email', '--password', 'long-enough-password'],
        '--email: Please enter a valid email address',
      ],
      [
        ['create', '--email', 'x@example.org', '--password', 'short'],
        '--password: The password must be at least 8 characters',
      ],
      [['create', '--email', 'x@example.org'], '--password: A password is required'],
    ])('%j', async (args, message) => {
      const r = await run(args, neverOpen);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toContain(message);
      expect(r.err).toContain('Usage:');
      expect(await findUser('x@example.org')).toBeNull();
    });

    it('an unknown option', async () => {
      const r = await run(
        ['create', '--email', 'x@example.org', '--password', 'long-enough-password', '--admn'],
        neverOpen,
      );
      expect(r.code).toBe(1);
      expect(r.err).toContain('--admn');
      expect(r.err).toContain('Usage:');
      expect(await findUser('x@example.org')).toBeNull();
    });

    it('an option without its value', async () => {
      const r = await run(['create', '--email'], neverOpen);
      expect(r.code).toBe(1);
      expect(r.err).toContain('--email');
    });

    it('an unknown sub-command', async () => {
      const r = await run(['delete', '--email', 'ops@example.org'], neverOpen);
      expect(r.code).toBe(1);
      expect(r.err).toContain('Usage:');
      expect(await findUser('ops@example.org')).not.toBeNull();
    });

    it('no sub-command prints the usage and succeeds', async () => {
      const r = await run([], neverOpen);
      expect(r.code).toBe(0);
      expect(r.err).toContain('npm run user -- create --email E --password P');
    });
  });

  describe('the built command-line tool', () => {
    const cli = path.join(ROOT, 'server', 'dist', 'cli.js');
    const runBuilt = (args: string[], extraEnv: Record<string, string> = {}) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, [cli, ...args], {
          cwd: ROOT,
          env: { PATH: process.env.PATH, ...env, ...extraEnv },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('close', (code) => resolve({ code, out, err }));
      });

    it('creates an admin who can sign in to the running server', async () => {
      expect(fs.existsSync(cli), 'server/dist/cli.js is missing: run `npm run build` first').toBe(true);
      const r = await runBuilt([
        'user',
        'create',
        '--email',
        'built@example.org',
        '--password',
        'built-password',
        '--admin',
      ]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('built@example.org');
      const res = await signIn('built@example.org', 'built-password');
      expect(res.status).toBe(200);
      expect(res.body.isAdmin).toBe(true);
    });

    it('exits 1 with a message for a short password', async () => {
      const r = await runBuilt(['user', 'create', '--email', 'built2@example.org', '--password', 'short']);
      expect(r.code).toBe(1);
      expect(r.err).toContain('at least 8 characters');
      expect(await findUser('built2@example.org')).toBeNull();
    });

    it('exits 1 naming the variable when the environment is invalid', async () => {
      const r = await runBuilt(['user', 'create', '--email', 'built3@example.org', '--password', 'long-enough'], {
        DATABASE_URL: 'mysql://x',
      });
      expect(r.code).toBe(1);
      expect(r.err).toContain('DATABASE_URL:');
    });
  });
});
