import type { Organisation } from '@shared/organisation';
import { AuthCard, AuthFootnote, NewPasswordField, TokenForm } from './AuthParts';

export interface NewPasswordProps {
  org: Organisation;
  /** The token from the e-mailed link; null once it is known to be unusable (then no form is shown). */
  token: string | null;
  error?: string;
  fieldErrors?: Record<string, string[]>;
  /** Set after the password was changed. */
  doneMessage?: string;
}

/** /api/reset-password?token=...: the form behind the e-mailed link. */
export function NewPasswordPage({ org, token, error, fieldErrors, doneMessage }: NewPasswordProps) {
  return (
    <AuthCard org={org}>
      <h1 id="new-password-heading">Choose a new password</h1>
      {doneMessage ? (
        <>
          <p role="status">{doneMessage}</p>
          <p>
            <a href="/api/login" className="btn btn-primary btn-block">
              Sign in
            </a>
          </p>
        </>
      ) : (
        <TokenForm
          token={token}
          error={error}
          form={{ action: '/api/reset-password', labelledBy: 'new-password-heading', submitLabel: 'Change password' }}
          otherwise={{ href: '/api/password-reset', label: 'Ask for a new link' }}
        >
          <NewPasswordField id="new-password" label="New password" errors={fieldErrors?.password} />
        </TokenForm>
      )}
      <AuthFootnote href="/api/login">Back to sign in</AuthFootnote>
    </AuthCard>
  );
}
