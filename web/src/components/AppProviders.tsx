import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Organisation } from '@shared/organisation';
import { OrganisationContext, useLiveOrganisation } from '../lib/organisation';
import { MetaSinkContext, type MetaSink } from '../lib/meta';
import { SiteUrlContext } from '../lib/siteUrl';
import type { FormOutcome } from '@shared/forms/publicForms';
import { FormPostsContext } from '../lib/formOutcome';

export function AppProviders(props: {
  queryClient: QueryClient;
  org: Organisation;
  /** PUBLIC_URL, for the addresses a page shows in full (the calendar feed). */
  siteUrl: string;
  metaSink?: MetaSink;
  /** The page is the result of a form the browser posted itself: how it came out. */
  formOutcome?: FormOutcome | null;
  /** The token the page's public forms carry when the browser posts them itself. */
  formToken: string;
  /** Runs once the page has hydrated. */
  onHydrated?(): void;
  children: ReactNode;
}) {
  const { onHydrated } = props;
  const org = useLiveOrganisation(props.queryClient, props.org);
  const formPosts = useMemo(
    () => ({ outcome: props.formOutcome ?? null, token: props.formToken }),
    [props.formOutcome, props.formToken],
  );
  // Marks <html> once the page has hydrated (a parent's effects run after the whole tree's commit); tests wait for
  // it. Here rather than in a component of its own: an extra sibling would shift every useId below it, and the ids
  // the server wrote would no longer match the ones the forms look up.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  }, [onHydrated]);
  return (
    <QueryClientProvider client={props.queryClient}>
      <OrganisationContext.Provider value={org}>
        <SiteUrlContext.Provider value={props.siteUrl}>
          <MetaSinkContext.Provider value={props.metaSink ?? null}>
            <FormPostsContext.Provider value={formPosts}>{props.children}</FormPostsContext.Provider>
          </MetaSinkContext.Provider>
        </SiteUrlContext.Provider>
      </OrganisationContext.Provider>
    </QueryClientProvider>
  );
}
