import type Router from '@koa/router';
import { UNSEEN_BY_VISITORS } from '@server/db/database';
import type { Context } from 'koa';
import type { EntityManager } from 'typeorm';
import type { z } from '../../../shared/schemas/zod';
import { ROUTES, type RouteName } from '@shared/api/routes';
import type { FormMessage, PublicFormName } from '@shared/forms/publicForms';
import { claimVersion } from '@server/db/versions';
import type { AppDeps } from '@server/deps';
import { notFound } from '@server/errors';
import { answerFormPost } from '@server/lib/formPosts';
import { caughtByHoneypot, decoy } from '@server/lib/honeypot';
import { parseInput } from '@server/middlewares/validate';
import { apiRouter, route } from './routing';
import { idParam } from './idParam';

interface VisitorRecord {
  id: string;
  version: number;
  createdAt: Date;
}

/**
 * Something a visitor sends through a public form and admins then keep track of (a contact message, a volunteer
 * application): stored alike from the JSON route and from the browser's own post, listed for admins newest first,
 * and carrying one flag admins set. The record itself is never edited.
 */
export interface VisitorRecordRoutes<T extends VisitorRecord, Flag extends keyof T & string> {
  entity: new () => T;
  routes: { send: RouteName; form: RouteName; list: RouteName; update: RouteName };
  insertSchema: z.ZodType<{ website?: unknown }>;
  /** What a new record holds beyond what the visitor typed. */
  initial(): Partial<T>;
  queueMails(deps: AppDeps, m: EntityManager, row: T): Promise<unknown>;
  present(row: T): unknown;
  form: {
    name: PublicFormName;
    /** The page the form sits on. */
    path: string;
    /** The fields whose typed values come back on failure. */
    fields: readonly string[];
    messages: { success: FormMessage; failure: { title: string; fallback: string } };
  };
  /** The flag admins set, and the schema of that update. */
  flag: Flag;
  updateSchema: z.ZodType<{ version?: number } & { [K in Flag]: boolean }>;
  /** How a refused update names the record ("Someone else changed this message"). */
  thing: string;
  notFoundMessage: string;
}

export function visitorRecordRouter<T extends VisitorRecord, Flag extends keyof T & string>(
  spec: VisitorRecordRoutes<T, Flag>,
): Router {
  const router = apiRouter();
  // The handlers below read the bodies route() parsed with the table's schemas as the types given here: they must
  // be the same schemas.
  if (ROUTES[spec.routes.send].body !== spec.insertSchema || ROUTES[spec.routes.update].body !== spec.updateSchema)
    throw new Error(`${spec.routes.send}, ${spec.routes.update}: the route table declares other schemas`);

  /** Stores what the visitor sent (a filled honeypot stores nothing but looks the same). */
  async function store(ctx: Context, sent: z.output<typeof spec.insertSchema>): Promise<T> {
    const { website, ...input } = sent;
    const fields = { ...input, ...spec.initial(), createdAt: new Date() } as Partial<T>;
    const saved = caughtByHoneypot(ctx, { website })
      ? decoy(spec.entity, fields)
      : await ctx.deps.db.write(async (m) => {
          const row = await m.save(m.create(spec.entity, fields as never));
          await spec.queueMails(ctx.deps, m, row);
          return row;
        }, UNSEEN_BY_VISITORS);
    ctx.deps.mailQueue.kick();
    return saved;
  }

  route(router, spec.routes.send, async (ctx) => {
    const saved = await store(ctx, ctx.input.body as unknown as z.output<typeof spec.insertSchema>);
    ctx.status = 201;
    ctx.body = spec.present(saved);
  });

  route(router, spec.routes.form, (ctx) =>
    answerFormPost(ctx, {
      form: spec.form.name,
      path: spec.form.path,
      fields: spec.form.fields,
      failure: spec.form.messages.failure,
      submit: async (body) => {
        await store(ctx, parseInput(spec.insertSchema, body));
        return spec.form.messages.success;
      },
    }),
  );

  route(router, spec.routes.list, async (ctx) => {
    const rows = await ctx.deps.db.repo(spec.entity).find({ order: { createdAt: 'DESC' } as never });
    // Visitors' names, contact details and what they wrote: no shared cache may keep them.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(spec.present);
  });

  route(router, spec.routes.update, async (ctx) => {
    const id = idParam(ctx, spec.notFoundMessage);
    const input = ctx.input.body as unknown as z.output<typeof spec.updateSchema>;
    const change = { [spec.flag]: input[spec.flag] } as unknown as Partial<T>;
    const saved = await ctx.deps.db.write(async (m) => {
      const row = await claimVersion(m, spec.entity, { id } as never, input.version, {
        thing: spec.thing,
        present: spec.present,
      });
      if (!row) throw notFound(spec.notFoundMessage);
      await m.update(spec.entity, { id }, change as never);
      return Object.assign(row, change);
    }, UNSEEN_BY_VISITORS);
    ctx.body = spec.present(saved);
  });

  return router;
}
