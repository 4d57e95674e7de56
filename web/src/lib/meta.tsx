import { createContext, useContext, useEffect } from 'react';
import { useOrganisation } from './organisation';

export interface PageMetaValues {
  title: string;
  description: string;
  noindex: boolean;
}

/** On the server, pages report their title here during render; the document is built from it. */
export interface MetaSink {
  current: PageMetaValues | null;
}
export const MetaSinkContext = createContext<MetaSink | null>(null);

export function fullTitle(title: string | null, orgName: string): string {
  return title ? `${title} | ${orgName}` : orgName;
}

/**
 * Sets the page's <title> and description: during server rendering through the sink, in the browser
 * after each navigation. Render it once per page.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string | null;
  description: string;
  noindex?: boolean;
}) {
  const org = useOrganisation();
  const sink = useContext(MetaSinkContext);
  const full = fullTitle(title, org.name);
  if (sink) sink.current = { title: full, description, noindex };
  useEffect(() => {
    document.title = full;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [full, description]);
  return null;
}
