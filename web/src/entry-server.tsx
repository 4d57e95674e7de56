import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  createStaticRouter,
  matchRoutes,
  Redirect,
  resolveLazy,
  RouteErrorResponse,
  RouterProvider,
  runLoaders,
  type RouteMatch,
} from './lib/router';
import { dehydrate, type QueryFunction } from '@tanstack/react-query';
import type { Organisation } from '../../shared/organisation';
import type { UserDto } from '../../shared/api/types';
import type { ReadMeta } from '../../shared/api/http';
import type { FormOutcome } from '../../shared/forms/publicForms';
import { pathOfKey, queryKeys } from '../../shared/api/keys';
import { jsonForScript } from '../../shared/lib/html';
import { createQueryClient } from './lib/queryClient';
import { createRoutes } from './routes';
import { AppProviders } from './components/AppProviders';
import type { MetaSink, PageMetaValues } from './lib/meta';
import type { HydrationPayload } from './hydration';
import { SignInPage, type SignInProps } from './static-pages/SignInPage';
import { ErrorPage } from './static-pages/ErrorPage';
import { PasswordResetRequestPage, type PasswordResetRequestProps } from './static-pages/PasswordResetRequestPage';
import { NewPasswordPage, type NewPasswordProps } from './static-pages/NewPasswordPage';
import { SignupConfirmPage, type SignupConfirmProps } from './static-pages/SignupConfirmPage';
import {
  CancelRegistrationPage,
  LeaveWaitlistPage,
  type CancelRegistrationProps,
} from './static-pages/CancelRegistrationPage';
import {
  NewsletterConfirmPage,
  NewsletterUnsubscribePage,
  type NewsletterConfirmProps,
  type NewsletterUnsubscribeProps,
} from './static-pages/NewsletterLinkPages';

export type {
  SignInProps,
  PasswordResetRequestProps,
  NewPasswordProps,
  SignupConfirmProps,
  CancelRegistrationProps,
  NewsletterConfirmProps,
  NewsletterUnsubscribeProps,
};

export interface RenderAppInput {
  url: string;
  org: Organisation;
  /** PUBLIC_URL without a trailing slash. */
  siteUrl: string;
  user: UserDto | null;
  /** Resolves a public API path in-process, answering exactly what the API would. */
  read(path: string): Promise<unknown>;
  isNotFound(err: unknown): boolean;
  /** Set when the page is the result of a form post (ADR 055): how the form came out. */
  formOutcome?: FormOutcome;
  /** The token the page's public forms carry, so a second post of the same submission is recognised. */
  formToken: string;
}

export interface RenderAppResult {
  status: number;
  html: string;
  title: string;
  description: string;
  data: string;
  noindex: boolean;
  /** What the page reported about itself for the head (canonical, share preview, structured data). */
  meta: PageMetaValues | null;
  redirect?: string;
  /** The matched routes, outermost first: the server sends their lazy chunks with the page. */
  routeIds: string[];
}

function serverQueryFn(input: RenderAppInput): QueryFunction {
  return async ({ queryKey, meta }) => {
    const m = (meta ?? {}) as ReadMeta;
    try {
      return await input.read(pathOfKey(queryKey));
    } catch (err) {
      if (m.onError === 'null' || (m.on404 === 'null' && input.isNotFound(err))) return null;
      throw err;
    }
  };
}

/** Renders the app for one request: loaders fill the cache, React renders, the cache travels with the HTML. */
export async function renderApp(input: RenderAppInput): Promise<RenderAppResult> {
  const queryClient = createQueryClient(serverQueryFn(input));
  queryClient.setQueryData(queryKeys.user, input.user);
  const env = { queryClient, server: { status: 200 } };
  const url = new URL(input.url);
  const routes = createRoutes(env);
  const matches: RouteMatch[] | null = matchRoutes(routes, url.pathname);
  if (!matches) throw new RouteErrorResponse(404); // the catch-all route makes this unreachable
  try {
    await Promise.all([resolveLazy(matches), runLoaders(matches, url)]);
  } catch (err) {
    if (!(err instanceof Redirect)) throw err;
    return {
      status: err.status,
      html: '',
      title: '',
      description: '',
      data: '',
      noindex: true,
      meta: null,
      redirect: err.location,
      routeIds: [],
    };
  }
  const router = createStaticRouter(matches, url);
  const metaSink: MetaSink = { current: null };
  const html = renderToString(
    <AppProviders
      queryClient={queryClient}
      org={input.org}
      siteUrl={input.siteUrl}
      metaSink={metaSink}
      formOutcome={input.formOutcome}
      formToken={input.formToken}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const payload: HydrationPayload = {
    org: input.org,
    siteUrl: input.siteUrl,
    queries: dehydrate(queryClient),
    formToken: input.formToken,
    ...(input.formOutcome && { formOutcome: input.formOutcome }),
  };
  const status = env.server.status;
  return {
    status,
    html,
    title: metaSink.current?.title ?? input.org.name,
    description: metaSink.current?.description ?? input.org.tagline,
    noindex: metaSink.current?.noindex ?? false,
    meta: metaSink.current,
    data: jsonForScript(payload),
    routeIds: matches.map((m) => m.route.id),
  };
}

/** A page the server renders on its own, outside the app and its routes. */
const staticBody =
  <Props extends object>(Page: ComponentType<Props>) =>
  (props: Props): string =>
    renderToStaticMarkup(<Page {...props} />);

export const renderSignInBody = staticBody(SignInPage);
export const renderPasswordResetRequestBody = staticBody(PasswordResetRequestPage);
export const renderNewPasswordBody = staticBody(NewPasswordPage);
export const renderSignupConfirmBody = staticBody(SignupConfirmPage);
export const renderCancelRegistrationBody = staticBody(CancelRegistrationPage);
export const renderLeaveWaitlistBody = staticBody(LeaveWaitlistPage);
export const renderNewsletterConfirmBody = staticBody(NewsletterConfirmPage);
export const renderNewsletterUnsubscribeBody = staticBody(NewsletterUnsubscribePage);
export const renderErrorBody = staticBody(ErrorPage);
