import type { Context } from 'koa';
import { notFound } from '@server/errors';
import { isId } from '@shared/schemas/common';

/** The record id in the address; one that cannot be an id names no record (404 with `notFoundMessage`). */
export function idParam(ctx: Context, notFoundMessage?: string): string {
  const id = ctx.params.id as string;
  if (!isId(id)) throw notFound(notFoundMessage);
  return id;
}
