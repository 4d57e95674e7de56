import { useQuery } from '@tanstack/react-query';
import { Link } from '../lib/router';
import { newsletterIssuesQuery } from '@shared/api/queries';
import type { NewsletterIssueDto } from '@shared/api/types';

/**
 * The uploaded newsletters, newest first (ADR 057), prefetched for every page by the root route. Empty while there
 * is none, and on a failed read: then no page shows a link to a newsletter.
 */
export function useNewsletterIssues(): NewsletterIssueDto[] {
  return useQuery(newsletterIssuesQuery()).data ?? [];
}

/** The link to the newest newsletter, and to the archive when there are older ones; nothing without one. */
export function LatestNewsletterLink({ children }: { children: React.ReactNode }) {
  const issues = useNewsletterIssues();
  if (issues.length === 0) return null;
  return (
    <>
      <p>
        <a href="/api/newsletter-pdf" target="_blank" rel="noopener">
          {children}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {issues.length > 1 && (
        <p>
          <Link to="/newsletters">Past newsletters</Link>
        </p>
      )}
    </>
  );
}
