import { parseUrl } from '../core/parseUrl';

/**
 * What the app window may load and where links go. Pure functions so they are tested without Electron.
 *
 * The window shows only the bundled renderer (served on the app:// scheme) or, during development, the
 * electron-vite dev server. Everything else is someone else's content: web and mail links go to the system's
 * browser or mail program, anything else is dropped.
 */

/** The privileged scheme and host the bundled renderer is served from (see appProtocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

export interface AppLocation {
  /** electron-vite's dev server (ELECTRON_RENDERER_URL) when running `electron-vite dev`; absent in builds. */
  devServerUrl?: string | null;
}

/** True for the app's own pages: the app:// origin, or the dev server's origin in development. */
export function isAppUrl(url: string, location: AppLocation = {}): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
  const dev = location.devServerUrl ? parseUrl(location.devServerUrl) : null;
  return dev !== null && parsed.origin === dev.origin;
}

/** Links handed to the operating system: web pages and e-mail addresses, nothing that runs or reads files. */
export function opensExternally(url: string): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  if (parsed.protocol === 'mailto:') return true;
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    !parsed.username &&
    !parsed.password
  );
}

export type NavigationDecision = 'allow' | 'open-externally' | 'block';

/** For `will-navigate`/`will-redirect` and new-window requests: stay inside the app or leave it for the browser. */
export function decideNavigation(url: string, location: AppLocation = {}): NavigationDecision {
  if (isAppUrl(url, location)) return 'allow';
  return opensExternally(url) ? 'open-externally' : 'block';
}

/** New windows are never opened; web links from `target=_blank` or window.open go to the system browser. */
export function decideNewWindow(url: string): 'open-externally' | 'block' {
  return opensExternally(url) ? 'open-externally' : 'block';
}
