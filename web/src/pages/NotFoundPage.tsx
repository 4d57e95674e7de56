import { PageMeta } from '../lib/meta';
import { GoHomeButton } from '../components/GoHomeButton';

export function NotFoundPage() {
  return (
    <div className="container page-section narrow not-found">
      <PageMeta title="Page Not Found" description="This page does not exist." noindex />
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="dev-hint">
        Developer note: if this page should exist, add it to the router in <code>web/src/routes.tsx</code>.
      </p>
      <GoHomeButton />
    </div>
  );
}
