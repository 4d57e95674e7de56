import type { Context } from 'koa';
import type { Organisation } from '../../shared/organisation';
import type { FormOutcome } from '../../shared/forms/publicForms';
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
  renderNewsletterConfirmBody,
  renderNewPasswordBody,
  renderPasswordResetRequestBody,
  renderSignInBody,
  renderSignupConfirmBody,
  type CancelRegistrationProps,
  type NewPasswordProps,
  type NewsletterConfirmProps,
  type PasswordResetRequestProps,
  type SignInProps,
  type SignupConfirmProps,
} from '../../web/src/entry-server';

export interface PageRenderer {
  /** Server-renders the public site (or admin shell) for ctx's URL, with its data, ready to hydrate. */
  page(ctx: Context): Promise<void>;
  /**
   * Answers a form the browser posted itself with the page the form is on (`path`), rendered with the outcome;
   * never stored by any cache, since it holds what the visitor typed.
   */
  formAnswer(ctx: Context, path: string, outcome: FormOutcome, status: number): Promise<void>;
  renderError(status: number, message: string): string;
  renderSignIn(props: Omit<SignInProps, 'org'>): string;
  renderPasswordResetRequest(props: Omit<PasswordResetRequestProps, 'org'>): string;
  renderNewPassword(props: Omit<NewPasswordProps, 'org'>): string;
  renderSignupConfirm(props: Omit<SignupConfirmProps, 'org'>): string;
  renderCancelRegistration(props: Omit<CancelRegistrationProps, 'org'>): string;
  renderNewsletterConfirm(props: Omit<NewsletterConfirmProps, 'org'>): string;
}

export function createPageRenderer(org: Organisation, assets: ClientAssets = readClientAssets()): PageRenderer {
  async function render(ctx: Context, pathAndSearch: string, formOutcome?: FormOutcome) {
    const deps = ctx.deps as AppDeps;
    const user = ctx.state.user;
    const result = await renderApp({
      // Built from the path, not resolved against a base: '//evil.example' is a path on this site, and an
      // absolute-form request target ('GET http://host/x') still renders /x.
      url: new URL(`http://site.local${pathAndSearch}`).toString(),
      org,
      siteUrl: deps.config.publicUrl,
      user: user ? presentUser(user) : null,
      read: createReader(deps, user),
      isNotFound: (err) => err instanceof ReadNotFound,
      formOutcome,
    });
    return { result, user };
  }

  return {
    async page(ctx) {
      const { result, user } = await render(ctx, `${ctx.path}${ctx.search}`);
      if (result.redirect) {
        ctx.redirect(result.redirect);
        return;
      }
      ctx.status = result.status;
      ctx.type = 'html';
      // Signed-in pages carry personal state; anonymous ones may be revalidated by the browser.
      ctx.set('Cache-Control', user ? 'private, no-store' : 'no-cache');
      ctx.body = renderDocument({
        title: result.title,
        description: result.description,
        body: result.html,
        data: result.data,
        assets: assetsForRoutes(assets, result.routeIds),
        robots: result.noindex ? 'noindex' : undefined,
        head: result.meta ? headTags(result.meta, org, (ctx.deps as AppDeps).config.publicUrl) : undefined,
      });
    },

    async formAnswer(ctx, path, outcome, status) {
      const { result } = await render(ctx, path, outcome);
      ctx.status = result.status === 200 ? status : result.status;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = renderDocument({
        title: result.title,
        description: result.description,
        body: result.html,
        data: result.data,
        assets: assetsForRoutes(assets, result.routeIds),
        robots: 'noindex',
        head: result.meta ? headTags(result.meta, org, (ctx.deps as AppDeps).config.publicUrl) : undefined,
      });
    },

    renderError(status, message) {
      const body = renderErrorBody({ org, status, message });
      return renderDocument({
        title: `${status} | ${org.name}`,
        description: message,
        body,
        assets,
        robots: 'noindex',
      });
    },

    renderSignIn(props) {
      const body = renderSignInBody({ ...props, org });
      return renderDocument({
        title: `Sign in | ${org.name}`,
        description: `Sign in to ${org.name}`,
        body,
        assets,
        robots: 'noindex',
      });
    },

    renderPasswordResetRequest(props) {
      const body = renderPasswordResetRequestBody({ ...props, org });
      const title = `Reset your password | ${org.name}`;
      return renderDocument({ title, description: `Reset your ${org.name} password`, body, assets, robots: 'noindex' });
    },

    renderNewPassword(props) {
      const body = renderNewPasswordBody({ ...props, org });
      const title = `Choose a new password | ${org.name}`;
      return renderDocument({
        title,
        description: `Choose a new ${org.name} password`,
        body,
        assets,
        robots: 'noindex',
      });
    },

    renderCancelRegistration(props) {
      const body = renderCancelRegistrationBody({ ...props, org });
      const title = props.eventTitle ? `Cancel registration: ${props.eventTitle}` : 'Cancel registration';
      return renderDocument({
        title: `${title} | ${org.name}`,
        description: `Cancel a registration with ${org.name}`,
        body,
        assets,
        robots: 'noindex',
      });
    },

    renderNewsletterConfirm(props) {
      const body = renderNewsletterConfirmBody({ ...props, org });
      return renderDocument({
        title: `Newsletter subscription | ${org.name}`,
        description: `Confirm your subscription to the ${org.name} newsletter`,
        body,
        assets,
        robots: 'noindex',
      });
    },

    renderSignupConfirm(props) {
      const body = renderSignupConfirmBody({ ...props, org });
      const title = `Finish creating your account | ${org.name}`;
      return renderDocument({
        title,
        description: `Finish creating your ${org.name} account`,
        body,
        assets,
        robots: 'noindex',
      });
    },
  };
}
