import type { Organisation } from '@shared/organisation';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULES } from '@shared/schemas/auth';
import type { SignUpState } from '@shared/api/accounts';
import { AuthCard, Field, FormAlert } from './AuthParts';

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
      <form method="post" action="/api/login" className="form-stack" aria-labelledby="signin-heading">
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="field">
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="email" required defaultValue={email} />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="btn btn-primary btn-block">
          Sign in
        </button>
      </form>
      <p className="auth-footnote">
        <a href="/api/password-reset">Forgot your password?</a>
      </p>

      {signup && (
        <>
          <hr />
          <h2 id="signup-heading">Create an account</h2>
          {signup.sentMessage ? (
            <p role="status">{signup.sentMessage}</p>
          ) : (
            <>
              <FormAlert message={signup.error} />
              <form method="post" action="/api/signup" className="form-stack" aria-labelledby="signup-heading">
                <input type="hidden" name="returnTo" value={returnTo} />
                <Field
                  id="signup-first-name"
                  name="firstName"
                  label="First name"
                  autoComplete="given-name"
                  maxLength={100}
                  defaultValue={signup.firstName}
                  errors={signup.fieldErrors?.firstName}
                />
                <Field
                  id="signup-last-name"
                  name="lastName"
                  label="Last name"
                  autoComplete="family-name"
                  maxLength={100}
                  defaultValue={signup.lastName}
                  errors={signup.fieldErrors?.lastName}
                />
                <Field
                  id="signup-email"
                  name="email"
                  type="email"
                  label="Email"
                  autoComplete="email"
                  maxLength={254}
                  defaultValue={signup.email}
                  errors={signup.fieldErrors?.email}
                />
                <Field
                  id="signup-password"
                  name="password"
                  type="password"
                  label="Password"
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN}
                  maxLength={PASSWORD_MAX}
                  hint={PASSWORD_RULES}
                  errors={signup.fieldErrors?.password}
                />
                <button type="submit" className="btn btn-primary btn-block">
                  Create account
                </button>
              </form>
            </>
          )}
        </>
      )}

      <p className="auth-footnote">
        <a href="/">Back to the website</a>
      </p>
    </AuthCard>
  );
}
