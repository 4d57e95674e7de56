/**
 * How every API call is made: credentials always included, a JSON body only when there is
 * one, and any non-success answer becomes an ApiError carrying its status and body.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { pathOfKey } from './keys';

export interface HttpSettings {
  /** '' in the browser (same origin); the site's address in the desktop app. */
  baseUrl: string;
  /** Extra headers for every call, e.g. a desktop bearer token. */
  headers?: () => Record<string, string>;
  /**
   * Who carries the call. The web uses plain fetch; the desktop app hands every call to its bridge so the
   * core can answer from the cache or keep a draft. It answers with a Response so error handling stays one.
   */
  transport?: Transport;
}

/** One API call: method, path with query, and the JSON body when there is one. */
export type Transport = (method: string, path: string, body?: unknown) => Promise<Response>;

const settings: HttpSettings = { baseUrl: '' };

function send(method: string, path: string, body?: unknown): Promise<Response> {
  if (settings.transport) return settings.transport(method, path, body);
  return fetch(settings.baseUrl + path, {
    method,
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...settings.headers?.() },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
}

export function configureHttp(next: Partial<HttpSettings>): void {
  Object.assign(settings, next);
}

/**
 * A failed call: its status and body, read by the helpers below instead of any message text. The request's
 * path rides along so one central handler can tell an admin call from a public one (see shared/api/session.ts).
 * The message stays "<status>: <text>" because logs and the last-resort notices show it as it is.
 */
export class ApiError extends Error {
  /** The answer's JSON when it was JSON, else its text (a proxy's page, plain status text). */
  readonly body: unknown;

  constructor(
    readonly status: number,
    body: unknown,
    readonly path: string,
    text: string = typeof body === 'string' ? body : JSON.stringify(body),
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.body = body;
  }

  /** From the answer as it came over the wire: JSON when it parses, the text otherwise. */
  static fromText(status: number, text: string, path: string): ApiError {
    return new ApiError(status, parsedOrText(text), path, text);
  }
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function pathOfUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url; // a Response built by hand has no URL, or a relative one
  }
}

/** `requestPath` names the call when the Response has no URL (one made by a transport). */
export async function throwIfResNotOk(res: Response, requestPath?: string): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    const path = res.url ? pathOfUrl(res.url) : (requestPath ?? '').split('?')[0];
    throw ApiError.fromText(res.status, text, path);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await send(method, url, data);
  await throwIfResNotOk(res, url);
  return res;
}

type Unauthorized = 'returnNull' | 'throw';

/** Default query function: GET the key's path. 401 (and, where asked, 404) may mean "no data" instead of an error. */
export function getQueryFn<T>(options: { on401: Unauthorized; on404?: Unauthorized }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const path = pathOfKey(queryKey);
    const res = await send('GET', path);
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    if (options.on404 === 'returnNull' && res.status === 404) return null as T;
    await throwIfResNotOk(res, path);
    return (await res.json()) as T;
  };
}

/** A JSON object body, whatever the status, or null. */
function objectBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The server's own message in a failed call, when it sent one: its JSON `message`, or a plain text that is not a page. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (typeof error.body === 'string') return error.body.trim().startsWith('<') ? null : error.body.trim() || null;
  const message = objectBody(error)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * What a visitor-facing notice may say about a failed call: the site's own explanation of a refusal (a 4xx
 * answer carrying a JSON message, such as 'Sorry, this event is full.'), else null so the form shows its
 * friendly failure text. A server failure (5xx), a page from a proxy, plain status text ('Internal Server
 * Error') or a network error never reaches the visitor as it came.
 */
export function visitorMessage(error: unknown): string | null {
  const status = statusOf(error);
  if (status === null || status < 400 || status >= 500) return null;
  const message = objectBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The JSON body of a failed call with this status. */
export function failureBody(error: unknown, status: number): Record<string, unknown> | null {
  return statusOf(error) === status ? objectBody(error) : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * How a read treats failures, carried in the query's `meta` so the browser and the server-side renderer
 * (which resolves reads in-process) apply the same rule: 'null' turns that failure into "no data".
 */
export interface ReadMeta extends Record<string, unknown> {
  on401?: 'null';
  on404?: 'null';
  onError?: 'null';
}

/** The browser's default query function: GET the key's path, honouring the query's ReadMeta. */
export const browserQueryFn: QueryFunction = async ({ queryKey, meta }) => {
  const m = (meta ?? {}) as ReadMeta;
  const path = pathOfKey(queryKey);
  let res: Response;
  try {
    res = await send('GET', path);
  } catch (err) {
    if (m.onError === 'null') return null;
    throw err;
  }
  if (res.status === 401 && (m.on401 === 'null' || m.onError === 'null')) return null;
  if (res.status === 404 && (m.on404 === 'null' || m.onError === 'null')) return null;
  if (!res.ok && m.onError === 'null') return null;
  await throwIfResNotOk(res, path);
  return res.json();
};
