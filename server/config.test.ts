import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SAMPLE_ORGANISATION, sampleFieldsOf } from '../shared/organisation';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 's'.repeat(40);

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preserve-config-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** loadConfig's error for this environment, or a failure when it accepts it. */
function problemsFor(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const e = err as ConfigError;
    expect(e.message.startsWith('Invalid configuration:')).toBe(true);
    return e.problems;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig defaults (the runtime contract)', () => {
  it('PORT 5000, DATA_DIR ./data, SQLite inside it, demo seed, rate limits on, local storage', () => {
    const c = loadConfig({ SESSION_SECRET: SECRET });
    expect(c.port).toBe(5000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join(path.resolve('./data'), 'preserve.sqlite') });
    expect(c.publicUrl).toBe('http://localhost:5000');
    expect(c.seed).toBe('demo');
    expect(c.rateLimits).toBe(true);
    expect(c.trustProxy).toBe(false);
    expect(c.logLevel).toBe('info');
    expect(c.env).toBe('production');
    expect(c.smtpUrl).toBeNull();
    expect(c.adminNotifyEmail).toBeNull();
    expect(c.mailQueue).toEqual({ retryBaseMs: 10_000, pollMs: 5_000, maxAttempts: 15, leaseMs: 300_000 });
    expect(c.reminderHours).toBe(24);
    expect(c.s3).toBeNull();
    expect(c.sessionSecret).toBe(SECRET);
    expect(c.organisation).toEqual(SAMPLE_ORGANISATION);
    expect(c.mailFrom).toBe('no-reply@localhost');
  });

  it('treats empty variables as unset', () => {
    const c = loadConfig({
      DATA_DIR: tmp,
      SESSION_SECRET: SECRET,
      PORT: '',
      SEED: '',
      RATE_LIMITS: '',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      S3_BUCKET: '',
    });
    expect(c.port).toBe(5000);
    expect(c.seed).toBe('demo');
    expect(c.database.kind).toBe('sqlite');
    expect(c.s3).toBeNull();
  });

  it('reads every documented variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: tmp,
      DATABASE_URL: 'postgres://u:p@db.example:5432/preserve',
      PUBLIC_URL: 'https://preserve.example.org/',
      SESSION_SECRET: SECRET,
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Preserve <hello@preserve.example.org>',
      ADMIN_NOTIFY_EMAIL: 'office@preserve.example.org',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      SEED: 'none',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: tmp,
      database: { kind: 'postgres', url: 'postgres://u:p@db.example:5432/preserve' },
      publicUrl: 'https://preserve.example.org',
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'Preserve <hello@preserve.example.org>',
      adminNotifyEmail: 'office@preserve.example.org',
      s3: {
        bucket: 'photos',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      },
      seed: 'none',
      rateLimits: false,
      logLevel: 'warn',
    });
    expect(
      loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, DATABASE_URL: 'postgresql://x@h/db' }).database.kind,
    ).toBe('postgres');
  });

  it('reads the organisation from ORG_* (what fills an empty database), samples elsewhere', () => {
    const c = loadConfig({
      DATA_DIR: tmp,
      SESSION_SECRET: SECRET,
      ORG_NAME: 'Friends of the Test Preserve',
      ORG_EMAIL: 'info@test-preserve.org',
      ORG_PHONE: '(609) 555-0100',
      ORG_EIN: '12-3456789',
      ORG_ADDRESS_LINE1: 'P.O. Box 12',
      ORG_BOARD: 'President: Ann Sample; Vice President: Bo Sample; Trustee: Cy Sample;',
      ORG_FOUNDING_YEAR: '2006',
    });
    expect(c.organisation).toMatchObject({
      name: 'Friends of the Test Preserve',
      email: 'info@test-preserve.org',
      ein: '12-3456789',
      foundingYear: 2006,
      postalAddress: { line1: 'P.O. Box 12', town: 'Kingston', state: 'NJ' },
      board: [
        { role: 'President', name: 'Ann Sample' },
        { role: 'Vice President', name: 'Bo Sample' },
        { role: 'Trustee', name: 'Cy Sample' },
      ],
    });
    expect(sampleFieldsOf(c.organisation)).toEqual(['donation page']);
    expect(
      sampleFieldsOf(loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, ORG_NAME: 'Only a name' }).organisation),
    ).toEqual(['email', 'phone', 'ein', 'postal address', 'donation page', 'board']);
  });
});

