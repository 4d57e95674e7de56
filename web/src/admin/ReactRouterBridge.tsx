import { useMemo, type ComponentType } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { useLocation, useNavigate, useNavigationType } from '../lib/router';

/**
 * The admin screens shared with the desktop app link with react-router's `Link` (the desktop app runs on
 * react-router). On the web they run under the site's own router (ADR 064): this gives react-router the current
 * address and sends its navigations to the site's router. It lives in the admin chunks only, so public pages never
 * download react-router.
 */
function ReactRouterBridge({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const navigator = useMemo<Navigator>(() => {
    const path = (to: To) => (typeof to === 'string' ? to : createPath(to));
    return {
      createHref: path,
      go: (delta) => void navigate(delta),
      push: (to, state, options) => void navigate(path(to), { state, preventScrollReset: options?.preventScrollReset }),
      replace: (to, state, options) =>
        void navigate(path(to), { replace: true, state, preventScrollReset: options?.preventScrollReset }),
    };
  }, [navigate]);
  return (
    <Router location={location} navigationType={navigationType as never} navigator={navigator}>
      {children}
    </Router>
  );
}

/** An admin screen inside the bridge. */
export function withReactRouter(Screen: ComponentType): ComponentType {
  return function BridgedScreen() {
    return (
      <ReactRouterBridge>
        <Screen />
      </ReactRouterBridge>
    );
  };
}
