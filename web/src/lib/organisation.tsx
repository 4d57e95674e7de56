import { createContext, useContext } from 'react';
import { SAMPLE_ORGANISATION, type Organisation } from '@shared/organisation';

/** The organisation's details come from the server's configuration, never from the bundle. */
export const OrganisationContext = createContext<Organisation>(SAMPLE_ORGANISATION);
export const useOrganisation = () => useContext(OrganisationContext);
