import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  BridgeRequest,
  BridgeResponse,
  ConflictChoice,
  DesktopConnection,
  DesktopCoreApi,
  ImportPlan,
  ImportProgress,
  InterruptedImport,
  SyncReport,
  SyncState,
  UploadFile,
  UploadResult,
} from '../../shared/desktop/bridge';
import type { PastEventOrganisation } from '../../shared/lib/pastEvents';
import { SAMPLE_ORGANISATION } from '../../shared/organisation';
import { CachedResponse } from './cache/entities';
import { openCacheDatabase } from './cache/database';
import {
  idleProgress,
  importFailureMessage,
  importRemaining,
  rowsWithoutDate,
  runImport,
  scanFolder,
  withoutDateMessage,
  withPlanDefaults,
} from './folderImport';
import { conflictOf, laterDependents, Outbox, parseJson, pendingChangeOf } from './outbox';
import { mergedBody, moveOntoSiteCopy } from './conflictMerge';
import { DRAFT_UPLOAD_PREFIX, draftUploadIdOf, namesDraftUpload, uploadKey, withUploadAddresses } from './draftUploads';
import { editableWrite } from './resources';
import { callServer, messageOf, SiteUnreachable } from './serverClient';
import { Settings } from './settings';
import { unencryptedSecretBox, type SecretBox } from './secretBox';
import { Syncer, type SyncOutcome } from './sync';
import { sessionEndedNotice, syncReportOf } from './syncReport';
import { SiteRefused, sendImage } from './upload';
import { parseUrl } from './parseUrl';
import { pathOf } from '../../shared/api/routes';

export type { SecretBox } from './secretBox';
export { unencryptedSecretBox } from './secretBox';

export interface DesktopCoreOptions {
  /** Where the cache database, outbox files and settings live. */
  dataDir: string;
  /** Electron's safeStorage; defaults to `unencryptedSecretBox` (Node runs only). */
  secretBox?: SecretBox;
  fetch?: typeof fetch;
  now?: () => Date;
  /** How often to check whether the site is back while offline or with changes waiting; 0 turns it off. */
  reachabilityIntervalMs?: number;
  /** Titles and texts of imported past events; the site's own organisation where the shell knows it. */
  organisation?: PastEventOrganisation;
}

export interface DesktopCore extends DesktopCoreApi {
  /**
   * A stored file of the connected site (an address under `/objects/` on it), fetched with this device's token:
   * the site serves files nobody has approved yet (a photo waiting for approval, an upload not saved anywhere)
   * only to their uploader and admins, so the screens' pictures cannot simply be sent to the site. For the Electron
   * main process and the harness only; never part of the renderer's bridge. null for any other address.
   */
  storedFile(address: string): Promise<Response | null>;
  close(): Promise<void>;
}

export const OFFLINE_ONLY_ONLINE = 'This needs a connection to the site. Try again when it can be reached.';
export const NOT_CACHED = 'This has not been opened while connected yet, so there is no copy to show offline.';
export const UNREACHABLE = 'The site cannot be reached. Check the address and the connection.';
export const NOT_CONNECTED = 'Choose the site’s address first.';
export const IMPORT_CANCELLED = 'You stopped the import. Resume to finish it; the photos already uploaded are kept.';
export const PICTURE_NOT_SENT = 'The picture this uses has not reached the site yet. Use Sync now, then try again.';

/** The settings key holding the plan of an import that has not finished yet. */
const IMPORT_PLAN_KEY = 'folderImport.plan';
/** Set while the site has ended this computer's sign-in and nobody has signed in since. */
const SESSION_ENDED_KEY = 'session.endedAt';

/** Only http(s) addresses of a site; anything after the host is dropped to the site's root. */
function siteAddress(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error('Enter the site’s address, e.g. https://www.example.org');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('The address must start with https:// or http://');
  return url.origin;
}

