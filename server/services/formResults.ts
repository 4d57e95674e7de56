import crypto from 'node:crypto';
import { LessThan } from 'typeorm';
import type { AppDeps } from '../deps';
import { UNSEEN_BY_VISITORS, type Database } from '../db/database';
import { startLeasedChore } from './chores';
import { FormResult } from '../db/entities';
import { hashSecret } from './tokens';
import {
  FORM_PENDING_MESSAGE,
  FORM_RESULT_PARAM,
  FORM_TOKEN_FIELD,
  type FormOutcome,
  type PublicFormName,
} from '@shared/forms/publicForms';

/**
 * The outcomes of public forms posted without scripts, between the post and the page it redirects to (ADR 055).
 * The page's address carries a token (`?result=`), never what the visitor typed; the outcome itself stays here for
 * FORM_RESULT_MINUTES, long enough for the redirect, a reload and Back, short enough that a shared or remembered
 * address soon shows nothing.
 */
export const FORM_RESULT_MINUTES = 60;

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** How long the form token the pages carry stays the same (and so how long a page's repeat is recognised). */
export const FORM_TOKEN_MINUTES = 60;

/**
 * The token rendered into every public form (FORM_TOKEN_FIELD): the same for every page rendered within one
 * FORM_TOKEN_MINUTES window, on every instance (it is made under the site's secret). A random token per render would
 * change a page's bytes on every render, and with them its ETag, so a returning visitor's revalidation would never
 * be a 304 again (ADR 021); a token per visitor would keep pages out of the shared cache. What makes a submission
 * one of its own is the token together with what was typed (`submissionKey`).
 */
export function pageFormToken(deps: Pick<AppDeps, 'config'>, now = Date.now()): string {
  const window = Math.floor(now / (FORM_TOKEN_MINUTES * 60_000));
  return crypto.createHmac('sha256', deps.config.sessionSecret).update(`form-token\n${window}`).digest('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A token for the address of a result: random, or derived (under the site's secret) from a submission's key. */
function resultToken(deps: Deps, submission?: string): string {
  if (!submission) return crypto.randomBytes(24).toString('base64url');
  return crypto
    .createHmac('sha256', deps.config.sessionSecret)
    .update(`form-result\n${submission}`)
    .digest('base64url');
}

/**
 * What identifies one submission of a form: the form (and event), the page's form token and what was typed. The
 * token alone would not do: every visitor's page carries the same one, so two people's different messages must not
 * count as one. Null when the post carried no usable token.
 */
export function submissionKey(
  body: Record<string, unknown>,
  form: { form: string; eventId?: string; path: string; fields: readonly string[] },
): string | null {
  const token = body[FORM_TOKEN_FIELD];
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const typed = form.fields.map((name) => (typeof body[name] === 'string' ? (body[name] as string).trim() : ''));
  return hashSecret(JSON.stringify([form.form, form.eventId ?? '', form.path, token, ...typed]));
}

/** What a repeat shows while the first post of its submission is still being handled. */
const pending = (post: { form: PublicFormName; eventId?: string }): FormOutcome => ({
  form: post.form,
  eventId: post.eventId,
  ok: true,
  message: FORM_PENDING_MESSAGE,
  values: {},
  fieldErrors: {},
});

const expiry = (now: Date) => new Date(now.getTime() + FORM_RESULT_MINUTES * 60_000);

/** A submission claimed by this post (`mine`), or found already claimed by an earlier post of the same thing. */
export interface Claim {
  token: string;
  mine: boolean;
}

/**
 * Claims a submission before it is stored: the first post of it inserts the row and owns it; any later post of the
 * same submission (a reload of the post, a second press, Back and send again) finds the row and is answered with
 * the first one's result instead of storing anything. Expired rows go first, so an old claim never blocks.
 */
export async function claimSubmission(
  deps: Deps,
  submission: string,
  post: { path: string; form: PublicFormName; eventId?: string },
  now = new Date(),
): Promise<Claim> {
  const token = resultToken(deps, submission);
  const id = hashSecret(token);
  const owner = crypto.randomBytes(16).toString('hex');
  const claimedBy = await deps.db.write(async (m) => {
    await m.delete(FormResult, { expiresAt: LessThan(now) });
    // Insert-or-nothing: of two posts at once, one inserts; the other waits for it on PostgreSQL (or comes after it
    // on SQLite's one writer) and then reads the first one's row.
    await m
      .createQueryBuilder()
      .insert()
      .into(FormResult)
      .values({ id, owner, path: post.path, outcome: JSON.stringify(pending(post)), expiresAt: expiry(now) })
      .orIgnore()
      .execute();
    return (await m.findOneBy(FormResult, { id }))?.owner;
  }, UNSEEN_BY_VISITORS);
  return { token, mine: claimedBy === owner };
}

/** The claimed submission was stored: its row now holds the outcome the first post and every repeat show. */
export async function completeClaim(deps: Deps, claim: Claim, outcome: FormOutcome): Promise<void> {
  await deps.db.write(
    (m) => m.update(FormResult, { id: hashSecret(claim.token) }, { outcome: JSON.stringify(outcome) }),
    UNSEEN_BY_VISITORS,
  );
}

/** The claimed submission was refused (or failed): the claim goes, so the same thing may be sent again. */
export async function releaseClaim(deps: Deps, claim: Claim): Promise<void> {
  await deps.db.write((m) => m.delete(FormResult, { id: hashSecret(claim.token) }), UNSEEN_BY_VISITORS);
}

/**
 * Keeps an outcome that belongs to no claimed submission (a refusal, a post without a token), or the page an
 * e-mailed link's button led to (linkPages.ts); its token.
 */
export async function storeResult(
  deps: Deps,
  path: string,
  outcome: FormOutcome | LinkPageResult,
  now = new Date(),
): Promise<string> {
  const token = resultToken(deps);
  await deps.db.write(async (m) => {
    await m.delete(FormResult, { expiresAt: LessThan(now) });
    await m.insert(FormResult, {
      id: hashSecret(token),
      owner: '',
      path,
      outcome: JSON.stringify(outcome),
      expiresAt: expiry(now),
    });
  }, UNSEEN_BY_VISITORS);
  return token;
}

/**
 * The outcome a result address shows on `path` (while the first post of a submission is still being handled, that
 * it is); null for a token that is malformed, unknown, expired or for another page.
 */
export async function readResult(
  deps: Deps,
  token: unknown,
  path: string,
  now = new Date(),
): Promise<FormOutcome | null> {
  const kept = await readKept(deps, token, path, now);
  return kept && 'form' in kept ? kept : null;
}

/** What the button of an e-mailed link's page led to (the page to show again), kept like a form's outcome. */
export interface LinkPageResult {
  linkPage: unknown;
}

/** The page an e-mailed link's post led to, on `path`; null for a token malformed, unknown, expired or elsewhere. */
export async function readLinkPageResult(
  deps: Deps,
  token: unknown,
  path: string,
  now = new Date(),
): Promise<LinkPageResult | null> {
  const kept = await readKept(deps, token, path, now);
  return kept && 'linkPage' in kept ? kept : null;
}

async function readKept(
  deps: Deps,
  token: unknown,
  path: string,
  now: Date,
): Promise<FormOutcome | LinkPageResult | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const row = await deps.db.repo(FormResult).findOneBy({ id: hashSecret(token) });
  if (!row || row.path !== path || row.expiresAt <= now) return null;
  return JSON.parse(row.outcome) as FormOutcome | LinkPageResult;
}

/** The address of a result: the form's page with the token; the browser keeps the post's #fragment. */
export const resultAddress = (path: string, token: string) => `${path}?${FORM_RESULT_PARAM}=${token}`;

/** Deletes the expired outcomes: they hold what visitors typed, and nothing shows them any more. */
export async function purgeFormResults(db: Database, now = new Date()): Promise<void> {
  // Most rounds find nothing: read first, so an idle site writes nothing.
  if (!(await db.repo(FormResult).existsBy({ expiresAt: LessThan(now) }))) return;
  await db.write((m) => m.delete(FormResult, { expiresAt: LessThan(now) }), UNSEEN_BY_VISITORS);
}

/** The purge every quarter of an hour, on the one instance holding its lease (ADR 022). */
export function startFormResultPurge(db: Database, everyMs = 15 * 60_000): () => Promise<void> {
  return startLeasedChore(db, 'form-result-purge', everyMs, () => purgeFormResults(db));
}
