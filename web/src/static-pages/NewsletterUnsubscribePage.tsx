import type { Organisation } from '@shared/organisation';
import { AuthCard, FormAlert } from './AuthParts';

export interface NewsletterUnsubscribeProps {
  org: Organisation;
  /** The token from the newsletter's link while there is a subscription to end; null otherwise (no button). */
  token: string | null;
  /** How things stand, when nothing went wrong (unsubscribed now, or before). */
  notice?: string;
  error?: string;
}

/**
 * /newsletter/unsubscribe?token=... (and the same under /api/): the page behind the link in a newsletter. It unsubscribes only when its
 * button is pressed (a POST), never by opening the link, so a mail scanner fetching links ends nothing.
 */
export function NewsletterUnsubscribePage({ org, token, notice, error }: NewsletterUnsubscribeProps) {
  return (
    <AuthCard org={org}>
      <h1 id="newsletter-unsubscribe-heading">{notice ? 'Unsubscribed' : 'Unsubscribe from our newsletter'}</h1>
      <FormAlert message={error} />
      {notice && <p role="status">{notice}</p>}
      {token && (
        <form
          method="post"
          action="/api/newsletter/unsubscribe"
          className="form-stack"
          aria-labelledby="newsletter-unsubscribe-heading"
        >
          <input type="hidden" name="token" value={token} />
          <p>Press the button to stop receiving the {org.name} newsletter.</p>
          <button type="submit" className="btn btn-primary btn-block">
            Unsubscribe
          </button>
        </form>
      )}
      <p className="auth-footnote">
        <a href="/">Back to the home page</a>
      </p>
    </AuthCard>
  );
}
