import { createHash } from 'node:crypto';
import type { ClientAssets } from './manifest';
import { escapeHtml } from '../../shared/lib/html';

export interface DocumentParts {
  title: string;
  description: string;
  body: string;
  assets: ClientAssets;
  /** Hydration data; pages without it are plain HTML with no script. */
  data?: string;
  robots?: string;
  /** Further head tags, already escaped: canonical link, share preview tags, JSON-LD (seo.ts). */
  head?: string;
}

/**
 * The page is whole without its scripts (they only hydrate it), so they start once it has shown what it has (the
 * first frames after the window's load event), or at once when the visitor starts using it: on a weak line the
 * words and the first pictures come before 120 KB of script (docs/performance.md). Reads its files from its own data attributes.
 */
export const START_SCRIPTS = [
  '(()=>{const me=document.currentScript,d=me.dataset;let started=false;',
  'const start=()=>{if(started)return;started=true;',
  "for(const href of d.preload.split(' ').filter(Boolean)){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}",
  "const s=document.createElement('script');s.type='module';s.src=d.entry;document.head.append(s)};",
  // After the load event, let the frame that shows the loaded pictures reach the screen first (a page can finish
  // loading before its first paint, and presenting it takes a few frames); a hidden tab gets no frames, so a second.
  "addEventListener('load',()=>{requestAnimationFrame(()=>setTimeout(start,200));setTimeout(start,1000)},{once:true});",
  "for(const t of ['pointerdown','keydown','focusin','touchstart'])addEventListener(t,start,{once:true,capture:true,passive:true});",
  // A button (not a form's submit button, whose form posts itself) pressed before the scripts run does nothing yet: note it, and the
  // client entry presses it again once the page has hydrated (entry-client.tsx, replayTap).
  "addEventListener('click',e=>{const b=!self.__earlyTapsOff&&e.target instanceof Element&&e.target.closest('button');if(b&&(b.type==='button'||!b.form))self.__earlyTap=b},{capture:true,passive:true})})()",
].join('');

/**
 * The Content-Security-Policy source that lets START_SCRIPTS run: the sha256 of its exact text, computed from it
 * here so the two can never drift apart. A hash, not a per-response nonce, because a page's HTML must not depend
 * on the response that carries it: a browser that revalidates its stored page and gets a 304 shows the stored
 * body under the 304's headers, and a new nonce there would block the stored page's loader. The module entry
 * and the chunks it adds come from this site, so 'self' allows them.
 */
export const START_SCRIPTS_HASH = `'sha256-${createHash('sha256').update(START_SCRIPTS, 'utf8').digest('base64')}'`;

/** The inline scripts a page may carry, as CSP sources (securityHeaders.ts puts them in script-src). */
export const INLINE_SCRIPT_HASHES: readonly string[] = [START_SCRIPTS_HASH];

export function renderDocument(p: DocumentParts): string {
  const scripts = p.data && p.assets.entry;
  return [
    '<!doctype html><html lang="en"><head>',
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    p.robots ? `<meta name="robots" content="${escapeHtml(p.robots)}">` : '',
    p.head ?? '',
    '<meta name="theme-color" content="#2f5d3a">',
    // The ICO for browsers and search results that take no SVG icon (sizes keeps others on the SVG), the touch icon
    // for home screens (server/services/siteIcons.ts).
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    ...p.assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    scripts
      ? `<script data-entry="${escapeHtml(p.assets.entry!)}" data-preload="${escapeHtml(p.assets.preload.join(' '))}">${START_SCRIPTS}</script>`
      : '',
    '</head><body>',
    `<div id="root">${p.body}</div>`,
    // Data, never executed: CSP does not govern it, so it needs no hash.
    scripts ? `<script type="application/json" id="__data">${p.data}</script>` : '',
    '</body></html>',
  ].join('');
}
