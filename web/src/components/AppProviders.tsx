import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Organisation } from '../../../shared/organisation';
import { OrganisationContext } from '../lib/organisation';
import { MetaSinkContext, type MetaSink } from '../lib/meta';

export function AppProviders(props: { queryClient: QueryClient; org: Organisation; metaSink?: MetaSink; children: ReactNode }) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <OrganisationContext.Provider value={props.org}>
        <MetaSinkContext.Provider value={props.metaSink ?? null}>{props.children}</MetaSinkContext.Provider>
      </OrganisationContext.Provider>
    </QueryClientProvider>
  );
}
