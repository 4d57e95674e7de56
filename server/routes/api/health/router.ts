import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import type { AppDeps } from '@server/deps';

const PROBE_LIMIT_MS = 3000;

/** True when `probe` succeeds within the limit; a hung database or store must not hang the health check. */
async function reachable(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_LIMIT_MS)));
  try {
    return await Promise.race([
      probe().then(
        (r) => r !== false,
        () => false,
      ),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(
  deps: Pick<AppDeps, 'db' | 'storage'>,
): Promise<{ database: boolean; storage: boolean }> {
  const [database, storage] = await Promise.all([
    reachable(() => deps.db.ping()),
    reachable(() => deps.storage.ping()),
  ]);
  return { database, storage };
}

export function healthRouter(): Router {
  const router = apiRouter();
  // The server listens only once migrations have run; past that, ready means the database and the file store
  // answer. A load balancer takes an instance out on 503 and back on 200 {"ok":true} (the runtime contract).
  route(router, 'health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const checks = await readiness(ctx.deps);
    if (checks.database && checks.storage) {
      ctx.body = { ok: true };
      return;
    }
    ctx.status = 503;
    ctx.body = { ok: false, ...checks };
  });
  return router;
}
