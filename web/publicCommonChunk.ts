import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_MODULES } from './src/pageChunks.ts';

interface ModuleInfoLike {
  importedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_ROOTS = ['src/entry-client.tsx', ...Object.values(PAGE_MODULES)].map((file) => path.join(here, file));

/**
 * The code-splitting group name for a module: 'public-common' when a public page needs it at once (reached by static
 * imports from the entry or a public page), so that what public pages share travels as one file; null otherwise,
 * leaving signed-in screens, zod and other lazily loaded code to rolldown's own chunking.
 */
export function publicCommonChunk(id: string, ctx: ChunkingContextLike): string | null {
  return publicModules(ctx).has(id) && !FEW_PAGES_ONLY.test(id) ? 'public-common' : null;
}

/**
 * Pieces that a few pages alone use (the events page's month calendar, the paged grid of the two event lists, the
 * top band of the content pages), left with those pages so the others, the home page first, do not carry them. A
 * piece a few pages share travels as a small file of its own, for those pages only.
 */
const FEW_PAGES_ONLY = /[/\\](EventMonthView\.tsx|eventMonth\.ts|EventGrid\.tsx|PageHero\.tsx)$/;

let reached: { ctx: ChunkingContextLike; ids: Set<string> } | null = null;

function publicModules(ctx: ChunkingContextLike): Set<string> {
  if (reached?.ctx === ctx) return reached.ids;
  const ids = new Set<string>();
  const queue = [...PUBLIC_ROOTS];
  while (queue.length) {
    const id = queue.pop()!;
    if (ids.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    ids.add(id);
    queue.push(...info.importedIds);
  }
  reached = { ctx, ids };
  return ids;
}
