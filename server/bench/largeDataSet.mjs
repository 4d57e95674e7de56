import { randomUUID } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;
export const BENCH_EVENTS = 200;
export const BENCH_GALLERY_IMAGES = 1000;

/** SQLite's stored form of an instant (server/db/database.ts dateParam). */
const sqliteDate = (d) => d.toISOString().replace('T', ' ').replace('Z', '');

/** A table or column name as one quoted identifier, whatever it holds (server/db/identifiers.ts). */
const quote = (name) => `"${String(name).replace(/"/g, '""')}"`;

/**
 * Adds 200 events and 1,000 gallery pictures to a stopped server's SQLite database by copying the demo
 * content's own rows, so every new row has exactly the shape the app wrote (and the pictures reuse its stored
 * files). One transaction: a second or so instead of minutes through the API.
 */
export function seedLargeDataSet(file, Database) {
  const db = new Database(file);
  const templateEvent = db.prepare('SELECT * FROM events ORDER BY date DESC LIMIT 1').get();
  const templateImages = db.prepare('SELECT * FROM gallery_images').all();
  if (!templateEvent || templateImages.length === 0)
    throw new Error('The demo content is missing: start once with SEED=demo');
  const insert = (table, row) => {
    const cols = Object.keys(row);
    db.prepare(
      `INSERT INTO ${quote(table)} (${cols.map(quote).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    ).run(...cols.map((c) => row[c]));
  };
  const now = Date.now();
  let upcomingEventId = null;
  let registrationEventId = null;
  db.transaction(() => {
    for (let i = 0; i < BENCH_EVENTS; i++) {
      // Half ahead (the events page), half behind (past events), a day apart.
      const offset = i % 2 === 0 ? (i / 2 + 3) * DAY : -((i - 1) / 2 + 3) * DAY;
      const id = randomUUID();
      insert('events', {
        ...templateEvent,
        id,
        title: `Bench walk ${i + 1}`,
        date: sqliteDate(new Date(now + offset)),
        current_registrations: 0,
        max_capacity: i === 0 ? 1_000_000 : templateEvent.max_capacity,
        is_active: offset > 0 ? 1 : 0,
      });
      if (i === 0) registrationEventId = id;
      if (i === 2) upcomingEventId = id;
    }
    for (let i = 0; i < BENCH_GALLERY_IMAGES; i++) {
      const t = templateImages[i % templateImages.length];
      insert('gallery_images', {
        ...t,
        id: randomUUID(),
        title: `Bench picture ${i + 1}`,
        display_order: 1000 + i,
        created_at: sqliteDate(new Date(now - i * 60_000)),
      });
    }
  })();
  db.close();
  return {
    events: BENCH_EVENTS,
    galleryImages: BENCH_GALLERY_IMAGES,
    eventId: upcomingEventId,
    upcomingEventId,
    registrationEventId,
  };
}
