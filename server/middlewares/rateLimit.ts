import type { Context, Middleware } from 'koa';
import { RateLimitStore, type Counter, type CounterStore } from './rateLimitStore';
import { matchRoute, ROUTE_NAMES, ROUTES, type RateLimitRuleName, type RouteName } from '@shared/api/routes';
import { emailIdentity } from '@shared/schemas/common';
import { clientOf } from '@server/lib/clientAddress';

export const TOO_MANY_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const MINUTE = 60_000;

/** Which answers a limit counts. Validation errors (400) never count where a typo should not cost a try. */
const counts = {
  /** Wrong credentials. */
  badCredentials: (status: number) => status === 401,
  /** Anything the server actually acted on or refused for a reason other than malformed input. */
  nonValidation: (status: number) => status !== 400 && status !== 429,
  /** A refused token or current password (these endpoints answer 400 or 401 for that). */
  refused: (status: number) => status === 400 || status === 401,
  /** A stored submission. */
  stored: (status: number) => status >= 200 && status < 300,
};

interface Limit {
  /**
   * Count per client (one IPv4 address or one IPv6 /64, `clientGroup`), per client and the account the body's
   * e-mail names, per client and the event the route names (its `:id`; routes without one skip it), or per
   * signed-in account (only in a rule's `admins` limits, which are checked once the caller is known).
   */
  per: 'client' | 'client+email' | 'client+event' | 'account';
  max: number;
  windowMs: number;
  counts: (status: number) => boolean;
  /** A successful answer (2xx or a redirect) wipes this counter: the person got in. */
  clearedBySuccess?: boolean;
  /**
   * Count the attempt while it runs and give it back if it does not count: otherwise a burst of parallel guesses
   * would all pass the check before the first one failed. Not for the public forms, where a crowd submitting
   * at once must not be refused for submissions that have not been stored.
   */
  reserve?: boolean;
}

interface Rule {
  /** Counters are shared by every route of a rule, so switching between them gains nothing. */
  name: RateLimitRuleName;
  limits: Limit[];
  /**
   * For a signed-in admin, these limits (per account) instead of `limits`: their work is larger than a member's
   * and done by name. A rule with them is checked after the caller is known (`rateLimitByAccount`), not before.
   */
  admins?: Limit[];
}

/**
 * Every rate limit of the site, in one place: the numbers per rule. Which routes a rule covers is said by the route
 * table (`shared/api/routes.ts`, each route's `rateLimit`), and a request is matched to its route the way the
 * routers match it (strict, case-sensitive), so a limit applies to exactly the requests its routes' handlers run for;
 * another spelling of a path reaches no handler at all.
 */
export const RATE_LIMIT_RULES: Rule[] = [
  {
    name: 'sign-in',
    limits: [
      {
        per: 'client+email',
        max: 5,
        windowMs: 15 * MINUTE,
        counts: counts.badCredentials,
        clearedBySuccess: true,
        reserve: true,
      },
      { per: 'client', max: 50, windowMs: 15 * MINUTE, counts: counts.badCredentials, reserve: true },
    ],
  },
  {
    name: 'sign-up',
    // Every sign-up e-mails the address (a link, or a note to its owner): the second limit keeps that from
    // becoming a way to flood one inbox, and holds for addresses with and without an account alike.
    limits: [
      { per: 'client+email', max: 3, windowMs: 15 * MINUTE, counts: counts.nonValidation, reserve: true },
      { per: 'client', max: 10, windowMs: 15 * MINUTE, counts: counts.nonValidation, reserve: true },
    ],
  },
  {
    name: 'password-reset-request',
    limits: [
      { per: 'client+email', max: 5, windowMs: 15 * MINUTE, counts: counts.nonValidation, reserve: true },
      { per: 'client', max: 20, windowMs: 15 * MINUTE, counts: counts.nonValidation, reserve: true },
    ],
  },
  {
    name: 'password-change',
    limits: [{ per: 'client', max: 10, windowMs: 15 * MINUTE, counts: counts.refused, reserve: true }],
  },
  // Public forms: generous enough for a school group registering from one network, tight enough for spam.
  {
    name: 'contact',
    limits: [{ per: 'client', max: 50, windowMs: 10 * MINUTE, counts: counts.stored }],
  },
  {
    name: 'volunteers',
    limits: [{ per: 'client', max: 50, windowMs: 10 * MINUTE, counts: counts.stored }],
  },
  // Refusals count too (a full event, a sign-up over the event's limits): otherwise asking again and again costs
  // nothing. Per event, a family signs up a few people and retries a typo; a script hoarding seats meets the
  // second limit long before the first (ADR 051).
  {
    name: 'event-registration',
    limits: [
      { per: 'client', max: 50, windowMs: 10 * MINUTE, counts: counts.nonValidation },
      { per: 'client+event', max: 12, windowMs: 60 * MINUTE, counts: counts.nonValidation },
    ],
  },
  // Every new or pending sign-up may queue a mail (at most one per address per few minutes, see the newsletter
  // service); this keeps one network from pushing thousands of addresses through the box.
  {
    name: 'newsletter',
    limits: [{ per: 'client', max: 20, windowMs: 10 * MINUTE, counts: counts.stored }],
  },
  // Upload URLs: each one lets a member make the server decode and re-encode a 10 MB photo. A gallery session
  // of a few dozen photos fits; a script turning the image pipeline into a CPU sink does not. Admins import whole
  // folders of past events (the desktop app sends a few hundred photos in a go), so theirs are counted per
  // account with room for a large folder, still bounded for a stolen token.
  {
    name: 'uploads',
    limits: [{ per: 'client', max: 60, windowMs: 10 * MINUTE, counts: counts.stored }],
    admins: [{ per: 'account', max: 2000, windowMs: 10 * MINUTE, counts: counts.stored }],
  },
];

