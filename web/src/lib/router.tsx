import {
  Component,
  createContext,
  useContext,
  useLayoutEffect,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { askToLeave, hasUnsavedChanges } from '@shared/ui/leaveGuard';

/**
 * The site's own small router (ADR 064): the part of a data router this site uses, at a tenth of react-router's
 * weight on a public page. Routes are matched in order (static before dynamic is the author's job), each may load
 * its component lazily and run a loader; the server waits for both, the browser waits for the component only, so
 * a page shows its own loading state. Admin screens shared with the desktop app keep react-router's `Link` through
 * a bridge in their own chunk (web/src/admin/ReactRouterBridge.tsx).
 */

export type Params = Record<string, string | undefined>;

export interface LoaderArgs {
  params: Params;
  /** The full address being loaded. */
  url: URL;
}

export interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  lazy?: (() => Promise<{ Component: ComponentType }>) | undefined;
  loader?: (args: LoaderArgs) => unknown;
  /** Shown in place of this route's element when it (or anything below it) fails to render. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Names the history entry: the scroll position is kept per key. */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Leave the window where it is (a dialog with its own address). */
  preventScrollReset?: boolean;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[];
  preventScrollReset: boolean;
}

export interface Router {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate: NavigateFunction;
  /** Loads what a link's page needs (its code, its data) before it is followed. */
  preload(to: string): void;
}

/** What a loader throws to send the visitor elsewhere (the server answers with a redirect). */
export class Redirect {
  constructor(
    readonly location: string,
    readonly status = 302,
  ) {}
}

export const redirect = (location: string) => new Redirect(location);

/** An error that carries an HTTP status, for `RouteError` to tell "not found" from a failure. */
export class RouteErrorResponse extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export const isRouteErrorResponse = (error: unknown): error is RouteErrorResponse =>
  error instanceof RouteErrorResponse;

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** The routes, outermost first, that an address's path opens; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const params: Params = {};
  const found = matchIn(routes, segmentsOf(pathname), params);
  return found && found.map((route) => ({ route, params }));
}

function matchIn(routes: RouteObject[], segments: string[], params: Params): RouteObject[] | null {
  for (const route of routes) {
    if (route.index) {
      if (segments.length === 0) return [route];
      continue;
    }
    if (route.path === '*') {
      params['*'] = segments.join('/');
      return [route];
    }
    let rest = segments;
    const captured: Params = {};
    if (route.path) {
      const pattern = segmentsOf(route.path);
      if (pattern.length > segments.length) continue;
      const fits = pattern.every((part, i) => {
        if (part.startsWith(':')) {
          captured[part.slice(1)] = safeDecode(segments[i]);
          return true;
        }
        return part.toLowerCase() === segments[i].toLowerCase();
      });
      if (!fits) continue;
      rest = segments.slice(pattern.length);
    }
    const children = route.children && matchIn(route.children, rest, captured);
    const found = children ? [route, ...children] : rest.length === 0 && route.path ? [route] : null;
    if (found) {
      Object.assign(params, captured);
      return found;
    }
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const lazyLoads = new WeakMap<RouteObject, Promise<void>>();

/** Loads the components of lazy routes (once each), so that the render that follows does not suspend. */
export function resolveLazy(matches: RouteMatch[]): Promise<void> {
  return Promise.all(
    matches.map(({ route }) => {
      const load = route.lazy;
      if (!load) return Promise.resolve();
      let done = lazyLoads.get(route);
      if (!done) {
        done = load().then((loaded) => void Object.assign(route, loaded, { lazy: undefined }));
        lazyLoads.set(route, done);
        done.catch(() => lazyLoads.delete(route));
      }
      return done;
    }),
  ).then(() => undefined);
}

/** Runs the matched routes' loaders together; a `Redirect` thrown by one is passed on. */
export async function runLoaders(matches: RouteMatch[], url: URL): Promise<void> {
  await Promise.all(matches.map(({ route, params }) => route.loader?.({ params, url })));
}

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params; error?: unknown }>({
  outlet: null,
  params: {},
});

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks need a <RouterProvider>');
  return state;
}

