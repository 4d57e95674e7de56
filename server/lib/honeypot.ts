import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { honeypotFilled } from '../../shared/schemas/common';

/**
 * True when a public form came back with its honeypot box filled: a bot. The caller then answers exactly as
 * on success (same status, same shape, see decoy()) and stores and sends nothing, so the bot learns nothing.
 */
export function caughtByHoneypot(ctx: Context, input: { website?: unknown }): boolean {
  if (!honeypotFilled(input)) return false;
  ctx.deps.log.info('honeypot filled: submission dropped', { requestId: ctx.state.requestId, path: ctx.path });
  return true;
}

/**
 * An entity that looks freshly saved but never touched the database, for the presenter to answer with: a new id,
 * and the first version a stored record starts at, so the answer has exactly the shape of a real one.
 */
export function decoy<T extends object>(Entity: new () => T, fields: Partial<T>): T {
  return Object.assign(new Entity(), { id: randomUUID(), version: 1 }, fields);
}
