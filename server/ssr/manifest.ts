import fs from 'node:fs';
import { CLIENT_MANIFEST } from '../lib/paths';
import { PAGE_MODULES, adminScreenModule } from '../../web/src/pageChunks';
import { adminRouteId, webScreens } from '../../shared/admin/screens';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export interface ClientAssets {
  entry: string | null;
  css: string[];
  preload: string[];
  /** The lazily loaded page chunks' own files, by route id: sent with the first page so it needs no second trip. */
  pages?: Record<string, { css: string[]; preload: string[] }>;
}

const ENTRY = 'src/entry-client.tsx';

/**
 * The browser bundle's files from Vite's manifest: the entry script, its CSS and the chunks to preload.
 * Without a build (API tests), pages are served as plain server-rendered HTML.
 */
export function readClientAssets(file = CLIENT_MANIFEST): ClientAssets {
  if (!fs.existsSync(file)) return { entry: null, css: [], preload: [] };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return { entry: null, css: [], preload: [] };
  const closure = (names: string[], skip = new Set<string>()) => {
    const css = new Set<string>();
    const preload = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || preload.has(`/${chunk.file}`) || skip.has(`/${chunk.file}`)) return;
      preload.add(`/${chunk.file}`);
      chunk.css?.forEach((c) => css.add(`/${c}`));
      chunk.imports?.forEach(visit);
    };
    names.forEach(visit);
    return { css: [...css], preload: [...preload] };
  };
  const shared = closure(entry.imports ?? []);
  const base = {
    entry: `/${entry.file}`,
    css: [...new Set([...(entry.css ?? []).map((c) => `/${c}`), ...shared.css])],
    preload: shared.preload,
  };
  const known = new Set([base.entry, ...base.preload]);
  const pages: ClientAssets['pages'] = {};
  // An admin screen's styles go with its HTML too: otherwise the server-rendered frame jumps when Blueprint's
  // stylesheet arrives with the script.
  const adminModules = webScreens().map((s) => [adminRouteId(s.name), adminScreenModule(s.name)]);
  for (const [id, source] of [...Object.entries(PAGE_MODULES), ...adminModules]) {
    const page = closure([source], known);
    pages[id] = { css: page.css.filter((c) => !base.css.includes(c)), preload: page.preload };
  }
  return { ...base, pages };
}

/** The assets for a page whose matched routes are routeIds: the shared ones plus each lazy page's own. */
export function assetsForRoutes(assets: ClientAssets, routeIds: string[]): ClientAssets {
  const css = [...assets.css];
  const preload = [...assets.preload];
  for (const id of routeIds) {
    const page = assets.pages?.[id];
    if (!page) continue;
    css.push(...page.css.filter((c) => !css.includes(c)));
    preload.push(...page.preload.filter((p) => !preload.includes(p)));
  }
  return { ...assets, css, preload };
}
