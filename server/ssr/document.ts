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
    ...(scripts ? p.assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`) : []),
    scripts ? `<script type="module" src="${p.assets.entry}"${nonce}></script>` : '',
    '</head><body>',
    `<div id="root">${p.body}</div>`,
    // Data, never executed: CSP does not govern it, so it needs no nonce (and keeps the markup readers expect).
    scripts ? `<script type="application/json" id="__data">${p.data}</script>` : '',
    '</body></html>',
  ].join('');
}
