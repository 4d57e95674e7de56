import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestClient } from './client';
import type { TestServer } from './harness';

/** Helpers for upload tests: binary PUTs, and what is on disk. */

export interface PutAnswer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** PUTs raw bytes (or a stream) the way Uppy and the desktop app do: the file's own Content-Type, no JSON. */
export async function putFile(
  url: string,
  body: Buffer | ReadableStream<Uint8Array> | null,
  headers: Record<string, string> = { 'content-type': 'image/jpeg' },
): Promise<PutAnswer> {
  const res = await fetch(url, { method: 'PUT', body, headers, duplex: 'half' } as RequestInit);
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('application/json')) parsed = text ? JSON.parse(text) : null;
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** Asks for an upload URL as `client`, failing the test when none is given. */
export async function uploadUrlFor(client: TestClient): Promise<string> {
  const res = await client.post('/api/objects/upload');
  if (res.status !== 200 || typeof res.body?.uploadURL !== 'string') throw new Error(`no upload URL: ${res.status} ${res.text}`);
  return res.body.uploadURL;
}

/** Every file under DATA_DIR/objects (sidecars and temporary files included), relative to it. */
export async function filesInStorage(server: TestServer): Promise<string[]> {
  const root = path.join(server.dataDir, 'objects');
  const out: string[] = [];
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else out.push(path.relative(root, full));
    }
  };
  await walk(root);
  return out.sort();
}

/** A stored file as a visitor gets it, or as `as` does (with its session cookie or bearer token). */
export async function served(
  server: TestServer,
  urlPath: string,
  as?: TestClient,
): Promise<{ status: number; bytes: Buffer; type: string | null; cacheControl: string | null }> {
  const res = await fetch(server.url + urlPath, { headers: as?.credentials() ?? {} });
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
  };
}

export const uploadIdOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;
