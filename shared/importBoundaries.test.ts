import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Who may import whom. `shared/` is imported by the server, the web app and the desktop app and imports none of them;
 * the web app and the desktop renderer never import server code; server code never imports web code, except the
 * server renderer (`server/ssr/`), whose job is to render the web app's pages. Types shared by two sides live in
 * `shared/`. Test files may import the other sides' test support.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['shared', 'server', 'web', 'desktop'] as const;
type Folder = (typeof FOLDERS)[number];

const ALIASES: Record<string, Folder> = {
  '@shared/': 'shared',
  '@server/': 'server',
  '@web/': 'web',
  '@desktop/': 'desktop',
};

const SOURCES = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && FOLDERS.some((top) => f.startsWith(`${top}/`)));

/** Every module a file imports (static, dynamic, re-exports), as the top folder it lives in. */
function importedFolders(file: string): Array<{ spec: string; folder: Folder | null }> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((spec) => {
    const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
    if (alias) return { spec, folder: ALIASES[alias] };
    if (!spec.startsWith('.')) return { spec, folder: null };
    const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec));
    const top = target.split(path.sep)[0] as Folder;
    return { spec, folder: FOLDERS.includes(top) ? top : null };
  });
}

function violations(
  from: (file: string) => boolean,
  forbidden: Folder[],
  except: (file: string) => boolean = () => false,
) {
  return SOURCES.filter((f) => from(f) && !except(f)).flatMap((file) =>
    importedFolders(file)
      .filter((i) => i.folder && forbidden.includes(i.folder))
      .map((i) => `${file} imports ${i.spec}`),
  );
}

describe('import boundaries', () => {
  it('reads the sources it checks', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
  });

  // Tests are exempt on every side: a component test may use the server's test support (its outbox, say).
  it('shared/ imports nothing from server/, web/ or desktop/', () => {
    expect(
      violations((f) => f.startsWith('shared/') && !/\.test\.tsx?$/.test(f), ['server', 'web', 'desktop']),
    ).toEqual([]);
  });

  it('server code never imports web code, except the server renderer', () => {
    expect(
      violations(
        (f) => f.startsWith('server/'),
        ['web', 'desktop'],
        (f) => f.startsWith('server/ssr/') || /\.test\.tsx?$/.test(f),
      ),
    ).toEqual([]);
  });

  it('the web app and the desktop renderer never import server code', () => {
    expect(
      violations(
        (f) => (f.startsWith('web/src/') || f.startsWith('desktop/renderer/')) && !/\.test\.tsx?$/.test(f),
        ['server'],
      ),
    ).toEqual([]);
  });
});
