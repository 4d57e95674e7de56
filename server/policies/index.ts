import type { Context } from 'koa';
import { forbidden, unauthorized } from '../errors';
import type { User } from '../db/entities';

/**
 * Who may call a route: `route()` asks these for the route table's access rule before the handler runs (401 when
 * nobody is signed in, 403 when the signed-in person lacks the role), so handlers do not ask again. Rules about one
 * record are in records.ts.
 */
export function requireUser(ctx: Context): User {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(ctx: Context): User {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw forbidden('Admin access required.');
  return user;
}

export const isAdmin = (user: User | null | undefined): boolean => Boolean(user?.isAdmin);

export { mayDeleteImage, mayEditImageDetails, mayRevokeToken, mayViewUpload } from './records';
