import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import type { EntityManager } from 'typeorm';
import { ApiToken, User } from '@server/db/entities';
import { conflict, notFound } from '@server/errors';
import { presentAdminUser, presentApiToken } from '@server/presenters';
import { isId } from '@shared/schemas/common';
import { endAllAccessOf } from '../auth/credentials';
import { idParam } from '../idParam';

export const LAST_ADMIN = 'You are the last administrator. Make someone else an administrator first.';
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';
const USER_NOT_FOUND = 'User not found';

async function tokenCounts(m: EntityManager, userIds?: string[]): Promise<Map<string, number>> {
  const q = m
    .createQueryBuilder(ApiToken, 't')
    .select('t.userId', 'userId')
    .addSelect('COUNT(*)', 'count')
    .groupBy('t.userId');
  if (userIds) q.where('t.userId IN (:...userIds)', { userIds });
  const rows: Array<{ userId: string; count: string | number }> = await q.getRawMany();
  return new Map(rows.map((r) => [r.userId, Number(r.count)]));
}

/**
 * Other enabled admins besides `me`. On PostgreSQL the admin rows are locked for the rest of the transaction,
 * so two admins demoting themselves at the same moment cannot both succeed (SQLite writes are serialised).
 */
async function otherEnabledAdmins(m: EntityManager, me: string): Promise<number> {
  const q = m.createQueryBuilder(User, 'u').where('u.isAdmin = :t', { t: true });
  if (m.connection.options.type === 'postgres') q.setLock('pessimistic_write');
  const admins = await q.getMany();
  return admins.filter((u) => u.id !== me && !u.disabled).length;
}

/** Account management for admins: list, grant or revoke admin, disable or enable, see and revoke tokens. */
export function usersRouter(): Router {
  const router = apiRouter();

  route(router, 'adminUsers', async (ctx) => {
    const { db } = ctx.deps;
    const users = await db.repo(User).find({ order: { email: 'ASC' } });
    const counts = await tokenCounts(db.read);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = users.map((u) => presentAdminUser(u, counts.get(u.id) ?? 0));
  });

  route(router, 'adminUserUpdate', async (ctx) => {
    const me = ctx.state.user;
    const id = idParam(ctx, USER_NOT_FOUND);
    const input = ctx.input.body;
    const user = await ctx.deps.db.write(async (m) => {
      const target = await m.findOneBy(User, { id });
      if (!target) throw notFound(USER_NOT_FOUND);
      if (target.id === me.id) {
        if (input.disabled === true) throw conflict(CANNOT_DISABLE_SELF);
        if (input.isAdmin === false && (await otherEnabledAdmins(m, me.id)) === 0) throw conflict(LAST_ADMIN);
      }
      const changes: Partial<User> = { updatedAt: new Date() };
      if (input.isAdmin !== undefined) changes.isAdmin = input.isAdmin;
      if (input.disabled !== undefined) changes.disabled = input.disabled;
      await m.update(User, { id }, changes);
      // A disabled account is out at once: every session and desktop token goes with the change.
      if (input.disabled === true && !target.disabled) await endAllAccessOf(m, id);
      return Object.assign(target, changes);
    });
    const counts = await tokenCounts(ctx.deps.db.read, [user.id]);
    ctx.body = presentAdminUser(user, counts.get(user.id) ?? 0);
  });

  route(router, 'adminUserTokens', async (ctx) => {
    const id = ctx.params.id;
    if (!isId(id) || !(await ctx.deps.db.repo(User).existsBy({ id }))) throw notFound(USER_NOT_FOUND);
    const rows = await ctx.deps.db.repo(ApiToken).find({ where: { userId: id }, order: { createdAt: 'DESC' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(presentApiToken);
  });

  route(router, 'adminTokenRevoke', async (ctx) => {
    const id = ctx.params.id;
    const result = isId(id) ? await ctx.deps.db.write((m) => m.delete(ApiToken, { id })) : null;
    if (!result?.affected) throw notFound('Token not found');
    ctx.status = 204;
  });

  return router;
}
