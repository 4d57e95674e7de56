import http from 'node:http';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createDesktopCore, type DesktopCore } from '../core/index';
import { bridgeArgs, isJsonBridgeMethod } from './bridgeArgs';
import { serveStatic } from './staticFiles';

/** Largest JSON call (an import plan of a big folder) and largest upload the harness reads. */
const MAX_JSON_BYTES = 5 * 1024 * 1024;
const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

export interface HarnessOptions {
  serverUrl: string | null;
  dataDir: string;
  port: number;
  /** How often the core looks for the site in the background; 0: only when the volunteer syncs. */
  reachabilityIntervalMs?: number;
  /** The built renderer (desktop/renderer/dist). */
  rendererDir: string;
  /** Defaults to desktop/core's; a stand-in lets the renderer be tried before the core does everything. */
  createCore?: typeof createDesktopCore;
}

export interface Harness {
  url: string;
  core: DesktopCore;
  close(): Promise<void>;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The desktop app without Electron: the same core the main process runs, and the built renderer served to
 * a browser whose bridge calls arrive as POST /bridge/<method>. Loopback only: it listens on 127.0.0.1 and
 * refuses other Host names and cross-site callers, since the bridge acts with the volunteer's token.
 */
export async function startHarness(options: HarnessOptions): Promise<Harness> {
  await fs.mkdir(options.dataDir, { recursive: true });
  const core = await (options.createCore ?? createDesktopCore)({
    dataDir: options.dataDir,
    reachabilityIntervalMs: options.reachabilityIntervalMs,
  });
  if (options.serverUrl) await preconnect(core, options.serverUrl);

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof HttpFailure ? err.status : 422;
      send(res, status, { error: err instanceof Error ? err.message : String(err) });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const port = (server.address() as AddressInfo).port;
    if (!isLoopbackHost(req.headers.host, port)) throw new HttpFailure(421, 'This harness answers on 127.0.0.1 only.');
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (!url.pathname.startsWith('/bridge/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpFailure(405, 'Method not allowed');
      // The screens show stored pictures by their site-relative address: fetch them from the site with the
      // device's token, as the app does (a photo waiting for approval is only served to its uploader and admins).
      const site = url.pathname.startsWith('/objects/') ? (await core.connection()).serverUrl : null;
      if (site) {
        const answer = await core.storedFile(site + url.pathname + url.search);
        if (!answer) return send(res, 404, { error: 'Not found' });
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        if (!answer.body) return void res.end();
        return void Readable.fromWeb(answer.body as never).pipe(res);
      }
      return serveStatic(options.rendererDir, url.pathname, res);
    }
    if (req.method !== 'POST') throw new HttpFailure(405, 'Bridge calls are POST requests.');
    const origin = req.headers.origin;
    if (origin && !isLoopbackHost(origin.replace(/^https?:\/\//, ''), port))
      throw new HttpFailure(403, 'Cross-site bridge calls are refused.');
    const name = url.pathname.slice('/bridge/'.length);

    if (name === 'uploadImage') {
      const data = await readBody(req, MAX_UPLOAD_BYTES);
      const fileName = decodeURIComponent(String(req.headers['x-file-name'] ?? '')).trim();
      const type = String(req.headers['x-file-type'] ?? '');
      if (!fileName || fileName.length > 255 || !/^[\w.+-]+\/[\w.+-]+$/.test(type) || data.length === 0) {
        throw new HttpFailure(400, 'uploadImage needs a file name, a type and the file bytes.');
      }
      return send(res, 200, { result: await core.uploadImage({ name: fileName, type, data: new Uint8Array(data) }) });
    }
    if (!isJsonBridgeMethod(name)) throw new HttpFailure(404, `Unknown bridge method ${name}.`);

    let raw: unknown;
    try {
      raw = JSON.parse((await readBody(req, MAX_JSON_BYTES)).toString('utf8') || '[]');
    } catch {
      throw new HttpFailure(400, 'The arguments must be a JSON array.');
    }
    const parsed = bridgeArgs[name].safeParse(raw);
    if (!parsed.success)
      throw new HttpFailure(
        400,
        `Invalid arguments for ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'} ${i.message}`).join('; ')}`,
      );
    const fn = core[name] as (...args: unknown[]) => Promise<unknown>;
    send(res, 200, { result: await fn.apply(core, parsed.data) });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    core,
    async close() {
      // close() waits for every open connection to end, and an open renderer keeps its own open (keep-alive, the
      // sync status stream): end them now, or a harness stopped under an open page never exits.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await core.close();
    },
  };
}

/** The env's site becomes the core's site, unless the core already remembers it (a restart while offline must not fail). */
async function preconnect(core: DesktopCore, serverUrl: string): Promise<void> {
  const current = await core.connection();
  if (current.serverUrl === serverUrl) return;
  try {
    await core.connect(serverUrl);
  } catch (err) {
    console.warn(`Could not connect to ${serverUrl} yet: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function isLoopbackHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpFailure(413, 'The request is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
