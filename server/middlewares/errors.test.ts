import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestResponse } from '../test/client';
import { createEvent } from '../test/factories';
import { ContactSubmission, EventRegistration } from '../db/entities';

function expectJsonError(res: TestResponse, status: number, message?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(res.body).every((k) => k === 'message' || k === 'fieldErrors')).toBe(true);
  expect(typeof res.body.message).toBe('string');
  expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|SyntaxError|Unexpected token/);
  if (message !== undefined) expect(res.body.message).toBe(message);
}

const contact = {
  firstName: 'Robin',
  lastName: 'Sample',
  email: 'robin@example.org',
  subject: 'Hello',
  message: 'Hi there',
};

describe('error answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const raw = (method: string, path: string, body: string, type = 'application/json') =>
    server.client().request(method, path, { body, headers: { 'content-type': type } });

  it('malformed JSON: 400 {message}', async () => {
    const res = await raw('POST', '/api/contact', '{"firstName": "Robin",');
    expectJsonError(res, 400, 'The request body could not be read. Please send valid JSON.');
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(0);
  });

  it('a JSON list where fields are expected: 400 {message}', async () => {
    expectJsonError(
      await raw('POST', '/api/contact', JSON.stringify([contact])),
      400,
      'Please send the fields as a JSON object.',
    );
  });

  it('a 200 kB JSON body: 413 {message}', async () => {
    const res = await raw('POST', '/api/contact', JSON.stringify({ ...contact, message: 'x'.repeat(200_000) }));
    expectJsonError(res, 413, 'That request is too large.');
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(0);
  });

  it('a body just under the limit is read (and then validated)', async () => {
    const res = await raw('POST', '/api/contact', JSON.stringify({ ...contact, message: 'x'.repeat(90_000) }));
    expectJsonError(res, 400, 'Message must be at most 5000 characters');
  });

  it('an over-large form body: 413', async () => {
    const res = await raw(
      'POST',
      '/api/login',
      `email=a%40b.org&password=${'x'.repeat(30_000)}`,
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(413);
  });

  it('unknown /api paths: 404 JSON, for any method', async () => {
    expectJsonError(await server.client().get('/api/no-such-thing'), 404, 'Not found');
    expectJsonError(await server.client().get('/api/events/x/y/z'), 404, 'Not found');
    expectJsonError(await server.client().post('/api/no-such-thing', {}), 404, 'Not found');
    expectJsonError(await server.client().delete('/api/nothing/here'), 404, 'Not found');
  });

  it('unknown /objects paths: 404 JSON', async () => {
    expectJsonError(await server.client().get('/objects/whatever'), 404, 'Not found');
  });

  it('a known path with the wrong method: 405 JSON with Allow', async () => {
    const res = await server.client().delete('/api/events');
    expectJsonError(res, 405, 'That method is not allowed here.');
    expect(res.headers.get('allow')).toContain('GET');
  });

  describe('__proto__ in a body neither pollutes objects nor causes a 500', () => {
    const poisoned = [
      [
        '__proto__',
        `{"firstName":"Robin","lastName":"Sample","email":"robin@example.org","__proto__":{"isAdmin":true,"polluted":"yes"}}`,
      ],
      [
        'constructor.prototype',
        `{"firstName":"Robin","lastName":"Sample","email":"robin@example.org","constructor":{"prototype":{"isAdmin":true,"polluted":"yes"}}}`,
      ],
      [
        'nested __proto__',
        `{"firstName":"Robin","lastName":"Sample","email":"robin@example.org","phone":{"__proto__":{"polluted":"yes"}}}`,
      ],
    ];

    it.each(poisoned)('%s in JSON', async (_label, body) => {
      const e = await createEvent(server.deps.db);
      const res = await raw('POST', `/api/events/${e.id}/register`, body);
      expect([201, 400]).toContain(res.status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      if (res.status === 201) expect(res.body).not.toHaveProperty('isAdmin');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('__proto__ in a form body', async () => {
      const res = await raw(
        'POST',
        '/api/login',
        'email=nobody%40example.org&password=wrong-password&__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
        'application/x-www-form-urlencoded',
      );
      expect(res.status).toBe(401);
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('__proto__ in an admin update cannot set fields it should not', async () => {
      const { client } = await server.signedIn({ admin: true });
      const e = await createEvent(server.deps.db, { title: 'Kept' });
      const res = await client.request('PUT', `/api/admin/events/${e.id}`, {
        body: '{"__proto__":{"title":"Polluted","currentRegistrations":50}}',
        headers: { 'content-type': 'application/json' },
      });
      expect([200, 400]).toContain(res.status);
      const after = await server.client().get(`/api/events/${e.id}`);
      expect(after.body).toMatchObject({ title: 'Kept', currentRegistrations: 0 });
      expect(Object.prototype).not.toHaveProperty('title');
    });
  });

  it('a non-JSON content type is not parsed and fails validation, not the server', async () => {
    const res = await raw('POST', '/api/contact', 'firstName=Robin', 'text/plain');
    expectJsonError(res, 400);
    expect(res.body.fieldErrors).toHaveProperty('firstName');
  });

  it('an error on a page path answers HTML for browsers', async () => {
    const res = await server.client().request('GET', '/assets/missing-chunk.js', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('<!doctype html>');
    expect(res.text).not.toMatch(/\n\s+at /);
  });
});

describe('unexpected failures', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answer 500 with a generic message and no stack trace', async () => {
    // Make every read fail from inside the database layer.
    const repo = server.deps.db.repo(EventRegistration);
    const original = server.deps.db.repo.bind(server.deps.db);
    server.deps.db.repo = (() => {
      throw new Error('boom: secret internals at /srv/app/db.ts:12');
    }) as typeof server.deps.db.repo;
    try {
      const res = await server.client().get('/api/events');
      expectJsonError(res, 500, 'Something went wrong on our side. Please try again in a moment.');
      expect(res.text).not.toContain('boom');
      expect(res.text).not.toContain('secret');
    } finally {
      server.deps.db.repo = original;
    }
    expect(await repo.count()).toBe(0);
    expect((await server.client().get('/api/events')).status).toBe(200);
  });
});
