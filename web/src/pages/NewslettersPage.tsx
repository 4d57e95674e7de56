import { PageMeta } from '../lib/meta';
import { useOrganisation } from '../lib/organisation';
import { PageSection } from '../components/PageSection';
import { PageHero } from '../components/PageHero';
import { useNewsletterIssues } from '../components/NewsletterLinks';
import { formatIssueDate } from '@shared/lib/issueDate';
import '../styles/pages/static-pages.css';

/** Every newsletter the organisation has uploaded, newest first, each a PDF (ADR 057). */
export function NewslettersPage() {
  const org = useOrganisation();
  const issues = useNewsletterIssues();
  const title = 'Newsletters';
  return (
    <>
      <PageMeta
        title={title}
        description={[org.name && `${org.name}:`, 'our newsletters to read or download as PDF.']
          .filter(Boolean)
          .join(' ')}
      />
      <PageHero title={title} />
      <PageSection id="newsletter-issues" title={issues.length ? 'All issues' : 'No newsletters yet'}>
        {issues.length > 0 && (
          <ul className="newsletter-issues">
            {issues.map((issue) => (
              <li key={issue.id}>
                <a href={issue.url} target="_blank" rel="noopener">
                  {issue.title}
                  <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                </a>{' '}
                <span className="newsletter-issue-date">{formatIssueDate(issue.issueDate)}</span>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
