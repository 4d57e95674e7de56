import { describe, expect, it } from 'vitest';
import { ApiError, throwIfResNotOk } from './http';
import { isAdminSignedOut, retryUnlessUnauthorized } from './session';

/** A real fetch Response carries its URL; a hand-made one does not, so give it one the way fetch would. */
function responseFrom(url: string, status: number, body = ''): Response {
  const res = new Response(body, { status });
  Object.defineProperty(res, 'url', { value: url });
  return res;
}

async function failureOf(res: Response): Promise<unknown> {
  return throwIfResNotOk(res).then(
    () => null,
    (err: unknown) => err,
  );
}

describe('failed calls', () => {
  it('keep the "<status>: <text>" message and remember the path they were for', async () => {
    const err = await failureOf(responseFrom('http://site.test/api/admin/users/7?x=1', 409, '{"message":"No"}'));
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('409: {"message":"No"}');
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).body).toEqual({ message: 'No' });
    expect((err as ApiError).path).toBe('/api/admin/users/7');
  });
});

describe('isAdminSignedOut', () => {
  it('is true for a 401 from a path under /api/admin/', async () => {
    expect(isAdminSignedOut(await failureOf(responseFrom('http://site.test/api/admin/volunteers', 401)))).toBe(true);
  });

  it('is false for other statuses and for public paths', async () => {
    expect(isAdminSignedOut(await failureOf(responseFrom('http://site.test/api/admin/volunteers', 403)))).toBe(false);
    expect(isAdminSignedOut(await failureOf(responseFrom('http://site.test/api/auth/user', 401)))).toBe(false);
    expect(isAdminSignedOut(await failureOf(responseFrom('http://site.test/api/administrators', 401)))).toBe(false);
    expect(isAdminSignedOut(new Error('Failed to fetch'))).toBe(false);
  });

  it('is true for a 401 from a call marked as an admin call, whatever its path', async () => {
    const err = await failureOf(responseFrom('http://site.test/api/gallery/reorder', 401));
    expect(isAdminSignedOut(err)).toBe(false);
    expect(isAdminSignedOut(err, { adminCall: true })).toBe(true);
  });
});

describe('retryUnlessUnauthorized', () => {
  it('retries other failures twice, so a load is tried at most 3 times', () => {
    const err = new ApiError(500, 'boom', '/api/admin/volunteers');
    const attempts = [0, 1, 2, 3].map((n) => retryUnlessUnauthorized(n, err));
    expect(attempts).toEqual([true, true, false, false]);
  });

  it('never retries a 401', () => {
    expect(retryUnlessUnauthorized(0, new ApiError(401, 'Unauthorized', '/api/admin/volunteers'))).toBe(false);
  });
});
