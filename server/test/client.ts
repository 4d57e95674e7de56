/**
 * A JSON answer as a test reads it: field by field, with the test's own assertions stating the shape. The one
 * deliberate `any` of the test helpers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Json = any;

/** A tiny HTTP client for API tests: real requests over loopback, with a cookie jar like a browser's. */
export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  private cookies = new Map<string, string>();
  private token: string | null = null;
  private forwardedFor: string | null = null;

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** What this client sends to say who it is (session cookie, bearer token), for requests made without it. */
  credentials(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    return headers;
  }

  async request<T = Json>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (this.token) headers.authorization ??= `Bearer ${this.token}`;
    if (this.forwardedFor) headers['x-forwarded-for'] ??= this.forwardedFor;
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) parsed = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = Json>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = Json>(path: string, json?: unknown) {
    return this.request<T>('POST', path, json === undefined ? {} : { json });
  }
  put<T = Json>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, json === undefined ? {} : { json });
  }
  delete<T = Json>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** Sends `Authorization: Bearer <token>` with every request from now on, as the desktop app does. */
  bearer(token: string | null): this {
    this.token = token;
    return this;
  }

  /**
   * Sends `X-Forwarded-For: <address>` with every request from now on: a server started with TRUST_PROXY=true then
   * takes this client for one at that address (limits per client).
   */
  from(address: string): this {
    this.forwardedFor = address;
    return this;
  }

  async login(email: string, password: string): Promise<TestResponse> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res;
  }
}
