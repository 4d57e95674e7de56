import type { Organisation } from '@shared/organisation';
import type { SignUpState } from '@shared/api/accounts';
import { AuthCard, AuthFootnote, Field, FormAlert, PostForm } from './AuthParts';

/** Said under the sign-up form's address box: what happens next. */
export const SIGNUP_HINT = "We'll e-mail you a link to choose your name and password.";

export interface SignInProps {
  org: Organisation;
  returnTo: string;
  email?: string;
  error?: string;
  /** Shown when SIGNUP=open: the "Create an account" form, with what was typed and what was wrong. */
  signup?: SignUpState | null;
}

/**
 * The browser sign-in page at /api/login: plain forms that work without JavaScript. Each form is named by its
 * heading, so assistive technology (and tests) can tell "Sign in" from "Create an account".
 */
export function SignInPage({ org, returnTo, email = '', error, signup }: SignInProps) {
  return (
    <AuthCard org={org}>
      <h1 id="signin-heading">Sign in</h1>
      <FormAlert message={error} />
      <PostForm action="/api/login" labelledBy="signin-heading" submitLabel="Sign in" hidden={{ returnTo }}>
        <div className="field">
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="email" required defaultValue={email} />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
      </PostForm>
      <AuthFootnote href="/api/password-reset">Forgot your password?</AuthFootnote>

      {signup && (
        <>
          <hr />
          <h2 id="signup-heading">Create an account</h2>
          {signup.sentMessage ? (
            <p role="status">{signup.sentMessage}</p>
          ) : (
            <>
              <FormAlert message={signup.error} />
              <PostForm
                action="/api/signup"
                labelledBy="signup-heading"
                submitLabel="Create account"
                hidden={{ returnTo }}
              >
                {/* The address only: names and password are chosen on the page the e-mailed link opens. */}
                <Field
                  id="signup-email"
                  name="email"
                  type="email"
                  label="Email"
                  autoComplete="email"
                  maxLength={254}
                  hint={SIGNUP_HINT}
                  defaultValue={signup.email}
                  errors={signup.fieldErrors?.email}
                />
              </PostForm>
            </>
          )}
        </>
      )}

      <AuthFootnote href="/">Back to the website</AuthFootnote>
    </AuthCard>
  );
}