export const useLocation = (): Location => useRouterState().location;
export const useNavigationType = (): NavigationType => useRouterState().navigationType;
export const useParams = (): Params => useContext(RouteContext).params;
export const useRouteError = (): unknown => useContext(RouteContext).error;
export const useNavigate = (): NavigateFunction => useContext(RouterContext)!.navigate;

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

class ErrorBoundary extends Component<
  { fallback: ReactNode; resetKey: string; params: Params; children: ReactNode },
  { error: unknown; key: string }
> {
  state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; key: string },
  ): { error: unknown; key: string } | null {
    // A new address is a fresh try: the error stays with the page that failed.
    return props.resetKey !== state.key ? { error: undefined, key: props.resetKey } : null;
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteContext.Provider value={{ outlet: null, params: this.props.params, error: this.state.error }}>
        {this.props.fallback}
      </RouteContext.Provider>
    );
  }
}

function renderMatches(matches: RouteMatch[], resetKey: string): ReactNode {
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, params } = matches[i];
    const Page = route.Component;
    const element = route.element ?? (Page ? <Page /> : null);
    outlet = (
      <RouteContext.Provider value={{ outlet, params }}>
        {route.errorElement ? (
          <ErrorBoundary fallback={route.errorElement} resetKey={resetKey} params={params}>
            {element}
          </ErrorBoundary>
        ) : (
          element
        )}
      </RouteContext.Provider>
    );
  }
  return outlet;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        {renderMatches(state.matches, state.location.pathname + state.location.search)}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** One server-side render's router: the address never changes. */
export function createStaticRouter(matches: RouteMatch[], url: URL): Router {
  const state: RouterState = {
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
    navigationType: 'POP',
    matches,
    preventScrollReset: false,
  };
  const never = () => Promise.resolve();
  return { getState: () => state, subscribe: () => () => {}, navigate: never as NavigateFunction, preload() {} };
}

