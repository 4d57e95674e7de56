// Global styles first, so page styles imported by the routes win at equal specificity.
import './styles/global.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from './lib/queryClient';
import { createRoutes } from './routes';
import { AppProviders } from './components/AppProviders';
import type { HydrationPayload } from './hydration';

async function start() {
  const dataElement = document.getElementById('__data');
  if (!dataElement?.textContent) return; // a plain server page (sign-in, error): nothing to hydrate
  const payload = JSON.parse(dataElement.textContent) as HydrationPayload;
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.queries);
  const routes = createRoutes({ queryClient, server: null });

  // Lazy (admin) routes on the first page must be loaded before hydrating, or React would see a mismatch.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
    }),
  );

  const router = createBrowserRouter(routes, { hydrationData: { loaderData: payload.loaderData } });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // in one long task: a tap during it is not kept waiting (docs/performance.md).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <AppProviders queryClient={queryClient} org={payload.org} siteUrl={payload.siteUrl}>
        <RouterProvider router={router} />
      </AppProviders>,
      { onRecoverableError: (err) => console.error('Hydration problem:', err) },
    );
  });
}

void start();
