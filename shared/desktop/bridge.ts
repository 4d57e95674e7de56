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
  /**
   * Why the volunteer must sign in again, when the site ended this computer's sign-in (a revoked token, an ended
   * session) rather than the volunteer signing out; says how many changes wait for after the sign-in. Else null.
   */
  signedOutNotice: string | null;
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
  /** A draft's one line for people ("New event “Frog Chorus”"), so the screens can say what was kept. */
  summary?: string;
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
  /** What the change sends (its fields as drafted); null for a picture or a body-less change such as a hide. */
  values: Record<string, unknown> | null;
  /** The later changes that build on this one (on a picture it uploads, a record it creates): discarded with it. */
  alsoDiscards: string[];
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
  /** The record as the volunteer's screen showed it when the draft was made; null for drafts of older versions. */
  base: Record<string, unknown> | null;
  /**
   * The fields both sides changed, each to something else: the only ones the volunteer decides on (the others are
   * merged: each side's changes kept). Every field they disagree on when `base` is null.
   */
  fields: string[];
  /** Who changed the site's copy and when, where the site records it. */
  changedBy: { name: string | null; at: string | null } | null;
  /** What the site said when it refused the change. */
  message: string | null;
}

/** What the last sync pass did, in words for the volunteer ("Sent 3 changes to the site."). */
export interface SyncReport {
  finishedAt: string;
  /** 'done': it reached the end of the outbox; otherwise why it stopped. */
  outcome: 'done' | 'offline' | 'signed-out' | 'server-trouble';
  /** Changes the site accepted in this pass. */
  sent: number;
  message: string;
  /**
   * What the site did besides storing the changes, each a sentence also at the end of `message` (the registrants
   * it e-mailed about an event moved offline). Shown after a pass the app ran by itself too.
   */
  notes?: string[];
}

export interface SyncState {
  /** 'signed-out': the site no longer accepts this computer's sign-in; nothing is sent until the next one. */
  status: 'online' | 'offline' | 'syncing' | 'signed-out';
  /** When a pass last reached the end of the outbox; a pass that stopped early leaves it. */
  lastSyncedAt: string | null;
  pending: PendingChange[];
  conflicts: SyncConflict[];
  /** The last pass since the app started, or null. */
  lastRun: SyncReport | null;
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
   * The stored image's URL. Offline it is a placeholder (`/objects/desktop-draft/<outbox id>`) that may be used in
   * later requests' bodies and shown as a picture (the app answers it from this computer); the core swaps in the
   * real URL when the upload syncs, and holds back any write naming it until then.
   */
  url: string;
  source: 'server' | 'draft';
}

export interface ImportRow {
  /** Stable key of the row (the event's folder path, relative to the chosen folder; '.' for the folder itself). */
  key: string;
  /** The folder's name as the volunteer wrote it (its path below the chosen folder), shown in the plan. */
  folder: string;
  year: number;
  /** yyyy-mm-dd on the preserve's calendar; null until the volunteer gives it when the folder name has no day. */
  date: string | null;
  /** Whether the folder name gave that whole date; the plan flags the rows where it did not. */
  dateFromName: boolean;
  title: string;
  /** Empty unless the volunteer writes one (the site then gets `photoEventDescription`). */
  description: string;
  /** Image paths relative to the chosen folder. */
  files: string[];
  include: boolean;
}

export interface ImportPlan {
  folder: string;
  rows: ImportRow[];
  /** Also add every photo to the gallery (category "events"). */
  addToGallery: boolean;
}

export interface ImportProgress {
  /** 'stopped': the volunteer cancelled it; like 'failed', it can be resumed. */
  state: 'idle' | 'running' | 'failed' | 'stopped' | 'done';
  totalFiles: number;
  uploadedFiles: number;
  eventsCreated: number;
  /** Photos added to the gallery, when the plan asks for it. */
  galleryImagesAdded: number;
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
  /** Drops one waiting change (and those that build on it) so it never reaches the site; its file goes too. */
  discardChange(id: string): Promise<SyncState>;

  /** A native folder picker; null when cancelled. */
  chooseFolder(): Promise<string | null>;
  scanFolder(folder: string): Promise<ImportPlan>;
  /** Starts or resumes the import; files already uploaded are not sent again. */
  startImport(plan: ImportPlan): Promise<ImportProgress>;
  /** Stops the running import after the photos on their way; it stays remembered, so it can be resumed. */
  cancelImport(): Promise<ImportProgress>;
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