interface HistoryState {
  usr: unknown;
  key: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * The browser's router over the History API. A navigation loads the next page's code first (the current page
 * stays until it is there), starts its loaders without waiting for them, then changes the address.
 */
export function createBrowserRouter(routes: RouteObject[]): Router {
  // Every entry gets a key, the first one too, so that its scroll position can be kept.
  if (!(window.history.state as Partial<HistoryState> | null)?.key) {
    window.history.replaceState({ ...(window.history.state as object), usr: null, key: newKey() }, '');
  }
  const listeners = new Set<() => void>();
  const initial = browserLocation();
  let state: RouterState = {
    location: initial,
    navigationType: 'POP',
    matches: matchRoutes(routes, initial.pathname) ?? [],
    preventScrollReset: false,
  };
  let pending = 0;
  // Set when leaving a page was already agreed to, so the navigation that follows does not ask a second time.
  let leaveAnswered = false;

  const commit = (next: RouterState) => {
    saveScrollPosition(state.location.key);
    state = next;
    listeners.forEach((listener) => listener());
  };

  const prepare = async (url: URL, loaders: boolean): Promise<RouteMatch[] | null> => {
    const matches = matchRoutes(routes, url.pathname);
    if (!matches) return null;
    await resolveLazy(matches);
    if (loaders) runLoaders(matches, url).catch(() => {}); // the page shows its own loading and error states
    return matches;
  };

  const navigate = (async (to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return window.history.go(to);
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) return window.location.assign(url.href);
    // A form with unsaved changes (an admin screen) is asked about before its page goes.
    const asked = leaveAnswered;
    leaveAnswered = false;
    if (!asked && url.pathname !== state.location.pathname && !(await askToLeave())) return;
    const id = ++pending;
    let matches: RouteMatch[] | null;
    try {
      matches = await prepare(url, true);
    } catch {
      matches = null;
    }
    if (id !== pending) return; // a later navigation won
    if (!matches) return window.location.assign(url.href); // the server knows this address, or says why not
    const path = url.pathname + url.search + url.hash;
    // Following a link to the page already open replaces its entry rather than stacking a copy.
    const current = window.location.pathname + window.location.search + window.location.hash;
    const replace = options.replace ?? path === current;
    const entry: HistoryState = { usr: options.state ?? null, key: newKey() };
    if (replace) window.history.replaceState(entry, '', path);
    else window.history.pushState(entry, '', path);
    commit({
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state: entry.usr, key: entry.key },
      navigationType: replace ? 'REPLACE' : 'PUSH',
      matches,
      preventScrollReset: !!options.preventScrollReset,
    });
  }) as NavigateFunction;

  window.addEventListener('popstate', () => {
    const location = browserLocation();
    if (location.pathname !== state.location.pathname && hasUnsavedChanges()) {
      // The browser has already moved: put the page left back in the address bar, then ask. Leaving goes on to the
      // entry asked for; staying keeps the page and its unsaved changes.
      const left = state.location;
      window.history.pushState({ usr: left.state, key: left.key }, '', left.pathname + left.search + left.hash);
      void askToLeave().then((leave) => {
        if (!leave) return;
        leaveAnswered = true;
        void navigate(location.pathname + location.search + location.hash);
      });
      return;
    }
    // The window has not moved yet (scroll restoration is manual): keep where the left entry stood.
    saveScrollPosition(state.location.key);
    const id = ++pending;
    void prepare(new URL(window.location.href), true)
      .catch(() => null)
      .then((matches) => {
        if (id !== pending) return;
        if (!matches) return window.location.reload();
        commit({ location, navigationType: 'POP', matches, preventScrollReset: false });
      });
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    preload(to) {
      const url = new URL(to, window.location.href);
      if (url.origin === window.location.origin) prepare(url, true).catch(() => {});
    },
  };
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

/**
 * A link that the router follows without loading a new document (a plain link without scripts). Pointing at it or
 * touching it loads the page's code and data, so the page is usually ready by the time the click lands.
 */
export function Link({ to, replace, state, preventScrollReset, onClick, ...rest }: LinkProps) {
  const router = useContext(RouterContext)!;
  const preload = () => router.preload(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (rest.target && rest.target !== '_self') ||
      rest.download !== undefined
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate(to, { replace, state, preventScrollReset });
  };
  return <a {...rest} href={to} onClick={follow} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} />;
}

const SCROLL_STORAGE_KEY = 'scroll-positions';
let scrollPositions: Record<string, number> | null = null;

function positions(): Record<string, number> {
  if (!scrollPositions) {
    try {
      scrollPositions = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      scrollPositions = {};
    }
  }
  return scrollPositions;
}

function saveScrollPosition(key: string) {
  positions()[key] = window.scrollY;
}

/**
 * Keeps each history entry's scroll position: Back and Forward return to where the visitor was, a new page starts
 * at the top (or at its hash). The positions outlive the document (session storage), so Back into the site from
 * another document still finds them; across whole documents the browser restores the position itself.
 */
export function ScrollRestoration() {
  const { location, navigationType, preventScrollReset } = useRouterState();
  const first = useFirstRender();

  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = 'manual');
    const leave = () => {
      saveScrollPosition(browserLocation().key);
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions()));
      } catch {
        // private mode or full: Back within the document still works
      }
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  useLayoutEffect(() => {
    // The first page is where the browser put it (its hash, or where it was before a reload).
    if (first.current) return;
    if (navigationType === 'POP') {
      const y = positions()[location.key];
      window.scrollTo(0, y ?? 0);
      return;
    }
    if (preventScrollReset) return;
    const target = location.hash && document.getElementById(safeDecode(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType, preventScrollReset, first]);
  return null;
}

function useFirstRender() {
  const memo = useMemo(() => ({ current: true }), []);
  useEffect(() => {
    memo.current = false;
  }, [memo]);
  return memo;
}
