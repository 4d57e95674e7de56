import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes';
import { pathOfKey, queryKeys, reportKeys } from './keys';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Product files that still write an API path by hand, with how many times. Each has its reason; shrink the list as
 * call sites move to `call()` (shared/api/call.ts) or `pathOf`, and never grow it for new code.
 */
const HAND_WRITTEN: Record<string, { count: number; why: string }> = {
  // The table itself, and the query keys (public pages read them; the table would not fit their script budget).
  'shared/api/routes.ts': { count: -1, why: 'the route table' },
  'shared/api/keys.ts': { count: -1, why: 'query keys are paths; checked against the table below' },
  // Prefixes, not routes.
  'shared/api/session.ts': { count: 1, why: 'the /api/admin/ prefix tells an admin call' },
  'shared/schemas/desktopBridge.ts': { count: 1, why: 'the bridge carries /api/ paths only' },
  'desktop/core/index.ts': { count: 1, why: 'the core forwards /api/ paths only' },
  // Public pages: forms posted without scripts, links to server pages, and calls on public pages, whose first
  // scripts cannot carry the table (the script budget).
  'shared/forms/publicForms.ts': { count: 5, why: 'no-script form actions' },
  'web/src/components/Img.tsx': { count: 1, why: 'an image address' },
  'web/src/components/Header.tsx': { count: 2, why: 'link to the sign-in page' },
  'web/src/pages/GalleryPage.tsx': { count: 1, why: 'link to the sign-in page' },
  'web/src/lib/signedOut.ts': { count: 1, why: 'redirect to the sign-in page' },
  'web/src/static-pages/SignupConfirmPage.tsx': { count: 2, why: 'server page form and link' },
  'web/src/static-pages/NewPasswordPage.tsx': { count: 2, why: 'server page form and link' },
  'web/src/static-pages/NewsletterLinkPages.tsx': { count: 1, why: 'server page form' },
  'web/src/components/form/usePublicForm.tsx': { count: 2, why: 'public page call' },
  'web/src/components/events/RegistrationForm.tsx': { count: 1, why: 'public page call' },
  'web/src/components/forms/NewsletterSignupForm.tsx': { count: 1, why: 'public page call' },
  'shared/api/galleryWrites.ts': { count: 1, why: 'public page call (the lightbox delete)' },
};

const HAND_WRITTEN_PATH = /['`]\/api\//g;

function productFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', 'e2e', 'test', 'out', 'dist'].includes(entry.name) ? [] : productFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('the route table as the contract', () => {
  it('product code writes no API path by hand outside the allowed files', () => {
    const found: Record<string, number> = {};
    for (const file of ['shared', 'web/src', 'desktop'].flatMap(productFiles)) {
      if (file.startsWith('desktop/harness/')) continue;
      const count = fs.readFileSync(path.join(ROOT, file), 'utf8').match(HAND_WRITTEN_PATH)?.length ?? 0;
      if (count) found[file] = count;
    }
    const unexpected = Object.entries(found).filter(([file, n]) => {
      const allowed = HAND_WRITTEN[file];
      return !allowed || (allowed.count >= 0 && n > allowed.count);
    });
    expect(unexpected, 'use call() or pathOf() from the route table').toEqual([]);
    // An entry that outlived its call sites keeps the list honest only if it goes.
    const stale = Object.entries(HAND_WRITTEN).filter(([file, a]) => a.count >= 0 && (found[file] ?? 0) < a.count);
    expect(stale, 'shrink HAND_WRITTEN').toEqual([]);
  });

  it('every query key is the path of a GET route of the table', () => {
    for (const [name, key] of Object.entries({ ...queryKeys, ...reportKeys })) {
      // The mail list's key carries its search part, every other function an id or a name.
      const parts = typeof key === 'function' ? key(name === 'adminEmails' ? '?limit=1' : 'abc123') : key;
      const keyPath = pathOfKey(parts).split('?')[0];
      expect(matchRoute('GET', keyPath), `${name}: ${keyPath}`).not.toBeNull();
    }
  });
});
