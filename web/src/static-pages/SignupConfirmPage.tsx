import type { Organisation } from '@shared/organisation';
import { AuthCard, FormAlert } from './AuthParts';

export interface SignupConfirmProps {
  org: Organisation;
  /** The token from the e-mailed link; null once it is known to be unusable (then no button is shown). */
  token: string | null;
  error?: string;
}

/**
 * /api/confirm-signup?token=...: the page behind the e-mailed sign-up link. The account is made by pressing the
 * button (a POST), never by opening the link, so a mail program that fetches links to scan them makes nothing.
 */
export function SignupConfirmPage({ org, token, error }: SignupConfirmProps) {
  return (
    <AuthCard org={org}>
      <h1 id="signup-confirm-heading">Finish creating your account</h1>
      <FormAlert message={error} />
      {token ? (
        <form method="post" action="/api/confirm-signup" className="form-stack" aria-labelledby="signup-confirm-heading">
          <input type="hidden" name="token" value={token} />
          <p>Press the button to create your account and sign in.</p>
          <button type="submit" className="btn btn-primary btn-block">
            Create my account
          </button>
        </form>
      ) : (
        <p>
          <a href="/api/login">Sign in or sign up again</a>
        </p>
      )}
      <p className="auth-footnote">
        <a href="/">Back to the website</a>
      </p>
    </AuthCard>
  );
}
