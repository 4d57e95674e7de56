import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { PHONE, launchBrowser, openPage, waitForHydration } from './support/browser';

const LONG_TITLE =
  'PL2E A very long gallery title about the restoration crew planting native grasses along the north meadow trail';

/** A picture with a title long enough to need the ellipsis on a phone, first in the gallery. */
function insertLongTitle(server: BuiltServer) {
  const db = new Database(path.join(server.dataDir, 'preserve.sqlite'));
  db.pragma('busy_timeout = 10000');
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  db.prepare(
    `INSERT INTO gallery_images (id, title, description, image_url, alt_text, category, uploaded_by, is_public, display_order, position, created_at)
     VALUES (?, ?, NULL, '/api/placeholder-image', NULL, 'wildlife', NULL, 1, -100, 'above', ?)`,
  ).run(randomUUID(), LONG_TITLE, now);
  db.close();
}

describe('phone layout at 390 px', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    insertLongTitle(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a gallery title cut with an ellipsis shows whole lines only, no part of the next one', async () => {
    const context = await browser.newContext(PHONE);
    const page = await openPage(context);
    await page.goto(`${server.url}/gallery`);
    await waitForHydration(page);
    const caption = page.locator('.gallery-tile-caption', { hasText: 'PL2E A very long' });
    await caption.waitFor();
    // Every line box of the title, and the edge the caption clips its text at (its padding box).
    const { lines, clipTop, clipBottom, contentBottom } = await caption.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Map<number, { top: number; bottom: number }>();
      for (const r of range.getClientRects()) {
        if (r.height === 0) continue;
        const key = Math.round(r.top);
        const seen = tops.get(key);
        tops.set(key, { top: r.top, bottom: Math.max(r.bottom, seen?.bottom ?? r.bottom) });
      }
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`));
      const clipTop = box.top + border('top');
      const clipBottom = box.bottom - border('bottom');
      return {
        lines: [...tops.values()],
        clipTop,
        clipBottom,
        contentBottom: clipBottom - parseFloat(style.paddingBottom),
      };
    });
    // The title really is longer than two lines at this width, so the ellipsis is in play.
    expect(lines.length).toBeGreaterThan(2);
    const partlyShown = lines.filter(
      (l) => l.top < clipBottom - 0.5 && l.bottom > clipTop && l.bottom > contentBottom + 0.5,
    );
    expect(partlyShown).toEqual([]);
    const shown = lines.filter((l) => l.top < clipBottom - 0.5 && l.bottom > clipTop);
    expect(shown).toHaveLength(2);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
