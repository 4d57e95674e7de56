import { createContext, useContext, useEffect } from 'react';
import { useLocation } from './router';
import type { EventDto } from '@shared/api/types';
import { useOrganisation } from './organisation';

/**
 * Machine-readable facts about a page, turned into schema.org JSON-LD by the server (server/ssr/seo.ts) so the
 * builder never ships to browsers: an event, or the organisation itself (the home page).
 */
export type StructuredData = { kind: 'event'; event: EventDto } | { kind: 'organisation' };

export interface PageMetaValues {
  title: string;
  description: string;
  noindex: boolean;
  /** The page's own address on this site (no query), for the canonical link and share previews. */
  path: string;
  /** The picture a share preview shows: a stored upload or a site file; null for the site's default picture. */
  image: string | null;
  structured: StructuredData | null;
}

/** On the server, pages report their title here during render; the document is built from it. */
export interface MetaSink {
  current: PageMetaValues | null;
}
export const MetaSinkContext = createContext<MetaSink | null>(null);

export function fullTitle(title: string | null, orgName: string): string {
  // A site whose settings have no name yet titles its pages by the page alone.
  if (!orgName) return title ?? 'Home';
  return title ? `${title} | ${orgName}` : orgName;
}

/**
 * Sets the page's <title> and description: during server rendering through the sink (with the share picture and
 * structured data, which only crawlers and link previews read, from the server's HTML), in the browser after each
 * navigation. Render it once per page.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
  image = null,
  structured = null,
}: {
  title: string | null;
  description: string;
  noindex?: boolean;
  image?: string | null;
  structured?: StructuredData | null;
}) {
  const org = useOrganisation();
  const sink = useContext(MetaSinkContext);
  const { pathname } = useLocation();
  const full = fullTitle(title, org.name);
  if (sink) sink.current = { title: full, description, noindex, path: pathname, image, structured };
  useEffect(() => {
    document.title = full;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [full, description]);
  return null;
}
