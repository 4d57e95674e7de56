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
  /** This response's Content-Security-Policy nonce (securityHeaders.ts); scripts without it do not run. */
  nonce?: string;
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
  "const s=document.createElement('script');s.type='module';s.src=d.entry;s.nonce=me.nonce;document.head.append(s)};",
  // After the load event, let the frame that shows the loaded pictures reach the screen first (a page can finish
  // loading before its first paint, and presenting it takes a few frames); a hidden tab gets no frames, so a second.
  "addEventListener('load',()=>{requestAnimationFrame(()=>setTimeout(start,200));setTimeout(start,1000)},{once:true});",
  "for(const t of ['pointerdown','keydown','focusin','touchstart'])addEventListener(t,start,{once:true,capture:true,passive:true})})()",
].join('');

export function renderDocument(p: DocumentParts): string {
  const scripts = p.data && p.assets.entry;
  const nonce = p.nonce ? ` nonce="${escapeHtml(p.nonce)}"` : '';
  return [
    '<!doctype html><html lang="en"><head>',
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    p.robots ? `<meta name="robots" content="${escapeHtml(p.robots)}">` : '',
    '<meta name="theme-color" content="#2f5d3a">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...p.assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    scripts
      ? `<script data-entry="${escapeHtml(p.assets.entry!)}" data-preload="${escapeHtml(p.assets.preload.join(' '))}"${nonce}>${START_SCRIPTS}</script>`
      : '',
    '</head><body>',
    `<div id="root">${p.body}</div>`,
    // Data, never executed: CSP does not govern it, so it needs no nonce (and keeps the markup readers expect).
    scripts ? `<script type="application/json" id="__data">${p.data}</script>` : '',
    '</body></html>',
  ].join('');
}
