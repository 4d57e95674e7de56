import type { Organisation } from '@shared/organisation';
import { AuthCard } from './AuthParts';

/** A server error page for requests that could not be rendered by the app itself. */
export function ErrorPage({ org, status, message }: { org: Organisation; status: number; message: string }) {
  return (
    <AuthCard org={org}>
      <h1>{status >= 500 ? 'Something went wrong' : 'We could not do that'}</h1>
      <p>{message}</p>
      <p>
        <a href="/" className="btn btn-primary">
          Go Home
        </a>
      </p>
    </AuthCard>
  );
}
