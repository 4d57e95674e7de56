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
      <EventNamed eventTitle={eventTitle} eventDate={eventDate} eventTime={eventTime} />
    </LinkActionPage>
  );
}

/**
 * /api/leave-waitlist?token=...: the page behind the leave link in every waiting-list mail. Like the cancel page, it
 * names the event and takes the place off the list only when its button is pressed.
 */
export function LeaveWaitlistPage({ eventTitle, eventDate, eventTime, ...props }: CancelRegistrationProps) {
  return (
    <LinkActionPage
      {...props}
      headingId="leave-heading"
      heading="Leave the waiting list"
      doneHeading="You have left the waiting list"
      action="/api/leave-waitlist"
      lead="No longer need a spot? Press the button to take your place off the waiting list, so the next person moves up."
      submitLabel="Leave the waiting list"
      back={{ href: '/events', label: 'See upcoming events' }}
    >
      <EventNamed eventTitle={eventTitle} eventDate={eventDate} eventTime={eventTime} />
    </LinkActionPage>
  );
}

function EventNamed({
  eventTitle,
  eventDate,
  eventTime,
}: Pick<CancelRegistrationProps, 'eventTitle' | 'eventDate' | 'eventTime'>) {
  if (!eventTitle) return null;
  return (
    <p className="cancel-event">
      <strong>{eventTitle}</strong>
      {eventDate && <br />}
      {eventDate}
      {eventTime ? `, ${eventTime}` : ''}
    </p>
  );
}
