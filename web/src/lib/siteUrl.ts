import { createContext, useContext } from 'react';

/** The site's public address (PUBLIC_URL, no trailing slash), from the server's configuration. */
export const SiteUrlContext = createContext<string>('');
export const useSiteUrl = () => useContext(SiteUrlContext);
