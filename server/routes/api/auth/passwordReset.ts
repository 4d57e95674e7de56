import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from '../../../../shared/schemas/zod';
import { IsNull, MoreThan } from 'typeorm';
import { PasswordResetToken, User } from '@server/db/entities';
import { badRequest } from '@server/errors';
import { refusal } from '@server/lib/pageForm';
import { parseInput } from '@server/middlewares/validate';
import { hashSecret } from '@server/services/tokens';
import { recordAccountRequest } from '@server/services/accountRequests';
import { normalizeEmail } from '@shared/schemas/common';
import {
  PASSWORD_IS_EMAIL,
  passwordIsEmail,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@shared/schemas/auth';
import { endAllAccessOf, tokenPage, tokenPageForm } from './credentials';
import { route } from '../routing';

export const RESET_REQUESTED = 'If an account exists for that address, we have sent a link to reset the password.';
export const RESET_INVALID = 'This reset link is invalid or has expired.';
export const RESET_DONE = 'Your password has been changed. You can sign in now.';

/**
 * Takes a reset request without saying, by its answer or by its time, whether the address has an account (ADR 052):
 * the request is recorded, and services/accountRequests.ts sends the link afterwards when the address belongs to an
 * enabled account (and does nothing otherwise). Callers answer the same either way.
 */
async function requestReset(ctx: Context, email: string): Promise<void> {
  await recordAccountRequest(ctx.deps.db, 'password-reset', normalizeEmail(email));
  ctx.deps.accountRequests.kick();
}

/** The reset row and its account, when the token is one we issued, unused, unexpired, for an enabled account. */
async function usableReset(ctx: Context, token: string): Promise<{ row: PasswordResetToken; user: User } | null> {
  if (!token || token.length > 200) return null;
  const row = await ctx.deps.db.repo(PasswordResetToken).findOneBy({ tokenHash: hashSecret(token) });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  const user = await ctx.deps.db.repo(User).findOneBy({ id: row.userId });
  if (!user || user.disabled) return null;
  return { row, user };
}

/** Sets the new password and ends every session and token of the account. The token works once. */
async function confirmReset(ctx: Context, input: z.output<typeof passwordResetConfirmSchema>): Promise<void> {
  const found = await usableReset(ctx, input.token);
  if (!found) throw badRequest(RESET_INVALID);
  if (passwordIsEmail(input.password, found.user.email))
    throw badRequest(PASSWORD_IS_EMAIL, { password: [PASSWORD_IS_EMAIL] });
  // Hashing is slow on purpose; it happens before the write so it never holds the write queue.
  const passwordHash = await ctx.deps.passwords.hash(input.password);
  const now = new Date();
  const applied = await ctx.deps.db.write(async (m) => {
    // Claiming the row with a conditional update makes two simultaneous uses of one link end with one winner.
    const claim = await m.update(
      PasswordResetToken,
      { id: found.row.id, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    if (claim.affected !== 1) return false;
    await m.update(User, { id: found.user.id }, { passwordHash, updatedAt: now });
    await endAllAccessOf(m, found.user.id);
    return true;
  });
  if (!applied) throw badRequest(RESET_INVALID);
  // The owner proved the mailbox: their own sign-in lock at this client is lifted (middlewares/rateLimit.ts).
  ctx.state.signInRestoredFor = found.user.email;
}

const kept = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

const passwordResetRequestForm = tokenPageForm({
  async answer(ctx, body) {
    await requestReset(ctx, parseInput(passwordResetRequestSchema, body).email);
    ctx.body = ctx.deps.pages.renderPasswordResetRequest({ sentMessage: RESET_REQUESTED });
  },
  errorPage: (ctx, err, body) =>
    ctx.deps.pages.renderPasswordResetRequest({
      email: kept(body.email, 254),
      ...refusal(err),
    }),
});

const passwordResetForm = tokenPageForm({
  async answer(ctx, body) {
    await confirmReset(ctx, parseInput(passwordResetConfirmSchema, body));
    ctx.body = ctx.deps.pages.renderNewPassword({ token: null, doneMessage: RESET_DONE });
  },
  errorPage(ctx, err, body) {
    // A bad password gets the form again; a dead link gets the way to ask for a new one.
    const token = err.message === RESET_INVALID ? null : kept(body.token, 200);
    return ctx.deps.pages.renderNewPassword({ token, ...refusal(err) });
  },
});

export function passwordResetRoutes(router: Router): void {
  route(router, 'passwordResetRequest', async (ctx) => {
    const input = ctx.input.body;
    await requestReset(ctx, input.email);
    ctx.status = 202;
    ctx.body = { message: RESET_REQUESTED };
  });

  route(router, 'passwordResetConfirm', async (ctx) => {
    await confirmReset(ctx, ctx.input.body);
    ctx.body = { message: RESET_DONE };
  });

  // The same two steps as server-rendered pages, for browsers without JavaScript.
  route(router, 'passwordResetRequestPage', async (ctx) => {
    tokenPage(ctx);
    ctx.body = ctx.deps.pages.renderPasswordResetRequest({});
  });

  route(router, 'passwordResetRequestForm', passwordResetRequestForm);

  route(router, 'passwordResetPage', async (ctx) => {
    tokenPage(ctx);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    if (await usableReset(ctx, token)) {
      ctx.body = ctx.deps.pages.renderNewPassword({ token });
    } else {
      ctx.status = 400;
      ctx.body = ctx.deps.pages.renderNewPassword({ token: null, error: RESET_INVALID });
    }
  });

  route(router, 'passwordResetForm', passwordResetForm);
}
