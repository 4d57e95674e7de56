import { createContext, useContext, useEffect, useState } from 'react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { SAMPLE_ORGANISATION, type Organisation } from '@shared/organisation';
import { queryKeys } from '@shared/api/keys';

/** The organisation's details come from the server's stored site settings (ADR 040), never from the bundle. */
export const OrganisationContext = createContext<Organisation>(SAMPLE_ORGANISATION);
export const useOrganisation = () => useContext(OrganisationContext);

const SETTINGS_HASH = hashKey(queryKeys.siteSettings);

/**
 * The organisation the page was rendered with, replaced whenever the query cache gets newer site settings (the
 * Site Settings screen's save, or its fetch): pages the admin visits next in the same tab show them at once. No
 * query is made for it, so the page data does not carry the organisation twice.
 */
export function useLiveOrganisation(queryClient: QueryClient, rendered: Organisation): Organisation {
  const [org, setOrg] = useState(rendered);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.query.queryHash !== SETTINGS_HASH) return;
        const data = event.query.state.data as Organisation | undefined;
        if (data) setOrg(data);
      }),
    [queryClient],
  );
  return org;
}
