import type { Context } from 'koa';
import { HttpError } from '@server/errors';
import {
  claimSubmission,
  completeClaim,
  releaseClaim,
  resultAddress,
  storeResult,
  submissionKey,
} from '@server/services/formResults';
import type { FormMessage, FormOutcome, PublicFormName } from '@shared/forms/publicForms';

interface FormPost {
  form: PublicFormName;
  /** The page the form sits on: the answer redirects there, to the page showing how the form came out. */
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
 * same code as the JSON route, then answered with a redirect (303, post/redirect/get, ADR 055) to the form's page,
 * whose address names the kept outcome: the texts the scripted form shows in its notices, and on failure each
 * field's error with what the visitor typed. Reloading that page shows the outcome again and sends nothing. A post
 * carrying the page's form token is claimed first: the same submission posted again stores nothing and is sent to
 * the first one's result. A failure the visitor can act on (4xx) is an outcome too; anything else goes to the error
 * handler.
 */
export async function answerFormPost(ctx: Context, post: FormPost): Promise<void> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const key = submissionKey(body, post);
  const claim = key ? await claimSubmission(ctx.deps, key, post) : null;
  if (claim && !claim.mine) return seeResult(ctx, post.path, claim.token);

  let outcome: FormOutcome;
  try {
    const message = await post.submit(body);
    outcome = { form: post.form, eventId: post.eventId, ok: true, message, values: {}, fieldErrors: {} };
  } catch (err) {
    if (claim) await releaseClaim(ctx.deps, claim);
    if (!(err instanceof HttpError) || err.status >= 500) throw err;
    outcome = refusedOutcome(post, body, err);
  }
  if (claim && outcome.ok) {
    await completeClaim(ctx.deps, claim, outcome);
    return seeResult(ctx, post.path, claim.token);
  }
  seeResult(ctx, post.path, await storeResult(ctx.deps, post.path, outcome));
}

/** What a refused post shows: the refusal, each field's first error, and what was typed (never the honeypot). */
function refusedOutcome(post: FormPost, body: Record<string, unknown>, err: HttpError): FormOutcome {
  const values: Record<string, string> = {};
  for (const name of post.fields) {
    const v = body[name];
    values[name] = typeof v === 'string' ? v.slice(0, KEPT_CHARACTERS) : '';
  }
  const fieldErrors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(err.fieldErrors ?? {})) {
    if (post.fields.includes(name) && messages[0]) fieldErrors[name] = messages[0];
  }
  return {
    form: post.form,
    eventId: post.eventId,
    ok: false,
    message: { title: post.failure.title, description: err.message || post.failure.fallback },
    values,
    fieldErrors,
  };
}

/** 303 See Other: the browser GETs the result page, so neither a reload nor Back sends the form again. */
function seeResult(ctx: Context, path: string, token: string) {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(resultAddress(path, token));
  ctx.status = 303;
}