describe('loadConfig refuses bad values, naming the variable', () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ SEED: 'sometimes' }, 'SEED'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ MAIL_RETRY_BASE_MS: 'soon' }, 'MAIL_RETRY_BASE_MS'],
    [{ MAIL_POLL_MS: '0' }, 'MAIL_POLL_MS'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS'],
    [{ MAIL_LEASE_MS: '1.5' }, 'MAIL_LEASE_MS'],
    [{ REMINDER_HOURS: '0' }, 'REMINDER_HOURS'],
    [{ REMINDER_HOURS: 'a day' }, 'REMINDER_HOURS'],
    [{ REMINDER_HOURS: '1000' }, 'REMINDER_HOURS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'notaurl' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://preserve.example.org' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL'],
    [{ ADMIN_NOTIFY_EMAIL: 'office' }, 'ADMIN_NOTIFY_EMAIL'],
    [{ ORG_EMAIL: 'not-an-email' }, 'ORG_EMAIL'],
    [{ ORG_EIN: '123456789' }, 'ORG_EIN'],
    [{ ORG_BOARD: 'Ann Smith, Bo Jones' }, 'ORG_BOARD'],
    [{ ORG_BOARD: 'Chancellor: Ann Smith' }, 'ORG_BOARD'],
    [{ ORG_BOARD: 'President: Ann Smith; Trustee' }, 'ORG_BOARD'],
    [{ ORG_DONATION_URL: 'javascript:alert(1)' }, 'ORG_DONATION_URL'],
    [{ ORG_FOUNDING_YEAR: 'long ago' }, 'ORG_FOUNDING_YEAR'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
  ];
  it.each(cases)('%j', (env, variable) => {
    const problems = problemsFor(env);
    expect(problems).toHaveLength(1);
    expect(problems[0].startsWith(`${variable}: `)).toBe(true);
    expect(problems[0].length).toBeGreaterThan(variable.length + 4);
  });

  it('SESSION_SECRET too short says how long it must be', () => {
    expect(problemsFor({ SESSION_SECRET: 'short' })).toEqual(['SESSION_SECRET: must be at least 32 characters']);
  });

  it('SEED and RATE_LIMITS list the allowed values', () => {
    expect(problemsFor({ SEED: 'sometimes' })).toEqual(["SEED: must be 'demo' or 'none'"]);
    expect(problemsFor({ RATE_LIMITS: 'maybe' })).toEqual(["RATE_LIMITS: must be 'on' or 'off'"]);
  });

  it('SIGNUP is open by default, takes invite, and lists the allowed values', () => {
    expect(loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET }).signup).toBe('open');
    expect(loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, SIGNUP: 'invite' }).signup).toBe('invite');
    expect(loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, SIGNUP: '' }).signup).toBe('open');
    expect(problemsFor({ SIGNUP: 'closed' })).toEqual(["SIGNUP: must be 'open' or 'invite'"]);
  });

  it("TRUST_PROXY is 'true' or 'false' (off unless a proxy really sits in front)", () => {
    expect(problemsFor({ TRUST_PROXY: '1' })).toEqual(["TRUST_PROXY: must be 'true' or 'false'"]);
    expect(loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp, SESSION_SECRET: SECRET, TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsFor({ PORT: 'abc', SEED: 'sometimes', PUBLIC_URL: 'notaurl' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['PORT', 'PUBLIC_URL', 'SEED']);
  });

  describe('S3 variables come as a group', () => {
    it.each([
      [{ S3_BUCKET: 'photos' }, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
      [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, ['S3_SECRET_ACCESS_KEY']],
      [{ S3_SECRET_ACCESS_KEY: 'secret' }, ['S3_BUCKET', 'S3_ACCESS_KEY_ID']],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
      [{ S3_REGION: 'us-east-2' }, ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
    ])('%j is refused, naming what is missing', (env, missing) => {
      const problems = problemsFor(env as Record<string, string>);
      expect(problems.map((p) => p.split(':')[0])).toEqual(missing);
      for (const p of problems) expect(p).toMatch(/required when S3_/);
    });

    it('all three required ones are enough (region defaults)', () => {
      const c = loadConfig({
        DATA_DIR: tmp,
        SESSION_SECRET: SECRET,
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      });
      expect(c.s3).toEqual({
        bucket: 'b',
        endpoint: null,
        region: 'us-east-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
      });
    });
  });
});

describe('SESSION_SECRET', () => {
  it('is generated once when absent, kept in DATA_DIR (owner-only) and reused', () => {
    const dir = path.join(tmp, 'fresh-data');
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: path.join(tmp, 'other-data') }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it('replaces a kept secret that is too short to be safe', () => {
    const dir = path.join(tmp, 'weak-data');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'session-secret'), 'weak\n');
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.sessionSecret).not.toBe('weak');
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(c.sessionSecret);
  });

  it('when given, is used and nothing is written', () => {
    const dir = path.join(tmp, 'given-data');
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
    expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(false);
  });
});

describe('the built server', () => {
  const main = path.join(ROOT, 'server', 'dist', 'main.js');

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ SEED: 'sometimes' }, 'SEED'],
  ])('exits non-zero with a message naming the variable for %j', (env, variable) => {
    expect(fs.existsSync(main), 'server/dist/main.js is missing: run `npm run build` first').toBe(true);
    const dataDir = fs.mkdtempSync(path.join(tmp, 'main-'));
    const r = spawnSync(process.execPath, [main], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, SESSION_SECRET: SECRET, ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.status).not.toBeNull();
    expect(r.stderr).toContain(`${variable}:`);
    expect(r.stderr).toContain('The server did not start');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // It stopped before touching the data folder.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
