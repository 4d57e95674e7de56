import { expect } from 'vitest';
import type { TestClient, TestResponse } from './client';

/**
 * Posts a public form as the browser does itself (urlencoded), expects the redirect to the form's page that every
 * such post answers with (post/redirect/get, ADR 055), and follows it as the browser would: the page shown.
 */
export async function postFormAndFollow(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
): Promise<TestResponse> {
  const post = await client.request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  });
  expect(post.status, post.text).toBe(303);
  return client.get(post.headers.get('location')!, { accept: 'text/html' });
}

/**
 * Presses the button of an e-mailed link's page (cancel, leave the waiting list, confirm a sign-up) as the browser
 * does: posts the fields urlencoded and, when the post acted, follows its redirect to the link's page with the result
 * (post/redirect/get), which must stay on `path`. A post that could not act answers with its page at once. `acted`
 * says which it was.
 */
export async function pressLinkButton(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
): Promise<TestResponse & { acted: boolean; resultPath: string | null }> {
  const post = await client.request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  });
  if (post.status !== 303) return Object.assign(post, { acted: false, resultPath: null });
  const location = post.headers.get('location')!;
  expect(location).toMatch(new RegExp(`^${path.replace(/[/.]/g, '\\$&')}\\?result=[A-Za-z0-9_-]+$`));
  expect(post.headers.get('cache-control')).toBe('no-store');
  return Object.assign(await client.get(location, { accept: 'text/html' }), { acted: true, resultPath: location });
}
