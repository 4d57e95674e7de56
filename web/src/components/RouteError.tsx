import { isRouteErrorResponse, Link, useRouteError } from '../lib/router';

/** Shown when a page fails to render: a plain apology and a way home, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="container page-section narrow">
      <h1>{status === 404 ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p>We could not show this page. Please try again, or go back to the home page.</p>
      <p>
        <Link to="/" className="btn btn-primary">
          Go Home
        </Link>
      </p>
    </main>
  );
}
