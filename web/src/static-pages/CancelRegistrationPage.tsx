import type { Organisation } from '@shared/organisation';
import { AuthCard, FormAlert } from './AuthParts';

export interface CancelRegistrationProps {
  org: Organisation;
  /** The token from the e-mailed link while it can still cancel; null otherwise (then no button is shown). */
  token: string | null;
  eventTitle?: string;
  eventDate?: string;
  eventTime?: string;
  /** How things stand, when nothing went wrong (cancelled now, or before). */
  notice?: string;
  error?: string;
}

/**
 * /api/cancel-registration?token=...: the page behind the cancel link in a registration confirmation. It names the
 * event and cancels only when its button is pressed (a POST), never by opening the link.
 */
export function CancelRegistrationPage({
  org,
  token,
  eventTitle,
  eventDate,
  eventTime,
  notice,
  error,
}: CancelRegistrationProps) {
  return (
    <AuthCard org={org}>
      <h1 id="cancel-heading">{notice ? 'Registration cancelled' : 'Cancel your registration'}</h1>
      {eventTitle && (
        <p className="cancel-event">
          <strong>{eventTitle}</strong>
          {eventDate && <br />}
          {eventDate}
          {eventTime ? `, ${eventTime}` : ''}
        </p>
      )}
      <FormAlert message={error} />
      {notice && <p role="status">{notice}</p>}
      {token && (
        <form method="post" action="/api/cancel-registration" className="form-stack" aria-labelledby="cancel-heading">
          <input type="hidden" name="token" value={token} />
          <p>Can&apos;t make it? Let us know so someone else can come. Press the button to give up your spot.</p>
          <button type="submit" className="btn btn-primary btn-block">
            Cancel my registration
          </button>
        </form>
      )}
      <p className="auth-footnote">
        <a href="/events">See upcoming events</a>
      </p>
    </AuthCard>
  );
}
