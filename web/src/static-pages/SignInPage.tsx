import type { Organisation } from '../../../shared/organisation';
import { LogoMark } from '../components/Logo';

export interface SignInProps {
  org: Organisation;
  returnTo: string;
  email?: string;
  error?: string;
}

/** The browser sign-in page at /api/login: a plain form that works without JavaScript. */
export function SignInPage({ org, returnTo, email = '', error }: SignInProps) {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <a href="/" className="brand auth-brand">
          <LogoMark />
          <span className="brand-name">{org.name}</span>
        </a>
        <h1>Sign in</h1>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <form method="post" action="/api/login" className="form-stack">
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
          <a href="/">Back to the website</a>
        </p>
      </div>
    </main>
  );
}
