import type { Context } from 'koa';
import { HttpError } from '@server/errors';
import type { FormMessage, FormOutcome, PublicFormName } from '@shared/forms/publicForms';

interface FormPost {
  form: PublicFormName;
  /** The page the form sits on: the answer is that page again, showing how the form came out. */
  path: string;
  eventId?: string;
  /** The fields whose typed values come back on failure (never the honeypot). */
  fields: readonly string[];
  failure: { title: string; fallback: string };
  /** Validates with the shared schema and stores, exactly as the JSON route does; says what to tell the visitor. */
  submit(body: Record<string, unknown>): Promise<FormMessage>;
}

/** Longest typed value given back into a field; longer ones were refused anyway. */
const KEPT_CHARACTERS = 10_000;

/**
 * A public form the browser posted itself (urlencoded: its scripts had not started, or never do): handled by the
 * same code as the JSON route, then answered with the form's page rendered again with the outcome, the texts the
 * scripted form shows in its notices, and on failure each field's error with what the visitor typed. A failure the
 * visitor can act on (4xx) is a page too; anything else goes to the error handler.
 */
export async function answerFormPost(ctx: Context, post: FormPost): Promise<void> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  let outcome: FormOutcome;
  let status = 200;
  try {
    const message = await post.submit(body);
    outcome = { form: post.form, eventId: post.eventId, ok: true, message, values: {}, fieldErrors: {} };
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) throw err;
    status = err.status;
    const values: Record<string, string> = {};
    for (const name of post.fields) {
      const v = body[name];
      values[name] = typeof v === 'string' ? v.slice(0, KEPT_CHARACTERS) : '';
    }
    const fieldErrors: Record<string, string> = {};
    for (const [name, messages] of Object.entries(err.fieldErrors ?? {})) {
      if (post.fields.includes(name) && messages[0]) fieldErrors[name] = messages[0];
    }
    outcome = {
      form: post.form,
      eventId: post.eventId,
      ok: false,
      message: { title: post.failure.title, description: err.message || post.failure.fallback },
      values,
      fieldErrors,
    };
  }
  await ctx.deps.pages.formAnswer(ctx, post.path, outcome, status);
}
