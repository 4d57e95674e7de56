import { APP_ORIGIN } from './policy';

/**
 * The renderer's Content-Security-Policy, sent as a response header on every app:// file (and on the dev
 * server's responses during development).
 *
 * Scripts, styles, fonts and connections come only from the app itself: the renderer never talks to the network,
 * every API call goes through the bridge. Images are the exception: the gallery shows the site's pictures, whose
 * address the volunteer types at first run, so any https address (and a site on this computer, for testing) may
 * serve an image. Styles allow inline attributes because Blueprint positions popovers with style attributes.
 */
export function contentSecurityPolicy(options: { devServerUrl?: string | null } = {}): string {
  const self = `'self' ${APP_ORIGIN}`;
  const dev = options.devServerUrl ? new URL(options.devServerUrl) : null;
  // Vite's dev server injects its client script and talks to it over a websocket (hot reload).
  const devScript = dev ? ` ${dev.origin} 'unsafe-inline'` : '';
  const devConnect = dev ? ` ${dev.origin} ws://${dev.host}` : '';
  const directives: Record<string, string> = {
    'default-src': "'none'",
    'script-src': `${self}${devScript}`,
    'style-src': `${self} 'unsafe-inline'${dev ? ` ${dev.origin}` : ''}`,
    'img-src': `${self} data: blob: https: http://localhost:* http://127.0.0.1:*`,
    'font-src': `${self} data:`,
    'connect-src': `${self}${devConnect}`,
    'object-src': "'none'",
    'frame-src': "'none'",
    'worker-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
