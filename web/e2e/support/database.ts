import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { onTestFinished } from 'vitest';
import { RESPONSE_CACHE_TTL_MS } from '@server/services/responseCache';
import { quoteIdentifier } from '@server/db/identifiers';
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
    // IMMEDIATE: the write lock first, then the reads, so a commit of the running server in between cannot make
    // SQLite refuse this write ("database is locked"), as it refuses a deferred transaction that read stale data.
    return db.transaction(() => write(db)).immediate();
  } finally {
    db.close();
  }
}

/**
 * Puts `tables` back as they are now when the running try ends, passed or failed: a test that edits or removes what
 * pages show through the admin screens leaves the next try the site its first try met. Name parent tables before
 * the tables that point at them, and name those too when they delete with their parent (registrations with events). Pair it with `untilServed` at the start of the test, since the restore reaches
 * pages only once their cached copies expire.
 */
export function restoreTablesWhenTryEnds(server: BuiltServer, tables: string[]): void {
  const saved = writeToDatabase(server, (db) =>
    tables.map((table) => ({
      table,
      rows: db.prepare(`SELECT * FROM ${quoteIdentifier(table)}`).all() as Record<string, unknown>[],
    })),
  );
  onTestFinished(() =>
    writeToDatabase(server, (db) => {
      db.pragma('defer_foreign_keys = ON');
      for (const { table } of [...saved].reverse()) db.prepare(`DELETE FROM ${quoteIdentifier(table)}`).run();
      for (const { table, rows } of saved) {
        if (!rows.length) continue;
        const columns = Object.keys(rows[0]);
        const insert = db.prepare(
          `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        for (const row of rows) insert.run(row);
      }
    }),
  );
}

/** Waits until an anonymous visitor's copy of `pathname` contains `text`: at most one page-cache lifetime. */
export async function untilServed(server: BuiltServer, pathname: string, text: string | RegExp): Promise<void> {
  const deadline = Date.now() + RESPONSE_CACHE_TTL_MS * 4;
  for (;;) {
    const html = await (await fetch(server.url + pathname)).text();
    if (typeof text === 'string' ? html.includes(text) : text.test(html)) return;
    if (Date.now() > deadline) throw new Error(`${pathname} still lacks ${String(text)}`);
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
