import { Link } from '../lib/router';
import { PageMeta } from '../lib/meta';
import { GoHomeButton } from '../components/GoHomeButton';
import { SiteSearchForm } from '../components/SiteSearchForm';

/** Where a visitor who followed an old or mistyped link most likely wanted to go. */
const WAYS_ON = [
  { to: '/events', label: 'Upcoming events', hint: 'walks, workdays and talks coming up' },
  { to: '/past-events', label: 'Past events', hint: 'what we have done so far' },
  { to: '/gallery', label: 'Photo gallery', hint: 'pictures from the preserve and our events' },
  { to: '/#contact', label: 'Contact us', hint: 'tell us what you were looking for' },
] as const;

export function NotFoundPage() {
  return (
    <div className="container page-section narrow not-found">
      <PageMeta title="Page Not Found" description="This page does not exist." noindex />
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved. Search for it, or try one of these:</p>
      <SiteSearchForm id="not-found-search" />
      <ul className="not-found-links">
        {WAYS_ON.map((way) => (
          <li key={way.to}>
            <Link to={way.to}>{way.label}</Link>
            <span className="not-found-hint"> – {way.hint}</span>
          </li>
        ))}
      </ul>
      <GoHomeButton />
    </div>
  );
}
