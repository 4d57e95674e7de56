import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { createLogger } from '../lib/logger';
import { runInRequest } from '../lib/requestContext';
import { RequestMetrics } from '../lib/metrics';
import type { MetricsDto } from '../../shared/api/metrics';

/** Request ids, the health check with its readiness probes, and the admin metrics (ADR 022). */
describe('observability', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('echoes a well-formed incoming X-Request-Id and replaces anything else', async () => {
    const given = 'lb-7f3a9c21-0001';
    expect(
      (await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': given } })).headers.get('x-request-id'),
    ).toBe(given);
    for (const bad of ['short', 'x'.repeat(200), 'has spaces in it', '<script>alert(1)</script>']) {
      const echoed = (await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': bad } })).headers.get(
        'x-request-id',
      );
      expect(echoed).not.toBe(bad);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = (await fetch(`${server.url}/api/events`)).headers.get('x-request-id');
    const b = (await fetch(`${server.url}/api/events`)).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });

  it('every log line written during a request carries its id; lines outside a request do not', () => {
    const lines: string[] = [];
    const log = createLogger('info', (l) => lines.push(l));
    log.info('before');
    runInRequest('req-12345678', () => {
      log.info('inside', { extra: 1 });
      log.warn('also inside');
    });
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((p) => p.requestId)).toEqual([undefined, 'req-12345678', 'req-12345678']);
    expect(parsed[1]).toMatchObject({ level: 'info', msg: 'inside', extra: 1 });
  });

  it('writes JSON lines with an ISO time, the level by name and the message; below the level or silent, nothing', () => {
    const lines: string[] = [];
    const log = createLogger('info', (l) => lines.push(l));
    log.debug('too detailed');
    log.info('hello', { count: 2 });
    log.error('bad');
    createLogger('silent', (l) => lines.push(l)).error('never written');
    expect(lines.every((l) => l.endsWith('}\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((p) => [p.level, p.msg])).toEqual([
      ['info', 'hello'],
      ['error', 'bad'],
    ]);
    expect(parsed[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      msg: 'hello',
      count: 2,
    });
  });

  it('an error passed as err is written with its type, message, stack and own fields; anything else as it is', () => {
    const lines: string[] = [];
    const log = createLogger('info', (l) => lines.push(l));
    log.error('smtp refused', { err: Object.assign(new TypeError('mailbox full'), { responseCode: 552 }) });
    log.warn('odd throw', { err: 'a plain string' });
    const [withError, withString] = lines.map((l) => JSON.parse(l) as { err: Record<string, unknown> | string });
    expect(withError.err).toMatchObject({ type: 'TypeError', message: 'mailbox full', responseCode: 552 });
    expect((withError.err as { stack: string }).stack).toMatch(/^TypeError: mailbox full\n\s+at /);
    expect(withString.err).toBe('a plain string');
  });

  it('an unexpected failure in a request is logged with its request id, route and the error with its stack', async () => {
    const lines: string[] = [];
    const site = await startTestServer({ log: (l) => lines.push(l) });
    try {
      // A real fault underneath a route: the table it writes to is gone.
      await site.deps.db.write((m) => m.query('DROP TABLE contact_submissions'));
      const res = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-0001-abcd' },
        body: JSON.stringify({
          firstName: 'Fa',
          lastName: 'Ult',
          email: 'fault@example.org',
          subject: 'Hi',
          message: 'Hello',
        }),
      });
      expect(res.status).toBe(500);
      expect(await res.text()).not.toMatch(/contact_submissions|\n\s+at /);
      const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const failure = parsed.find((p) => p.msg === 'request failed') as
        { err: { type: string; message: string; stack: string } } | undefined;
      expect(failure).toMatchObject({
        level: 'error',
        requestId: 'trace-0001-abcd',
        method: 'POST',
        path: '/api/contact',
      });
      expect(failure!.err.message).toMatch(/contact_submissions/);
      expect(failure!.err.stack).toMatch(/\n\s+at /);
      expect(parsed.find((p) => p.msg === 'request' && p.path === '/api/contact')).toMatchObject({
        requestId: 'trace-0001-abcd',
        status: 500,
      });
    } finally {
      await site.close();
    }
  });

  it('answers exactly {"ok":true} when the database and storage answer', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"ok":true}');
  });

  it('answers 503 naming what is unreachable when storage is down', async () => {
    const s3site = await startTestServer({ s3: true });
    try {
      expect((await fetch(`${s3site.url}/api/health`)).status).toBe(200);
      await s3site.s3!.close();
      const res = await fetch(`${s3site.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ ok: false, database: true, storage: false });
    } finally {
      await s3site.close();
    }
  });

  it('counts requests per route pattern with latency percentiles and the mail queue depth, for admins', async () => {
    const visitor = server.client();
    for (let i = 0; i < 3; i++)
      expect((await visitor.get('/api/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (
        await visitor.post('/api/contact', {
          firstName: 'M',
          lastName: 'Q',
          email: 'mq@example.org',
          subject: 'Hi',
          message: 'Queue me',
        })
      ).status,
    ).toBe(201);
    expect((await visitor.get('/api/admin/metrics')).status).toBe(401);

    const { client } = await server.signedIn({ admin: true });
    const res = await client.get<MetricsDto>('/api/admin/metrics');
    expect(res.status).toBe(200);
    const byRoute = new Map(res.body.routes.map((r) => [r.route, r]));
    const events = byRoute.get('GET /api/events/:id');
    expect(events).toMatchObject({ count: 3, errors: 0 });
    expect(events!.p50Ms).toBeGreaterThan(0);
    expect(events!.p99Ms).toBeGreaterThanOrEqual(events!.p50Ms);
    expect(events!.maxMs).toBeGreaterThanOrEqual(events!.p99Ms);
    expect(byRoute.get('POST /api/contact')?.count).toBe(1);
    // No SMTP in this test server: the acknowledgement goes to the outbox quickly, but it was queued either way.
    const q = res.body.mailQueue;
    expect(q.queued + q.sending + q.sent + q.failed).toBeGreaterThanOrEqual(1);
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.body.memory.rssBytes).toBeGreaterThan(0);
  });

  it('percentiles come from the recent answers of a route', () => {
    const m = new RequestMetrics();
    for (let i = 1; i <= 100; i++) m.record('GET /x', i === 100 ? 500 : 200, i);
    expect(m.snapshot()).toEqual([
      { route: 'GET /x', count: 100, errors: 1, p50Ms: 51, p90Ms: 91, p99Ms: 100, maxMs: 100 },
    ]);
  });
});
