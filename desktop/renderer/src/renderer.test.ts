import { describe, expect, it } from 'vitest';
import { parseMenuCommand, shortcutCommand } from './menuCommands';
import { mergedValues } from './sync/conflictFields';
import { bridgeTransport } from './bridge/transport';
import { ApiError, apiRequest, configureHttp, serverMessage } from '@shared/api/http';
import type { BridgeRequest, DesktopBridge } from '@shared/desktop/bridge';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: true,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('menu commands and shortcuts', () => {
  it('reads the native menu strings and ignores anything else', () => {
    expect(parseMenuCommand('screen:gallery')).toEqual({ kind: 'screen', screen: 'gallery' });
    expect(parseMenuCommand('sign-out')).toEqual({ kind: 'signOut' });
    expect(parseMenuCommand('screen:nowhere')).toBeNull();
    expect(parseMenuCommand(42)).toBeNull();
  });

  it('mirrors the menu accelerators inside the page', () => {
    expect(shortcutCommand(key('1'))).toEqual({ kind: 'screen', screen: 'events' });
    expect(shortcutCommand(key('s'))).toEqual({ kind: 'sync' });
    expect(shortcutCommand(key('i', { ctrlKey: false, metaKey: true }))).toEqual({ kind: 'screen', screen: 'import' });
    expect(shortcutCommand(key('s', { ctrlKey: false }))).toBeNull();
    expect(shortcutCommand(key('6'))).toEqual({ kind: 'screen', screen: 'users' });
    expect(shortcutCommand(key('9'))).toBeNull();
  });
});

describe('conflict merge', () => {
  it('takes my value where picked and theirs elsewhere, for the fields in question only', () => {
    const mine = { id: 'e1', version: 1, title: 'Mine', location: 'Old gate', time: '9:00 AM' };
    const theirs = { id: 'e1', version: 2, title: 'Theirs', location: 'East gate', extra: true };
    expect(mergedValues(['title', 'location'], mine, theirs, new Set(['title']))).toEqual({
      title: 'Mine',
      location: 'East gate',
    });
  });
});

describe('bridge transport for the shared API client', () => {
  const bridgeAnswering = (answer: (r: BridgeRequest) => Promise<{ status: number; body: unknown }>): DesktopBridge =>
    ({
      request: async (r: BridgeRequest) => ({ ...(await answer(r)), source: 'server' as const }),
    }) as unknown as DesktopBridge;

  it("sends method, path and body through the bridge and fails with the answer's status and body", async () => {
    const seen: BridgeRequest[] = [];
    configureHttp({
      transport: bridgeTransport(
        bridgeAnswering(async (r) => {
          seen.push(r);
          return r.method === 'PUT'
            ? { status: 409, body: { message: 'Someone else changed this event.' } }
            : { status: 200, body: { ok: true } };
        }),
      ),
    });
    try {
      await expect((await apiRequest('GET', '/api/events?limit=1')).json()).resolves.toEqual({ ok: true });
      const failure = await apiRequest('PUT', '/api/admin/events/e1', { title: 'x' }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(409);
      expect((failure as ApiError).body).toEqual({ message: 'Someone else changed this event.' });
      expect((failure as ApiError).message).toBe('409: {"message":"Someone else changed this event."}');
      expect((failure as ApiError).path).toBe('/api/admin/events/e1');
      expect(seen).toEqual([
        { method: 'GET', path: '/api/events?limit=1' },
        { method: 'PUT', path: '/api/admin/events/e1', body: { title: 'x' } },
      ]);
    } finally {
      configureHttp({ transport: undefined });
    }
  });

  it('keeps a refusal the site sent as text as that text', async () => {
    configureHttp({
      transport: bridgeTransport(bridgeAnswering(async () => ({ status: 502, body: 'Bad Gateway' }))),
    });
    try {
      const failure = await apiRequest('GET', '/api/admin/events').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).body).toBe('Bad Gateway');
      expect((failure as ApiError).message).toBe('502: Bad Gateway');
      expect(serverMessage(failure)).toBe('Bad Gateway');
    } finally {
      configureHttp({ transport: undefined });
    }
  });

  it('words a failure of the bridge itself as a 503 the screens can show', async () => {
    const res = await bridgeTransport(bridgeAnswering(() => Promise.reject(new Error('Not signed in.'))))(
      'GET',
      '/api/events',
    );
    expect(res.status).toBe(503);
    await expect(res.json()).resolves.toEqual({ message: 'Not signed in.' });
  });
});
