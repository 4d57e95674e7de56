import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { RESPONSE_CACHE_TTL_MS } from '@server/services/responseCache';
import type { BuiltServer } from './server';

/**
 * Runs `write` on the test server's SQLite file, the way a row from an older version or another tool would arrive.
 * The server reads committed rows on every request, but its page cache does not hear of a write it did not make:
 * a page cached just before may be served for up to the cache's lifetime. A test that changes rows after pages were
 * served waits for the page with `untilServed`.
 */
export function writeToDatabase<T>(server: BuiltServer, write: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, 'preserve.sqlite'));
  try {
    db.pragma('busy_timeout = 10000');
    return db.transaction(() => write(db))();
  } finally {
    db.close();
  }
}

/** Waits until an anonymous visitor's copy of `pathname` contains `text`: at most one page-cache lifetime. */
export async function untilServed(server: BuiltServer, pathname: string, text: string): Promise<void> {
  const deadline = Date.now() + RESPONSE_CACHE_TTL_MS * 4;
  for (;;) {
    const html = await (await fetch(server.url + pathname)).text();
    if (html.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`${pathname} still lacks "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface GalleryRow {
  /** A fixed id makes the insert idempotent: a retried test replaces its row instead of adding a second one. */
  id?: string;
  title: string;
  description?: string | null;
  imageUrl?: string;
  category?: string | null;
  uploadedBy?: string | null;
  isPublic?: boolean;
  displayOrder: number;
  position?: 'above' | 'below';
}

/** Gallery rows written straight into the database; unless given, each shows the server's placeholder picture. */
export function insertGalleryRows(server: BuiltServer, rows: GalleryRow[]): void {
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  writeToDatabase(server, (db) => {
    const insert = db.prepare(
      `INSERT OR REPLACE INTO gallery_images (id, title, description, image_url, alt_text, category, uploaded_by, is_public, display_order, position, created_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
    );
    for (const r of rows)
      insert.run(
        r.id ?? randomUUID(),
        r.title,
        r.description ?? null,
        r.imageUrl ?? '/api/placeholder-image',
        r.category === undefined ? 'wildlife' : r.category,
        r.uploadedBy ?? null,
        r.isPublic === false ? 0 : 1,
        r.displayOrder,
        r.position ?? 'above',
        now,
      );
  });
}