/** The routes a rule covers, as the route table names them. */
export function routesOf(rule: RateLimitRuleName): RouteName[] {
  return ROUTE_NAMES.filter((name) => ROUTES[name].rateLimit === rule);
}

/** The rule of the route the request reaches, if that route has one. */
export function ruleFor(method: string, path: string): Rule | undefined {
  const limited = matchRoute(method, path)?.route.rateLimit;
  return limited ? RATE_LIMIT_RULES.find((r) => r.name === limited) : undefined;
}

/** The event a route names (its `:id`), as the path spells it; '' when it names none. */
function eventOf(method: string, path: string): string {
  return matchRoute(method, path)?.rawParams.id ?? '';
}

/**
 * The account a sign-in, sign-up or reset is about, in the very form the handler looks it up by (`emailIdentity`:
 * the schema's cleaning, then trimmed and lower-cased), so no spelling the handler treats as the same address (a
 * control character, another letter case, spaces) starts a counter of its own.
 */
function emailOf(ctx: Context): string {
  return emailIdentity((ctx.request.body as Record<string, unknown> | undefined)?.email);
}

function statusOf(err: unknown): number {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' ? status : 500;
}

/**
 * Applies RATE_LIMIT_RULES to the route a request reaches. Runs after the body parser (limits per e-mail read the body)
 * and before sessions, so a refused attempt costs no database work. The client is ctx.ip (the socket address, or
 * X-Forwarded-For's first hop when TRUST_PROXY turned on app.proxy), an IPv6 address counted with its whole /64.
 * Rules with limits for admins are left to `rateLimitByAccount`, which needs to know the caller.
 */
export function rateLimit(store: CounterStore = new RateLimitStore()): Middleware {
  return async (ctx, next) => {
    const rule = ruleFor(ctx.method, ctx.path);
    if (!rule || rule.admins) return next();
    return enforce(store, ctx, next, rule, rule.limits, '');
  };
}

/**
 * The rules with limits for admins, once the user is loaded (after the session): a signed-in admin is counted by
 * account under the rule's `admins` limits, anyone else by the rule's own limits as `rateLimit` would.
 */
export function rateLimitByAccount(store: CounterStore): Middleware {
  return async (ctx, next) => {
    const rule = ruleFor(ctx.method, ctx.path);
    if (!rule?.admins) return next();
    const user = ctx.state.user;
    if (user?.isAdmin) return enforce(store, ctx, next, rule, rule.admins, user.id);
    return enforce(store, ctx, next, rule, rule.limits, '');
  };
}

async function enforce(
  store: CounterStore,
  ctx: Context,
  next: () => Promise<unknown>,
  rule: Rule,
  limits: Limit[],
  account: string,
): Promise<void> {
  const client = clientOf(ctx);
  const event = eventOf(ctx.method, ctx.path);
  limits = limits.filter((l) => l.per !== 'client+event' || event);
  const keys = limits.map((limit) => counterKey(rule, limit, client, emailOf(ctx), account, event));
  const full: Counter[] = [];
  for (const [i, limit] of limits.entries()) {
    const c = await store.get(keys[i]);
    if (c && c.count >= limit.max) full.push(c);
  }
  if (full.length) {
    const resetAt = Math.max(...full.map((c) => c.resetAt));
    ctx.set('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    ctx.status = 429;
    if (ctx.is('urlencoded') && ctx.accepts('json', 'html') === 'html') {
      // A browser's own form post (the server-rendered sign-in pages) gets a page, not raw JSON.
      ctx.type = 'html';
      ctx.body = ctx.deps.pages.renderError(429, TOO_MANY_MESSAGE);
    } else {
      ctx.body = { message: TOO_MANY_MESSAGE };
    }
    return;
  }

  for (const [i, limit] of limits.entries()) if (limit.reserve) await store.increment(keys[i], limit.windowMs);
  const record = async (status: number) => {
    for (const [i, limit] of limits.entries()) {
      if (limit.clearedBySuccess && status >= 200 && status < 400) await store.reset(keys[i]);
      else if (limit.counts(status)) {
        if (!limit.reserve) await store.increment(keys[i], limit.windowMs);
      } else if (limit.reserve) await store.decrement(keys[i]);
    }
  };
  try {
    await next();
  } catch (err) {
    await record(statusOf(err));
    throw err;
  }
  await record(ctx.status);
  if (ctx.state.signInRestoredFor) await restoreSignIn(store, client, ctx.state.signInRestoredFor);
}

function counterKey(rule: Rule, limit: Limit, client: string, email: string, account = '', event = ''): string {
  if (limit.per === 'account') return `${rule.name}|account|${account}`;
  if (limit.per === 'client+event') return `${rule.name}|event|${client}|${event}`;
  return limit.per === 'client' ? `${rule.name}|${client}` : `${rule.name}|${client}|${email}`;
}

/**
 * After a password reset, the account's own sign-in counter at the client that did the reset starts again: the
 * reset proved the mailbox, so the owner (who may well have locked themselves out first) signs in with the new
 * password at once. Only that account at that address: the per-address ceiling and other clients' counters stay.
 */
async function restoreSignIn(store: CounterStore, client: string, email: string): Promise<void> {
  const signIn = RATE_LIMIT_RULES.find((r) => r.name === 'sign-in')!;
  for (const limit of signIn.limits) {
    if (limit.per === 'client+email') await store.reset(counterKey(signIn, limit, client, emailIdentity(email)));
  }
}

declare module 'koa' {
  interface DefaultState {
    /** Set by a successful password reset: the e-mail whose sign-in counter at this client starts again. */
    signInRestoredFor?: string;
  }
}
