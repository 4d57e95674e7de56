import path from 'node:path';
import { mimeTypeOfExtension } from '../../shared/lib/mimeTypes';
import { APP_HOST, APP_SCHEME } from './policy';
import { parseUrl } from '../core/parseUrl';

/**
 * Maps an app:// request to a file of the built renderer. Only files inside the renderer folder are served:
 * `..` segments, encoded or not, cannot climb out of it.
 */
export function resolveAppFile(requestUrl: string, rendererDir: string): string | null {
  const url = parseUrl(requestUrl);
  if (!url || url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  if (relative === '/' || relative === '') relative = '/index.html';
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${relative}`);
  return file.startsWith(root + path.sep) ? file : null;
}

export const mimeTypeFor = (file: string): string => mimeTypeOfExtension(path.extname(file));

/**
 * The screens show stored pictures by their site-relative address (/objects/...). Inside the app that address is
 * app://renderer/objects/...; this gives the connected site's address for it, or null for the app's own files.
 */
export function siteAddressFor(requestUrl: string, siteUrl: string | null): string | null {
  if (!siteUrl) return null;
  const url = parseUrl(requestUrl);
  if (!url || url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || !url.pathname.startsWith('/objects/'))
    return null;
  return siteUrl.replace(/\/+$/, '') + url.pathname + url.search;
}

/** The connected site: its address, and how to fetch one of its stored files as the signed-in person. */
export interface ConnectedSite {
  url: string;
  /** The desktop core's storedFile: the request carries the device's token. */
  fetch(address: string): Promise<Response | null>;
}

/**
 * The app:// answer for one request: the file with its type and the CSP header, a stored picture fetched from
 * the site, or 404. Pictures are fetched with the device's token rather than redirected to: the site shows a
 * photo waiting for approval, or an upload not saved yet, only to its uploader and admins.
 */
export async function appProtocolResponse(
  requestUrl: string,
  rendererDir: string,
  csp: string,
  read: (file: string) => Promise<Uint8Array>,
  site: ConnectedSite | null = null,
): Promise<Response> {
  const onSite = siteAddressFor(requestUrl, site?.url ?? null);
  if (onSite) return (await site!.fetch(onSite)) ?? new Response('Not found', { status: 404 });
  const file = resolveAppFile(requestUrl, rendererDir);
  if (!file) return new Response('Not found', { status: 404 });
  try {
    const body = await read(file);
    return new Response(body as BodyInit, {
      headers: {
        'Content-Type': mimeTypeFor(file),
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
