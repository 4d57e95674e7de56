import type { Context } from 'koa';
import { forbidden, unauthorized } from '../errors';
import type { User } from '../db/entities';

/**
 * Who may do what. Handlers call these before they change anything: 401 when nobody is signed in,
 * 403 when the signed-in person lacks the role.
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
