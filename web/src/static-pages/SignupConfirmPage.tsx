import type { Organisation } from '@shared/organisation';
import { AuthCard, AuthFootnote, TokenForm } from './AuthParts';

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
      <TokenForm
        token={token}
        error={error}
        form={{ action: '/api/confirm-signup', labelledBy: 'signup-confirm-heading', submitLabel: 'Create my account' }}
        otherwise={{ href: '/api/login', label: 'Sign in or sign up again' }}
      >
        <p>Press the button to create your account and sign in.</p>
      </TokenForm>
      <AuthFootnote href="/">Back to the website</AuthFootnote>
    </AuthCard>
  );
}