export async function createDesktopCore(options: DesktopCoreOptions): Promise<DesktopCore> {
  const now = options.now ?? (() => new Date());
  const fetchImpl = options.fetch ?? fetch;
  const organisation = options.organisation ?? SAMPLE_ORGANISATION;
  const db = await openCacheDatabase(options.dataDir);
  const settings = new Settings(db, options.secretBox ?? unencryptedSecretBox);
  const outbox = new Outbox(db, now);
  const syncer = new Syncer(db, outbox, settings, fetchImpl);
  const filesDir = path.join(options.dataDir, 'outbox-files');

  let online = false;
  let syncing: Promise<SyncState> | null = null;
  let importRun: Promise<void> | null = null;
  let progress: ImportProgress = idleProgress();
  let importCancelled = false;
  let closed = false;
  let lastRun: SyncReport | null = null;

  const requireServer = async () => {
    const serverUrl = await settings.serverUrl();
    if (!serverUrl) throw new Error(NOT_CONNECTED);
    return serverUrl;
  };

  async function connection(): Promise<DesktopConnection> {
    const current = await settings.connection();
    if (current.account || !current.serverUrl || !(await settings.get(SESSION_ENDED_KEY))) return current;
    return { ...current, signedOutNotice: sessionEndedNotice((await outbox.entries()).length) };
  }

  /**
   * The site answered 401 to this computer's token: it was revoked on the Users screen, or the sign-in ended. The
   * token is forgotten (nothing more is sent with it), the drafts stay for after the next sign-in, and the screens
   * learn it from `connection()` and the sync state.
   */
  async function endSession(): Promise<void> {
    await settings.setToken(null);
    await settings.set(SESSION_ENDED_KEY, now().toISOString());
  }

  /** Whether the site still accepts this computer's sign-in, asked before a sync pass sends anything. */
  async function sessionCheck(): Promise<SyncOutcome | 'ok'> {
    const serverUrl = await settings.serverUrl();
    const token = await settings.token();
    if (!serverUrl) return 'offline';
    if (!token) return 'signed-out';
    let answer;
    try {
      answer = await callServer(fetchImpl, `${serverUrl}/api/auth/user`, { method: 'GET', token });
    } catch (err) {
      if (err instanceof SiteUnreachable) return 'offline';
      throw err;
    }
    if (answer.status === 401) return 'signed-out';
    return answer.status >= 500 ? 'server-trouble' : 'ok';
  }

  async function syncState(): Promise<SyncState> {
    const entries = await outbox.entries();
    const signedIn = (await settings.get('token')) !== null;
    return {
      status: syncing
        ? 'syncing'
        : !signedIn && (await settings.serverUrl())
          ? 'signed-out'
          : online
            ? 'online'
            : 'offline',
      lastSyncedAt: await settings.get('lastSyncedAt'),
      pending: entries.filter((e) => e.state !== 'conflict').map((e) => pendingChangeOf(e, entries)),
      conflicts: entries.filter((e) => e.state === 'conflict').map(conflictOf),
      lastRun,
    };
  }

  async function syncOnce(): Promise<SyncState> {
    try {
      const checked = await sessionCheck();
      const { outcome, sent, notes } =
        checked === 'ok' ? await syncer.run() : { outcome: checked, sent: 0, notes: [] as string[] };
      online = outcome !== 'offline';
      if (outcome === 'signed-out') await endSession();
      // "Last synced" says when a pass last reached the end; one that stopped early leaves it where it was.
      if (outcome === 'done') await settings.set('lastSyncedAt', now().toISOString());
      if (outcome === 'done' || sent > 0) {
        try {
          await syncer.refreshCache();
        } catch (err) {
          if (!(err instanceof SiteUnreachable)) throw err;
          online = false;
        }
      }
      const entries = await outbox.entries();
      const waiting = entries.filter((e) => e.state !== 'conflict');
      const problem = outcome === 'server-trouble' ? (waiting.find((e) => e.lastError)?.lastError ?? null) : null;
      const counts = { sent, waiting: waiting.length, conflicts: entries.length - waiting.length };
      lastRun = syncReportOf(outcome, counts, problem, now(), notes);
    } finally {
      syncing = null;
    }
    return syncState();
  }

  function syncNow(): Promise<SyncState> {
    syncing ??= syncOnce();
    return syncing;
  }

  async function fromCache(pathWithQuery: string): Promise<BridgeResponse> {
    const cached = await db.getRepository(CachedResponse).findOneBy({ path: pathWithQuery });
    if (!cached) throw new Error(NOT_CACHED);
    const body = await outbox.overlay(pathWithQuery.split('?')[0], parseJson<unknown>(cached.body, null));
    return { status: 200, body, source: 'cache' };
  }

  async function draft(request: BridgeRequest): Promise<BridgeResponse> {
    const write = editableWrite(request.method, request.path.split('?')[0]);
    if (!write) throw new Error(OFFLINE_ONLY_ONLINE);
    const answer = await outbox.addDraft(await settings.clientId(), write, request);
    return { ...answer, source: 'draft' };
  }

  async function request(request: BridgeRequest): Promise<BridgeResponse> {
    if (!request.path.startsWith('/api/')) throw new Error('Only the site’s /api can be called.');
    const serverUrl = await requireServer();
    const pathname = request.path.split('?')[0];
    if (request.method !== 'GET') {
      // A record with changes still waiting keeps its order: this change waits behind them. So does a change that
      // names a picture still waiting to be uploaded; one already sent is named by the address the site gave it.
      const write = editableWrite(request.method, pathname);
      const text = request.body === undefined ? '' : JSON.stringify(request.body);
      const addressed = namesDraftUpload(text) ? await withUploadAddresses(text, settings) : text;
      if (write && (addressed === undefined || (await outbox.hasEntriesFor(write.entity, write.entityId)))) {
        const answer = await draft(request);
        // Failures are kept on the entries themselves and shown by syncState().
        if (online) void syncNow().catch(() => {});
        return answer;
      }
      if (addressed === undefined) throw new Error(PICTURE_NOT_SENT);
      if (addressed !== text) request = { ...request, body: JSON.parse(addressed) as unknown };
    }
    const token = await settings.token();
    let answer;
    try {
      answer = await callServer(fetchImpl, `${serverUrl}${request.path}`, {
        method: request.method,
        token,
        json: request.body,
      });
    } catch (err) {
      if (!(err instanceof SiteUnreachable)) throw err;
      online = false;
      return request.method === 'GET' ? fromCache(request.path) : draft(request);
    }
    online = true;
    // The site no longer takes this computer's token: say so now, not at the next sync.
    if (answer.status === 401 && token) await endSession();
    if (request.method === 'GET' && answer.status === 200) {
      await db
        .getRepository(CachedResponse)
        .save({ path: request.path, body: JSON.stringify(answer.body), fetchedAt: now() });
      return { status: 200, body: await outbox.overlay(pathname, answer.body), source: 'server' };
    }
    return { status: answer.status, body: answer.body, source: 'server' };
  }

  async function uploadImage(file: UploadFile): Promise<UploadResult> {
    const serverUrl = await requireServer();
    const token = await settings.token();
    try {
      return { url: await sendImage(fetchImpl, serverUrl, token, file), source: 'server' };
    } catch (err) {
      // Refused for want of a sign-in: the site ended it, as for any other call.
      if (err instanceof SiteRefused && err.status === 401 && token) await endSession();
      if (!(err instanceof SiteUnreachable)) throw err;
    }
    online = false;
    const id = randomUUID();
    await fs.mkdir(filesDir, { recursive: true });
    const stored = path.join(filesDir, id);
    await fs.writeFile(stored, file.data, { flush: true });
    await outbox.addUpload(await settings.clientId(), id, { name: file.name, type: file.type, path: stored });
    return { url: `${DRAFT_UPLOAD_PREFIX}${id}`, source: 'draft' };
  }

  async function resolveConflict(id: string, choice: ConflictChoice): Promise<SyncState> {
    const entry = await outbox.byId(id);
    if (!entry || entry.state !== 'conflict') throw new Error('That change is no longer waiting for a decision.');
    const theirs = parseJson<Record<string, unknown>>(entry.theirs, {});
    if (choice.keep === 'theirs') {
      await outbox.remove(entry);
      if (entry.filePath) await fs.rm(entry.filePath, { force: true });
    } else {
      // Sent again on top of the version the volunteer has now seen, with only what they changed or chose: a field
      // only the site changed keeps the site's value (conflictMerge.ts).
      const { version: _ignored, ...chosen } = choice.keep === 'merged' ? choice.values : {};
      const mine = parseJson<Record<string, unknown>>(entry.body, {});
      const base = parseJson<Record<string, unknown> | null>(entry.base, null);
      moveOntoSiteCopy(entry, mergedBody(mine, base, theirs, { chosen, clashesGoTo: 'mine' }), theirs);
      entry.changedBy = null;
      entry.state = 'pending';
      entry.theirs = null;
      entry.lastError = null;
      await outbox.save(entry);
    }
    return syncNow();
  }

  async function discardChange(id: string): Promise<SyncState> {
    // Not while a pass may be sending it.
    await syncing;
    const entries = await outbox.entries();
    const entry = entries.find((e) => e.id === id);
    if (!entry) throw new Error('That change is no longer waiting.');
    for (const gone of [entry, ...laterDependents(entry, entries)]) {
      await outbox.remove(gone);
      if (gone.filePath) await fs.rm(gone.filePath, { force: true });
    }
    return syncState();
  }

  async function startImport(plan: ImportPlan): Promise<ImportProgress> {
    if (importRun) return { ...progress };
    const undated = rowsWithoutDate(plan);
    if (undated.length) throw new Error(withoutDateMessage(undated));
    const serverUrl = await requireServer();
    const token = await settings.token();
    importCancelled = false;
    progress = { ...idleProgress(), state: 'running' };
    const current = progress;
    // Kept until the import finishes, so an app closed (or crashed) halfway offers to resume it at start.
    await settings.set(IMPORT_PLAN_KEY, JSON.stringify(plan));
    importRun = runImport(plan, {
      db,
      fetch: fetchImpl,
      serverUrl,
      token,
      organisation,
      now,
      upload: (data, type) => sendImage(fetchImpl, serverUrl, token, { data, type }),
      progress: current,
      stopped: () => closed || importCancelled,
    })
      .then(async () => {
        current.state = closed ? 'failed' : importCancelled ? 'stopped' : 'done';
        if (closed) current.message = 'The app closed during the import. Resume to finish it.';
        else if (importCancelled) current.message = IMPORT_CANCELLED;
        else await settings.set(IMPORT_PLAN_KEY, null);
      })
      .catch((err: unknown) => {
        current.state = 'failed';
        current.message = importFailureMessage(err);
      })
      .finally(() => {
        importRun = null;
      });
    return { ...progress };
  }

  async function cancelImport(): Promise<ImportProgress> {
    const running = importRun;
    if (!running) return { ...progress };
    importCancelled = true;
    await running;
    return { ...progress };
  }

  async function interruptedImport(): Promise<InterruptedImport | null> {
    if (importRun) return null;
    const stored = parseJson<ImportPlan | null>(await settings.get(IMPORT_PLAN_KEY), null);
    if (!stored) return null;
    const plan = withPlanDefaults(stored);
    return { plan, ...(await importRemaining(plan, db)) };
  }

  async function forgetImport(): Promise<void> {
    if (importRun) throw new Error('The import is running; wait for it to stop first.');
    await settings.set(IMPORT_PLAN_KEY, null);
    progress = idleProgress();
  }

  async function checkReachable(): Promise<void> {
    if (closed) return;
    const serverUrl = await settings.serverUrl();
    if (!serverUrl || syncing) return;
    // Signed in, the check asks who this computer is, so a token revoked on the site is noticed with nothing to send.
    const token = await settings.token();
    try {
      const answer = await callServer(fetchImpl, `${serverUrl}${pathOf(token ? 'currentUser' : 'health')}`, {
        method: 'GET',
        token,
        timeoutMs: 5_000,
      });
      online = answer.status < 500;
      if (answer.status === 401 && token) await endSession();
    } catch {
      online = false;
    }
    if (online && (await outbox.entries()).some((e) => e.state === 'pending')) await syncNow();
  }

  // In the background: is the site there (status), and if so, send what waits from the last run.
  let checking: Promise<void> | null = null;
  const check = () => {
    checking ??= checkReachable()
      .catch(() => {})
      .finally(() => {
        checking = null;
      });
  };
  const interval = options.reachabilityIntervalMs ?? 15_000;
  const timer = interval > 0 ? setInterval(check, interval) : null;
  timer?.unref();
  if (interval > 0) check();

  /** A picture chosen offline: its file while it waits, the site's copy once sent (a screen may still name it). */
  async function draftUploadFile(serverUrl: string, id: string): Promise<Response> {
    const entry = await outbox.byId(id);
    if (entry?.operation === 'upload' && entry.filePath) {
      try {
        const data = await fs.readFile(entry.filePath);
        const headers = { 'content-type': entry.fileType ?? 'application/octet-stream', 'cache-control': 'no-store' };
        return new Response(new Uint8Array(data), { status: 200, headers });
      } catch {
        return new Response(null, { status: 404 });
      }
    }
    const sent = await settings.get(uploadKey(id));
    const answer = sent?.startsWith('/objects/') ? await storedFile(serverUrl + sent) : null;
    return answer ?? new Response(null, { status: 404 });
  }

  async function storedFile(address: string): Promise<Response | null> {
    const serverUrl = await settings.serverUrl();
    if (!serverUrl) return null;
    const url = parseUrl(address);
    // The token goes to its own site only, and only for stored files (the path as fetch will send it).
    if (!url || url.origin !== serverUrl || !url.pathname.startsWith('/objects/')) return null;
    const draftUpload = draftUploadIdOf(url.pathname);
    if (draftUpload) return draftUploadFile(serverUrl, draftUpload);
    if (url.pathname.startsWith(DRAFT_UPLOAD_PREFIX)) return null;
    const token = await settings.token();
    let res: Response;
    try {
      res = await fetchImpl(url.href, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      return new Response(null, { status: 502 });
    }
    // A fresh answer with only what a picture needs: fetch has already undone any Content-Encoding, so passing
    // the site's headers on as they are would describe a body that is no longer there.
    const headers = new Headers();
    for (const name of ['content-type', 'cache-control', 'etag']) {
      const value = res.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(res.body, { status: res.status, headers });
  }

  return {
    connection,
    storedFile,

    async connect(serverUrl) {
      const address = siteAddress(serverUrl);
      let answer;
      try {
        answer = await callServer(fetchImpl, `${address}/api/health`, { method: 'GET', timeoutMs: 10_000 });
      } catch {
        throw new Error(UNREACHABLE);
      }
      if (answer.status !== 200 || (answer.body as { ok?: unknown } | null)?.ok !== true) {
        throw new Error('No preserve site answers at that address.');
      }
      online = true;
      await settings.set('serverUrl', address);
      return connection();
    },

    async signIn(email, password) {
      const serverUrl = await requireServer();
      let answer;
      try {
        answer = await callServer(fetchImpl, `${serverUrl}/api/auth/token`, {
          method: 'POST',
          json: { email, password, deviceName: `Desktop app (${process.platform})` },
        });
      } catch {
        throw new Error(UNREACHABLE);
      }
      if (answer.status !== 201) throw new Error(messageOf(answer, 'Signing in did not work. Please try again.'));
      const { token, user } = answer.body as {
        token: string;
        user: { email: string; firstName: string | null; isAdmin: boolean };
      };
      await settings.setToken(token);
      await settings.setAccount({ email: user.email, firstName: user.firstName, isAdmin: user.isAdmin });
      await settings.set(SESSION_ENDED_KEY, null);
      online = true;
      // What waited for the sign-in goes now.
      if ((await outbox.entries()).some((e) => e.state === 'pending')) void syncNow().catch(() => {});
      return connection();
    },

    async signOut() {
      const serverUrl = await settings.serverUrl();
      const token = await settings.token();
      if (serverUrl && token) {
        // Revoked when the site can be reached; either way this device forgets it.
        await callServer(fetchImpl, `${serverUrl}/api/auth/token`, { method: 'DELETE', token }).catch(() => null);
      }
      await settings.setToken(null);
      await settings.setAccount(null);
      await settings.set(SESSION_ENDED_KEY, null);
      return connection();
    },

    request,
    uploadImage,
    syncState,
    syncNow,
    resolveConflict,
    discardChange,
    scanFolder: (folder) => scanFolder(folder, organisation, now()),
    startImport,
    cancelImport,
    importProgress: async () => ({ ...progress }),
    interruptedImport,
    forgetImport,

    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await checking;
      await importRun;
      await syncing;
      await db.destroy();
    },
  };
}
