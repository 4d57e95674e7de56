import { LinkActionPage, type LinkActionProps } from './AuthParts';

export interface CancelRegistrationProps extends LinkActionProps {
  eventTitle?: string;
  eventDate?: string;
  eventTime?: string;
}

/**
 * /api/cancel-registration?token=...: the page behind the cancel link in a registration confirmation. It names the
 * event and cancels only when its button is pressed, never by opening the link.
 */
export function CancelRegistrationPage({ eventTitle, eventDate, eventTime, ...props }: CancelRegistrationProps) {
  return (
    <LinkActionPage
      {...props}
      headingId="cancel-heading"
      heading="Cancel your registration"
      doneHeading="Registration cancelled"
      action="/api/cancel-registration"
      lead="Can't make it? Let us know so someone else can come. Press the button to give up your spot."
      submitLabel="Cancel my registration"
      back={{ href: '/events', label: 'See upcoming events' }}
    >
      {eventTitle && (
        <p className="cancel-event">
          <strong>{eventTitle}</strong>
          {eventDate && <br />}
          {eventDate}
          {eventTime ? `, ${eventTime}` : ''}
        </p>
      )}
    </LinkActionPage>
  );
}
