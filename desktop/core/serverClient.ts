/** The site could not be reached (no network, server down, DNS, timeout): the core works offline then. */
export class SiteUnreachable extends Error {
  constructor(cause: unknown) {
    super('The site cannot be reached right now.', { cause });
    this.name = 'SiteUnreachable';
  }
}

export interface ServerAnswer {
  status: number;
  body: unknown;
}

/** Long enough for a slow office line, short enough that a dead one turns into drafts quickly. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Calls the site with the desktop token. Any failure to get an HTTP answer is SiteUnreachable; every HTTP
 * answer (2xx to 5xx) is returned as it is.
 */
export async function callServer(
  fetchImpl: typeof fetch,
  url: string,
  init: {
    method: string;
    token?: string | null;
    json?: unknown;
    bytes?: Uint8Array;
    contentType?: string;
    timeoutMs?: number;
  },
): Promise<ServerAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.bytes) {
    body = init.bytes as BodyInit;
    headers['Content-Type'] = init.contentType || 'application/octet-stream';
  } else if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['Content-Type'] = 'application/json';
  }
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, {
      method: init.method,
      headers,
      body,
      signal: AbortSignal.timeout(init.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    text = await res.text();
  } catch (err) {
    throw new SiteUnreachable(err);
  }
  let parsed: unknown = text || null;
  if ((res.headers.get('content-type') ?? '').includes('application/json') && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed };
}

export const messageOf = (answer: ServerAnswer, fallback: string) => {
  const message = (answer.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
};
