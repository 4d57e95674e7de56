import type { Context } from 'koa';
import type { Organisation } from '../../shared/organisation';
import { FORM_RESULT_PARAM, type FormOutcome } from '../../shared/forms/publicForms';
import { pageFormToken, readResult } from '../services/formResults';
import type { AppDeps } from '../deps';
import { presentUser } from '../presenters';
import { createReader, ReadNotFound } from './reads';
import { assetsForRoutes, readClientAssets, type ClientAssets } from './manifest';
import { renderDocument } from './document';
import { headTags } from './seo';
import {
  renderApp,
  renderCancelRegistrationBody,
  renderErrorBody,
  renderLeaveWaitlistBody,
  renderNewsletterConfirmBody,
  renderNewsletterUnsubscribeBody,
  renderNewPasswordBody,
  renderPasswordResetRequestBody,
  renderSignInBody,
  renderSignupConfirmBody,
  type CancelRegistrationProps,
  type NewPasswordProps,
  type RenderAppResult,
  type NewsletterConfirmProps,
  type NewsletterUnsubscribeProps,
  type PasswordResetRequestProps,
  type SignInProps,
  type SignupConfirmProps,
} from '../../web/src/entry-server';

export interface PageRenderer {
  /** Server-renders the public site (or admin shell) for ctx's URL, with its data, ready to hydrate. */
  page(ctx: Context): Promise<void>;
  renderError(status: number, message: string): string;
  renderSignIn(props: Omit<SignInProps, 'org'>): string;
  renderPasswordResetRequest(props: Omit<PasswordResetRequestProps, 'org'>): string;
  renderNewPassword(props: Omit<NewPasswordProps, 'org'>): string;
  renderSignupConfirm(props: Omit<SignupConfirmProps, 'org'>): string;
  renderCancelRegistration(props: Omit<CancelRegistrationProps, 'org'>): string;
  renderLeaveWaitlist(props: Omit<CancelRegistrationProps, 'org'>): string;
  renderNewsletterConfirm(props: Omit<NewsletterConfirmProps, 'org'>): string;
  renderNewsletterUnsubscribe(props: Omit<NewsletterUnsubscribeProps, 'org'>): string;
}

/**
 * `org` is the organisation for the script-free pages: a function reading the live settings (server.ts), or a fixed
 * copy in tests. App pages always take the request's own `deps.org`, so a settings save shows on the next page.
 */
export function createPageRenderer(
  orgSource: Organisation | (() => Organisation),
  assets: ClientAssets = readClientAssets(),
): PageRenderer {
  const orgNow = typeof orgSource === 'function' ? orgSource : () => orgSource;
  async function render(ctx: Context, pathAndSearch: string, formOutcome?: FormOutcome | null) {
    const deps = ctx.deps as AppDeps;
    const user = ctx.state.user;
    const org = deps.org;
    const result = await renderApp({
      // Built from the path, not resolved against a base: '//evil.example' is a path on this site, and an
      // absolute-form request target ('GET http://host/x') still renders /x.
      url: new URL(`http://site.local${pathAndSearch}`).toString(),
      org,
      siteUrl: deps.config.publicUrl,
      user: user ? presentUser(user) : null,
      read: createReader(deps, user),
      isNotFound: (err) => err instanceof ReadNotFound,
      formOutcome: formOutcome ?? undefined,
      formToken: pageFormToken(deps),
    });
    return { result, user, org };
  }

  /** The HTML around a rendered app page: its head tags, page data and the scripts its routes need. */
  function appDocument(ctx: Context, result: RenderAppResult, noindex: boolean | undefined, org: Organisation) {
    return renderDocument({
      title: result.title,
      description: result.description,
      body: result.html,
      data: result.data,
      assets: assetsForRoutes(assets, result.routeIds),
      robots: noindex ? 'noindex' : undefined,
      head: result.meta ? headTags(result.meta, org, (ctx.deps as AppDeps).config.publicUrl) : undefined,
    });
  }

  /** The script-free pages (sign-in, password reset, errors): never indexed, no page data. */
  const staticPage = (title: string, description: string, body: string) =>
    renderDocument({ title, description, body, assets, robots: 'noindex' });

  /** A script-free page in the organisation's name as it is now: its title ends with that name. */
  const orgPage =
    <Props extends { org: Organisation }>(
      title: (props: Omit<Props, 'org'>) => string,
      description: (orgName: string) => string,
      body: (props: Props) => string,
    ) =>
    (props: Omit<Props, 'org'>) => {
      const org = orgNow();
      // Props is the page's own props with the organisation added: what the spread builds.
      return staticPage(`${title(props)} | ${org.name}`, description(org.name), body({ ...props, org } as Props));
    };

  return {
    async page(ctx) {
      // The page a form post redirected to (ADR 055): it shows how the form came out, holds what the visitor typed,
      // and so is never stored by any cache nor indexed.
      const resultPage = ctx.query[FORM_RESULT_PARAM] !== undefined;
      const outcome = resultPage ? await readResult(ctx.deps, ctx.query[FORM_RESULT_PARAM], ctx.path) : null;
      const { result, user, org } = await render(ctx, `${ctx.path}${ctx.search}`, outcome);
      if (result.redirect) {
        ctx.redirect(result.redirect);
        return;
      }
      ctx.status = result.status;
      ctx.type = 'html';
      // Signed-in pages carry personal state; anonymous ones may be revalidated by the browser.
      ctx.set('Cache-Control', resultPage ? 'no-store' : user ? 'private, no-store' : 'no-cache');
      ctx.body = appDocument(ctx, result, result.noindex || resultPage, org);
    },

    renderError: (status, message) => {
      const org = orgNow();
      return staticPage(`${status} | ${org.name}`, message, renderErrorBody({ org, status, message }));
    },
    renderSignIn: orgPage(
      () => 'Sign in',
      (name) => `Sign in to ${name}`,
      renderSignInBody,
    ),
    renderPasswordResetRequest: orgPage(
      () => 'Reset your password',
      (name) => `Reset your ${name} password`,
      renderPasswordResetRequestBody,
    ),
    renderNewPassword: orgPage(
      () => 'Choose a new password',
      (name) => `Choose a new ${name} password`,
      renderNewPasswordBody,
    ),
    renderCancelRegistration: orgPage(
      (props) => (props.eventTitle ? `Cancel registration: ${props.eventTitle}` : 'Cancel registration'),
      (name) => `Cancel a registration with ${name}`,
      renderCancelRegistrationBody,
    ),
    renderLeaveWaitlist: orgPage(
      (props) => (props.eventTitle ? `Leave the waiting list: ${props.eventTitle}` : 'Leave the waiting list'),
      (name) => `Leave a waiting list of ${name}`,
      renderLeaveWaitlistBody,
    ),
    renderNewsletterConfirm: orgPage(
      () => 'Newsletter subscription',
      (name) => `Confirm your subscription to the ${name} newsletter`,
      renderNewsletterConfirmBody,
    ),
    renderNewsletterUnsubscribe: orgPage(
      () => 'Unsubscribe',
      (name) => `Unsubscribe from the ${name} newsletter`,
      renderNewsletterUnsubscribeBody,
    ),
    renderSignupConfirm: orgPage(
      () => 'Finish creating your account',
      (name) => `Finish creating your ${name} account`,
      renderSignupConfirmBody,
    ),
  };
}
