import type { Organisation } from '@shared/organisation';
import { AuthCard, FormAlert } from './AuthParts';

export interface NewsletterConfirmProps {
  org: Organisation;
  /** The token from the e-mailed link while it can still confirm; null otherwise (then no button is shown). */
  token: string | null;
  /** How things stand, when nothing went wrong (confirmed now, or before). */
  notice?: string;
  error?: string;
}

/**
 * /newsletter/confirm?token=... (also answered at /api/newsletter/confirm): the page behind the link in a newsletter confirmation mail. It confirms only when
 * its button is pressed (a POST), never by opening the link.
 */
export function NewsletterConfirmPage({ org, token, notice, error }: NewsletterConfirmProps) {
  return (
    <AuthCard org={org}>
      <h1 id="newsletter-confirm-heading">{notice ? 'Subscription confirmed' : 'Confirm your subscription'}</h1>
      <FormAlert message={error} />
      {notice && <p role="status">{notice}</p>}
      {token && (
        <form
          method="post"
          action="/api/newsletter/confirm"
          className="form-stack"
          aria-labelledby="newsletter-confirm-heading"
        >
          <input type="hidden" name="token" value={token} />
          <p>Press the button to start receiving the {org.name} newsletter.</p>
          <button type="submit" className="btn btn-primary btn-block">
            Confirm my subscription
          </button>
        </form>
      )}
      <p className="auth-footnote">
        <a href="/">Back to the home page</a>
      </p>
    </AuthCard>
  );
}
