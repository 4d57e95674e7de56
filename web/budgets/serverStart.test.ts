import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the built server loads at every start: main.js and every chunk it imports statically. The libraries only some
 * sites use (S3 storage, Redis, the newsletter PDF) must stay out of that set and load on first use; each one costs a
 * start (and every CLI command) a tenth of a second or more of CPU.
 */
const DIST = fileURLToPath(new URL('../../server/dist', import.meta.url));
const OPTIONAL = ['@aws-sdk/', 'ioredis', 'pdfkit'];

/** The bare module names and local chunks a built file imports statically (dynamic `import()` is not followed). */
function staticImports(file: string): { packages: string[]; chunks: string[] } {
  const code = fs.readFileSync(path.join(DIST, file), 'utf8');
  const specifiers = [...code.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["'];?$/gm)].map((m) => m[1]);
  return {
    packages: specifiers.filter((s) => !s.startsWith('.')),
    chunks: specifiers.filter((s) => s.startsWith('./')).map((s) => s.slice(2)),
  };
}

function loadedAtStart(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const { packages, chunks } = staticImports(file);
    seen.set(file, packages);
    queue.push(...chunks);
  }
  return seen;
}

describe('the built server at start', () => {
  for (const entry of ['main.js', 'cli.js']) {
    it(`${entry} loads no optional library before it is used`, () => {
      const files = loadedAtStart(entry);
      expect(files.size).toBeGreaterThan(1);
      const packages = [...files.values()].flat();
      expect(packages).toContain('typeorm'); // the walk does read the imports
      expect(packages.filter((p) => OPTIONAL.some((o) => p.startsWith(o)))).toEqual([]);
    });
  }
});
