// Global styles first, so page styles imported by the routes win at equal specificity.
import './styles/global.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, resolveLazy, RouterProvider } from './lib/router';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from './lib/queryClient';
import { createRoutes } from './routes';
import { AppProviders } from './components/AppProviders';
import type { HydrationPayload } from './hydration';

async function start() {
  const dataElement = document.getElementById('__data');
  if (!dataElement?.textContent) return; // a plain server page (sign-in, error): nothing to hydrate
  const payload = JSON.parse(dataElement.textContent) as HydrationPayload;
  const tap = takeEarlyTap();
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.queries);
  const routes = createRoutes({ queryClient, server: null });

  // Lazy (admin) routes on the first page must be loaded before hydrating, or React would see a mismatch.
  await resolveLazy(matchRoutes(routes, window.location.pathname) ?? []);

  // The server ran the loaders: their data came with the page (in the query cache), so they do not run again.
  const router = createBrowserRouter(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // in one long task: a tap during it is not kept waiting (docs/performance.md).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <AppProviders
        queryClient={queryClient}
        org={payload.org}
        siteUrl={payload.siteUrl}
        formOutcome={payload.formOutcome}
        formToken={payload.formToken}
        onHydrated={() => replayTap(tap)}
      >
        <RouterProvider router={router} />
      </AppProviders>,
      { onRecoverableError: (err) => console.error('Hydration problem:', err) },
    );
  });
}

/** What the page loader (server/ssr/document.ts, START_SCRIPTS) noted of a tap before the scripts ran. */
interface EarlyTaps {
  /** The last button pressed while nothing answered it yet. */
  __earlyTap?: Element;
  __earlyTapsOff?: boolean;
}

/**
 * The button tapped before the scripts ran, if any; from here on taps are React's (one that comes while the page
 * hydrates is answered by React itself once it has hydrated what was tapped).
 */
function takeEarlyTap(): Element | undefined {
  const w = window as Window & EarlyTaps;
  w.__earlyTapsOff = true;
  const tap = w.__earlyTap;
  delete w.__earlyTap;
  return tap;
}

/** Presses again, now that it answers, a button tapped before the scripts ran: the first tap is not lost. */
function replayTap(tap: Element | undefined) {
  if (tap instanceof HTMLButtonElement && tap.isConnected && !tap.disabled) tap.click();
}

void start();
