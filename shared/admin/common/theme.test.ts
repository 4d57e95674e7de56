import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (rel: string) => fs.readFileSync(new URL(rel, import.meta.url), 'utf8');
const theme = read('./theme.css');
const siteTokens = new Map(
  [...read('../../../web/src/styles/global.css').matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map((m) => [
    m[1],
    m[2].trim(),
  ]),
);

/** Every `var(--token, fallback)` in the theme: the fallback is what the desktop app, without the site's CSS, shows. */
const uses = [...theme.matchAll(/var\((--[\w-]+),\s*((?:[^()]|\([^()]*\))+)\)/g)].map((m) => ({
  token: m[1],
  fallback: m[2].trim(),
}));

describe('the admin theme', () => {
  it('reads only tokens the public site defines', () => {
    expect(uses.length).toBeGreaterThan(10);
    for (const { token } of uses) expect(siteTokens.has(token), token).toBe(true);
  });

  it('falls back to the same values as the site tokens, so the desktop app looks as the web admin does', () => {
    const norm = (v: string) => v.replace(/\s+/g, ' ').replace(/"/g, "'").toLowerCase();
    for (const { token, fallback } of uses) expect(norm(fallback), token).toBe(norm(siteTokens.get(token) ?? ''));
  });
});
