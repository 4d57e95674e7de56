import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTE_NAMES, ROUTES, type RouteName } from '@shared/api/routes';
import { apiRouters } from './index';
import { SSR_READS } from '@server/ssr/reads';

/** Every layer the routers serve, as "METHOD path" with the name it was registered under. */
function served(): Array<{ key: string; name: string | undefined }> {
  return apiRouters().flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ key: `${method} ${String(layer.path)}`, name: layer.name ?? undefined })),
    ),
  );
}

const declaredKey = (name: RouteName) => `${ROUTES[name].method} ${ROUTES[name].path}`;

/** A concrete path for a declared route: each parameter filled with a plain value. */
const samplePath = (name: RouteName) => ROUTES[name].path.replace(/:\w+/g, 'abc123');

describe('the route table and the routers', () => {
  it('the routers serve exactly the routes the table declares', () => {
    const servedKeys = served().map((s) => s.key);
    const declared = ROUTE_NAMES.map(declaredKey);
    expect(
      servedKeys.filter((k) => !declared.includes(k)),
      'served but not declared',
    ).toEqual([]);
    expect(
      declared.filter((k) => !servedKeys.includes(k)),
      'declared but not served',
    ).toEqual([]);
    expect(new Set(servedKeys).size, 'a route is served twice').toBe(servedKeys.length);
  });

  it('every route is registered by its table name (route(), not a hand-written path)', () => {
    for (const { key, name } of served()) {
      expect(name, key).toBeDefined();
      expect(declaredKey(name as RouteName), key).toBe(key);
    }
  });

  // The limiter, the renderer and the desktop app find routes with the table's matcher; it must pick what the
  // routers pick, and refuse what they refuse.
  it.each(ROUTE_NAMES)('%s: the shared matcher and the routers agree on its path and its other spellings', (name) => {
    const { method } = ROUTES[name];
    const path = samplePath(name);
    const routerFinds = (p: string) =>
      apiRouters().some((r) => r.match(p, method).route && r.match(p, method).pathAndMethod.length > 0);
    expect(routerFinds(path)).toBe(true);
    expect(matchRoute(method, path)?.name).toBe(name);
    const others = [`${path}/`, path.toUpperCase(), path.replace(/^\/(api|objects)\//, (m) => m.toUpperCase())];
    // A root file such as /robots.txt has no /api/ or /objects/ prefix to spell otherwise.
    for (const other of others.filter((o) => o !== path)) {
      expect(routerFinds(other), other).toBe(false);
      expect(matchRoute(method, other), other).toBeNull();
    }
  });

  // A write's input is part of the contract: its schema, or the reason the handler reads its own.
  it('every write declares its body schema, or why its handler reads its own, or takes none', () => {
    const BODILESS = new Set<RouteName>([
      'adminDemoContentRemove',
      'adminImageHide',
      'adminMigrateGalleryUrls',
      'uploadSlot',
      // The file's bytes themselves, streamed to storage.
      'uploadPut',
      'adminEmailRetry',
    ]);
    const undeclared = ROUTE_NAMES.filter((name) => {
      const { method, body, ownBody } = ROUTES[name];
      return ['POST', 'PUT', 'PATCH'].includes(method) && !body && !ownBody && !BODILESS.has(name);
    });
    expect(undeclared).toEqual([]);
  });

  // A legacy route serves what earlier desktop versions stored; nothing new may be drafted against it.
  it('a legacy route names the route clients call instead, and is never drafted offline', () => {
    for (const name of ROUTE_NAMES) {
      const legacy = ROUTES[name].legacy;
      if (!legacy) continue;
      expect(ROUTE_NAMES, name).toContain(legacy);
      expect(ROUTES[legacy as RouteName].legacy, name).toBeUndefined();
      expect(ROUTES[name].offline, name).toBeUndefined();
    }
  });

  it('the server renderer reads in-process exactly the routes the table marks for it', () => {
    const marked = ROUTE_NAMES.filter((n) => ROUTES[n].ssr).sort();
    expect(Object.keys(SSR_READS).sort()).toEqual(marked);
  });
});
