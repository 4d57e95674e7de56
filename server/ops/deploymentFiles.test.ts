import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '../config';
import { MEMORY_ENVIRONMENT } from '../scripts/memorySettings.mjs';

/**
 * Docker cannot run on these machines, so the deployment files (docs/deploy/) are checked by parsing: the
 * Dockerfile's stages, user and health check, the compose example's services and variables, the systemd units'
 * keys, and the Caddyfile's upstreams. Every variable they set must be one the server reads and accepts, or one of
 * the C library's memory settings the server process must start with (server/scripts/memorySettings.mjs), which
 * the image and the service unit both set as `npm start` does.
 */
const DEPLOY = fileURLToPath(new URL('../../docs/deploy/', import.meta.url));
const read = (name: string) => fs.readFileSync(path.join(DEPLOY, name), 'utf8');
const PROCESS_VARIABLES = [...ENV_VARIABLES, ...Object.keys(MEMORY_ENVIRONMENT)];
const MEMORY_SETTINGS = Object.entries(MEMORY_ENVIRONMENT).map(([k, v]) => `${k}=${v}`);
// js-yaml arrives with the dev tools (electron-builder); a parse is all this test needs from it.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

/** Dockerfile instructions, with continuation lines joined and comments dropped. */
function dockerInstructions(text: string): Array<{ op: string; args: string }> {
  const joined = text
    .split('\n')
    .filter((l) => !l.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** A systemd unit as section -> key -> values (keys may repeat). */
function unitFile(text: string): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      out[section] ??= {};
      continue;
    }
    const eq = line.indexOf('=');
    expect(eq, `"${line}" is not key=value`).toBeGreaterThan(0);
    expect(section, `"${line}" is outside a section`).not.toBe('');
    (out[section][line.slice(0, eq)] ??= []).push(line.slice(eq + 1));
  }
  return out;
}

