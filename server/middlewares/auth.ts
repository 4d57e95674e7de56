import type { Middleware } from 'koa';
import { User } from '../db/entities';
import { isId } from '../../shared/schemas/common';

/** Loads the signed-in user (if any) from the session into ctx.state.user. */
export function loadUser(): Middleware {
  return async (ctx, next) => {
    ctx.state.user = null;
    const userId = ctx.session?.userId;
    if (typeof userId === 'string' && isId(userId)) {
      ctx.state.user = await ctx.deps.db.repo(User).findOneBy({ id: userId });
      if (!ctx.state.user && ctx.session) ctx.session.userId = undefined;
    }
    await next();
  };
}
