import fs from 'node:fs';
import { CLIENT_MANIFEST } from '../lib/paths';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface ClientAssets {
  entry: string | null;
  css: string[];
  preload: string[];
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
  const css = new Set<string>(entry.css ?? []);
  const preload = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { entry: `/${entry.file}`, css: [...css].map((c) => `/${c}`), preload: [...preload] };
}
