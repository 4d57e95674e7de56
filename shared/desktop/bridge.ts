/**
 * The one interface between the desktop app's renderer and the program around it (docs/desktop.md).
 *
 * - In Electron the preload exposes it as `window.preserveDesktop` (IPC to the main process, which runs
 *   desktop/core).
 * - In the harness (`npm run desktop:harness`) a browser implementation sends the same calls over loopback HTTP
 *   to the same desktop/core running in Node.
 *
 * The renderer never talks to the network itself: every API call goes through `request`, so the core can answer
 * from its local cache when the site is unreachable and keep changes as drafts in its outbox.
 * Every method rejects with an Error whose message can be shown to the volunteer as it is.
 */

export interface DesktopAccount {
  email: string;
  firstName: string | null;
  isAdmin: boolean;
}

export interface DesktopConnection {
  /** The site's address, e.g. https://www.example.org; null before the first run's question is answered. */
  serverUrl: string | null;
  /** Who is signed in (a desktop token is held, encrypted where the platform allows); null when signed out. */
  account: DesktopAccount | null;
}

export type BridgeMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BridgeRequest {
  method: BridgeMethod;
  /** An /api path with its query string, exactly as the web admin calls it. */
  path: string;
  body?: unknown;
}

export interface BridgeResponse {
  status: number;
  body: unknown;
  /** 'server': a live answer; 'cache': the last synced copy (offline); 'draft': saved in the outbox to sync later. */
  source: 'server' | 'cache' | 'draft';
}

export interface PendingChange {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'upload';
  /** The kind of record, e.g. 'event', 'home-section', 'gallery-image', 'volunteer', 'contact'. */
  entity: string;
  entityId: string | null;
  /** One line for people, e.g. "Edit event “Spring Bird Walk”". */
  summary: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
}

export interface SyncConflict {
  /** The outbox entry that met a newer version on the server. */
  id: string;
  entity: string;
  entityId: string;
  summary: string;
  /** The volunteer's draft values and the server's current record (field by field). */
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
}

export interface SyncState {
  status: 'online' | 'offline' | 'syncing';
  lastSyncedAt: string | null;
  pending: PendingChange[];
  conflicts: SyncConflict[];
}

export type ConflictChoice =
  { keep: 'mine' } | { keep: 'theirs' } | { keep: 'merged'; values: Record<string, unknown> };

export interface UploadFile {
  name: string;
  type: string;
  data: Uint8Array;
}

export interface UploadResult {
  /**
   * The stored image's URL. Offline it is a placeholder (`draft-upload:<outbox id>`) that may be used in later
   * requests' bodies; the core swaps in the real URL when the upload syncs.
   */
  url: string;
  source: 'server' | 'draft';
}

export interface ImportRow {
  /** Stable key of the row (the event's folder path). */
  key: string;
  year: number;
  title: string;
  /** Image paths relative to the chosen folder. */
  files: string[];
  include: boolean;
}

export interface ImportPlan {
  folder: string;
  rows: ImportRow[];
}

export interface ImportProgress {
  state: 'idle' | 'running' | 'failed' | 'done';
  totalFiles: number;
  uploadedFiles: number;
  eventsCreated: number;
  /** Why a run stopped (shown with a Resume button), or null. */
  message: string | null;
}

/**
 * A folder import that stopped before it finished (the app closed, the site went away), remembered across restarts
 * so the app can offer to resume it at start.
 */
export interface InterruptedImport {
  plan: ImportPlan;
  totalFiles: number;
  /** Photos not uploaded yet. */
  filesLeft: number;
  /** Events not created yet. */
  eventsLeft: number;
}

export interface DesktopBridge {
  connection(): Promise<DesktopConnection>;
  /** Checks GET /api/health at the address and remembers it. */
  connect(serverUrl: string): Promise<DesktopConnection>;
  /** POST /api/auth/token; the token is kept encrypted (Electron safeStorage) and sent as a bearer token. */
  signIn(email: string, password: string): Promise<DesktopConnection>;
  /** Revokes the token on the server (when reachable) and forgets it locally. */
  signOut(): Promise<DesktopConnection>;

  request(request: BridgeRequest): Promise<BridgeResponse>;
  uploadImage(file: UploadFile): Promise<UploadResult>;

  syncState(): Promise<SyncState>;
  syncNow(): Promise<SyncState>;
  resolveConflict(id: string, choice: ConflictChoice): Promise<SyncState>;

  /** A native folder picker; null when cancelled. */
  chooseFolder(): Promise<string | null>;
  scanFolder(folder: string): Promise<ImportPlan>;
  /** Starts or resumes the import; files already uploaded are not sent again. */
  startImport(plan: ImportPlan): Promise<ImportProgress>;
  importProgress(): Promise<ImportProgress>;
  /** The import that was cut off and not finished since, or null (also while one runs). */
  interruptedImport(): Promise<InterruptedImport | null>;
  /** Gives up on the interrupted import (what it uploaded stays on the site; nothing is created from it). */
  forgetImport(): Promise<void>;

  openExternal(url: string): Promise<void>;
  copyText(text: string): Promise<void>;
  /** Save dialog; false when cancelled. */
  saveFile(suggestedName: string, contents: string): Promise<boolean>;
}

/** The part of the bridge that desktop/core implements in plain Node (the rest needs a window or the OS). */
export type DesktopCoreApi = Omit<DesktopBridge, 'chooseFolder' | 'openExternal' | 'copyText' | 'saveFile'>;

/** Where the preload puts the bridge in the renderer's window. */
export const DESKTOP_BRIDGE_GLOBAL = 'preserveDesktop';
