import { PUBLIC_PAGE_LIST, type ChunkedPageName } from '../../shared/publicPages.ts';

/**
 * Which source module holds each lazily loaded page, by route id, as Vite's manifest names it (from the one list of
 * public pages). The server reads it to send the first page's chunk and styles with the HTML instead of after the
 * entry script runs; the script budget test (web/budgets/) walks every public page from it. Imported by the Vite
 * config too (publicCommonChunk.ts), where the path aliases are not set up yet: hence the relative import.
 */
export const PAGE_MODULES = Object.fromEntries(PUBLIC_PAGE_LIST.map((p) => [p.name, p.module])) as Record<
  ChunkedPageName,
  string
>;

export type PublicPageId = ChunkedPageName;

/**
 * The web glue module of an admin screen, by the naming rule of web/src/admin/ (`page-texts` is
 * `src/admin/AdminPageTexts.tsx`): the server sends a screen's stylesheets with its HTML from it.
 */
export const adminScreenModule = (name: string) =>
  `src/admin/Admin${name.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())}.tsx`;
