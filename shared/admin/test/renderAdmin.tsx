import type { ReactElement } from 'react';
import { inject } from 'vitest';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { browserQueryFn, configureHttp } from '../../api/http';
import { AdminRoot } from '../common/AdminRoot';
import type { AdminPlatform } from '../common/platform';
import { Toaster } from './Toaster';

/** The real server started by the `components` project's global setup (web/e2e/support/componentServer.ts). */
export const apiUrl = () => inject('apiUrl');

/** Calls the API as the test admin (bearer token), the way the desktop app does. */
export function signInAsAdmin(token = inject('adminToken')) {
  configureHttp({ baseUrl: inject('apiUrl'), headers: () => ({ Authorization: `Bearer ${token}` }) });
}

/** A platform that records what the screen asked for instead of leaving the page. */
export function recordingPlatform() {
  const calls = {
    reload: 0,
    opened: [] as string[],
    copied: [] as string[],
    saved: [] as { name: string; mimeType: string; content: string }[],
  };
  const platform: AdminPlatform = {
    reload: () => void calls.reload++,
    openExternal: (url) => void calls.opened.push(url),
    copyText: async (text) => void calls.copied.push(text),
    saveFile: (name, mimeType, content) => void calls.saved.push({ name, mimeType, content }),
  };
  return { platform, calls };
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders a shared admin component as the web admin and the desktop app do: a query client with the
 * app's defaults (no retries, never stale), a router, the admin root, and the one-at-a-time toaster.
 */
export function renderAdmin(
  ui: ReactElement,
  options: { path?: string; platform?: AdminPlatform } = {},
): RenderResult & { queryClient: QueryClient } {
  signInAsAdmin();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: browserQueryFn, staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const path = options.path ?? '/admin';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AdminRoot platform={options.platform}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Where />
          <Toaster />
        </AdminRoot>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
