import type { Organisation } from '@shared/organisation';
import { AuthCard, AuthFootnote, Field, NewPasswordField, TokenForm } from './AuthParts';

export interface SignupConfirmProps {
  org: Organisation;
  /** The token from the e-mailed link; null once it is known to be unusable (then no form is shown). */
  token: string | null;
  /** The address the link was sent to: the account's, shown so its owner knows which account this makes. */
  email?: string;
  /** What was typed before a refused post (never the password). */
  firstName?: string;
  lastName?: string;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

/**
 * /api/confirm-signup?token=...: the page behind the e-mailed sign-up link, where the account's names and password
 * are chosen. Only whoever holds the link (the address's owner) can get here, so the account is theirs alone; it is
 * made by posting the form, never by opening the link, so a mail program that fetches links to scan them makes
 * nothing.
 */
export function SignupConfirmPage({ org, token, email, firstName, lastName, error, fieldErrors }: SignupConfirmProps) {
  return (
    <AuthCard org={org}>
      <h1 id="signup-confirm-heading">Finish creating your account</h1>
      <TokenForm
        token={token}
        error={error}
        form={{ action: '/api/confirm-signup', labelledBy: 'signup-confirm-heading', submitLabel: 'Create my account' }}
        otherwise={{ href: '/api/login', label: 'Sign in or sign up again' }}
      >
        {email && (
          <p>
            Your account&apos;s e-mail address: <strong>{email}</strong>
          </p>
        )}
        {(
          [
            ['first', 'firstName', 'First name', 'given-name', firstName],
            ['last', 'lastName', 'Last name', 'family-name', lastName],
          ] as const
        ).map(([part, name, label, autoComplete, value]) => (
          <Field
            key={name}
            id={`signup-${part}-name`}
            name={name}
            label={label}
            autoComplete={autoComplete}
            maxLength={100}
            defaultValue={value}
            errors={fieldErrors?.[name]}
          />
        ))}
        <NewPasswordField id="signup-password" label="Password" errors={fieldErrors?.password} />
      </TokenForm>
      <AuthFootnote href="/">Back to the website</AuthFootnote>
    </AuthCard>
  );
}
