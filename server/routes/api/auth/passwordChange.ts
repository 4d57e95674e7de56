import type Router from '@koa/router';
import { User } from '@server/db/entities';
import { badRequest } from '@server/errors';
import { PASSWORD_IS_EMAIL, passwordIsEmail } from '@shared/schemas/auth';
import { endAllAccessOf } from './credentials';
import { route } from '../routing';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const PASSWORD_CHANGED = 'Your password has been changed. Other sessions and device tokens were signed out.';

export function passwordChangeRoutes(router: Router): void {
  /**
   * A changed password ends every other session and every desktop token (whoever knew the old password is
   * out), and this session gets a fresh id.
   */
  route(router, 'passwordChange', async (ctx) => {
    const user = ctx.state.user;
    const input = ctx.input.body;
    if (!user.passwordHash || !(await ctx.deps.passwords.verify(input.currentPassword, user.passwordHash))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
    }
    if (passwordIsEmail(input.newPassword, user.email))
      throw badRequest(PASSWORD_IS_EMAIL, { newPassword: [PASSWORD_IS_EMAIL] });
    const passwordHash = await ctx.deps.passwords.hash(input.newPassword);
    const now = new Date();
    await ctx.deps.db.write(async (m) => {
      await m.update(User, { id: user.id }, { passwordHash, updatedAt: now });
      await endAllAccessOf(m, user.id);
    });
    // Signed in with a session: carry on under a new id (the old row is gone with the others).
    if (!ctx.state.apiToken && ctx.session?.userId === user.id) {
      ctx.session.userId = user.id;
      await ctx.session.regenerate();
    }
    ctx.body = { message: PASSWORD_CHANGED };
  });
}