describe('deployment files', () => {
  it('Dockerfile: multi-stage, runs as a user it creates, health check on /api/health, starts the built server', () => {
    const ins = dockerInstructions(read('Dockerfile'));
    const froms = ins.filter((i) => i.op === 'FROM');
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(froms[0].args).toMatch(/ AS build$/i);
    for (const i of ins)
      expect([
        'FROM',
        'RUN',
        'COPY',
        'ENV',
        'WORKDIR',
        'USER',
        'VOLUME',
        'EXPOSE',
        'HEALTHCHECK',
        'CMD',
        'ARG',
        'LABEL',
      ]).toContain(i.op);
    const lastFrom = ins.lastIndexOf(froms[froms.length - 1]);
    const runStage = ins.slice(lastFrom);
    const user = runStage.find((i) => i.op === 'USER');
    expect(user?.args).toBeTruthy();
    expect(user!.args).not.toMatch(/^(root|0)(:|$)/);
    expect(runStage.some((i) => i.op === 'RUN' && i.args.includes(`useradd`) && i.args.includes(user!.args))).toBe(
      true,
    );
    const health = runStage.find((i) => i.op === 'HEALTHCHECK');
    expect(health?.args).toMatch(/\/api\/health/);
    expect(health!.args).toMatch(/CMD/);
    const cmd = runStage.find((i) => i.op === 'CMD');
    expect(JSON.parse(cmd!.args)).toEqual(['node', 'server/dist/main.js']);
    // The run stage copies what the server needs at run time from the build stage, and runs no build itself.
    const copied = runStage.filter((i) => i.op === 'COPY').map((i) => i.args);
    for (const needed of ['/app/node_modules', '/app/server/dist', '/app/web/dist'])
      expect(copied.some((c) => c.includes('--from=build') && c.includes(needed))).toBe(true);
    const envArgs = runStage.filter((i) => i.op === 'ENV').flatMap((i) => i.args.split(/\s+/));
    const env = envArgs.flatMap((a) => [...a.matchAll(/^([A-Z_]+)=/g)].map((m) => m[1]));
    for (const name of env) expect(PROCESS_VARIABLES).toContain(name);
    expect(envArgs).toEqual(expect.arrayContaining(MEMORY_SETTINGS));
    // The ignore file keeps host builds and data out of the context.
    const ignored = read('Dockerfile.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const p of ['node_modules', 'data', 'server/dist', '.git']) expect(ignored).toContain(p);
  });

  it('compose: PostgreSQL, an S3 store, two instances behind a reverse proxy, with variables the server accepts', () => {
    const doc = yaml.load(read('compose.yml')) as {
      services: Record<
        string,
        { image?: string; environment?: Record<string, string>; ports?: string[]; volumes?: string[] }
      >;
    };
    const services = doc.services;
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.minio.image).toMatch(/^minio\//);
    const sites = Object.entries(services).filter(([, s]) => s.image === 'preserve-site');
    expect(sites.map(([name]) => name)).toEqual(['site-1', 'site-2']);
    for (const [, site] of sites) {
      const env = site.environment!;
      for (const name of Object.keys(env)) expect(ENV_VARIABLES, name).toContain(name);
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.S3_BUCKET).toBeTruthy();
      // With the .env file's values filled in, the configuration loads.
      const filled = Object.fromEntries(
        Object.entries(env).map(([k, v]) => [
          k,
          v.replace(
            /\$\{(\w+)\}/g,
            (_m, name: string) =>
              ({
                PUBLIC_URL: 'https://preserve.example.org',
                SESSION_SECRET: 'x'.repeat(48),
                SMTP_URL: 'smtp://mail.example.org:587',
                MAIL_FROM: 'Preserve <site@example.org>',
                ADMIN_NOTIFY_EMAIL: 'office@example.org',
                S3_PUBLIC_ENDPOINT: 'https://files.preserve.example.org',
              })[name] ?? 'secret',
          ),
        ]),
      );
      const config = loadConfig({ ...filled, DATA_DIR: path.join(DEPLOY, '..', '..', 'data', 'compose-check') });
      expect(config.database.kind).toBe('postgres');
      expect(config.s3?.bucket).toBe('preserve');
      expect(config.trustProxy).toBe(true);
    }
    // Every ${VAR} the compose file uses has a line in env.example.
    const example = new Set(
      read('env.example')
        .split('\n')
        .filter((l) => /^[A-Z0-9_]+=/.test(l))
        .map((l) => l.split('=')[0]),
    );
    const used = new Set([...read('compose.yml').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    expect([...used].filter((v) => !example.has(v))).toEqual([]);
    expect(services.caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(services.caddy.volumes?.some((v) => v.startsWith('./Caddyfile:'))).toBe(true);
  });

  it('Caddyfile: balances over both instances and checks /api/health', () => {
    const caddy = read('Caddyfile');
    expect(caddy).toMatch(/reverse_proxy site-1:5000 site-2:5000/);
    expect(caddy).toMatch(/health_uri \/api\/health/);
    // Braces balance: a typo there stops Caddy at start.
    expect(caddy.split('{').length).toBe(caddy.split('}').length);
  });

  it('systemd: the site unit and the nightly backup', () => {
    const site = unitFile(read('preserve.service'));
    expect(site.Service.ExecStart).toEqual(['/usr/bin/node server/dist/main.js']);
    expect(site.Service.User).toEqual(['preserve']);
    expect(site.Service.Restart).toEqual(['on-failure']);
    expect(site.Install.WantedBy).toEqual(['multi-user.target']);
    for (const e of site.Service.Environment) expect(PROCESS_VARIABLES).toContain(e.split('=')[0]);
    expect(site.Service.Environment).toEqual(expect.arrayContaining(MEMORY_SETTINGS));

    const backup = unitFile(read('preserve-backup.service'));
    expect(backup.Service.Type).toEqual(['oneshot']);
    expect(backup.Service.ExecStart[0]).toMatch(/server\/dist\/cli\.js backup /);
    const timer = unitFile(read('preserve-backup.timer'));
    expect(timer.Timer.OnCalendar[0]).toMatch(/\d\d:\d\d/);
    expect(timer.Install.WantedBy).toEqual(['timers.target']);
  });
});
