import type { Organisation } from '@shared/organisation';
import { AuthCard, AuthFootnote, Field, FormAlert, PostForm } from './AuthParts';

export interface PasswordResetRequestProps {
  org: Organisation;
  email?: string;
  error?: string;
  fieldErrors?: Record<string, string[]>;
  /** Set once the request was taken: the same words whether or not the account exists. */
  sentMessage?: string;
}

/** /api/password-reset: asks for the e-mail address to send a reset link to. */
export function PasswordResetRequestPage({
  org,
  email = '',
  error,
  fieldErrors,
  sentMessage,
}: PasswordResetRequestProps) {
  return (
    <AuthCard org={org}>
      <h1 id="reset-heading">Reset your password</h1>
      {sentMessage ? (
        <p role="status">{sentMessage}</p>
      ) : (
        <>
          <p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
          <FormAlert message={error} />
          <PostForm action="/api/password-reset" labelledBy="reset-heading" submitLabel="Send reset link">
            <Field
              id="reset-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              maxLength={254}
              defaultValue={email}
              errors={fieldErrors?.email}
            />
          </PostForm>
        </>
      )}
      <AuthFootnote href="/api/login">Back to sign in</AuthFootnote>
    </AuthCard>
  );
}
