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
