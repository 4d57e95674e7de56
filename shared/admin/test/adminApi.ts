import { inject } from 'vitest';
import { apiUrl } from './renderAdmin';

/** A short random tag that keeps records made by different tests apart on the shared server. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/** Calls the test server's API directly, as the admin unless `auth` is false; the body is parsed when there is one. */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  auth = true,
): Promise<{ status: number; body: T }> {
  const res = await fetch(apiUrl() + path, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(auth ? { Authorization: `Bearer ${inject('adminToken')}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
