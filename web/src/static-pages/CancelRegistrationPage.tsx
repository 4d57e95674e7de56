import type { ComponentProps } from 'react';
import { pathOf } from '@shared/api/routes';
import { LinkActionPage, type LinkActionProps } from './AuthParts';

export interface CancelRegistrationProps extends LinkActionProps {
  eventTitle?: string;
  eventDate?: string;
  eventTime?: string;
}

type LinkWords = Omit<ComponentProps<typeof LinkActionPage>, keyof LinkActionProps | 'back' | 'children'>;

/** A page behind a link in mail about one event: it names the event and acts only when its button is pressed. */
function eventLinkPage(words: LinkWords) {
  return function EventLinkPage({ eventTitle, eventDate, eventTime, ...props }: CancelRegistrationProps) {
    return (
      <LinkActionPage {...props} {...words} back={{ href: '/events', label: 'See upcoming events' }}>
        <EventNamed eventTitle={eventTitle} eventDate={eventDate} eventTime={eventTime} />
      </LinkActionPage>
    );
  };
}

/**
 * /api/cancel-registration?token=...: the page behind the cancel link in a registration confirmation. It names the
 * event and cancels only when its button is pressed, never by opening the link.
 */
export const CancelRegistrationPage = eventLinkPage({
  headingId: 'cancel-heading',
  heading: 'Cancel your registration',
  doneHeading: 'Registration cancelled',
  action: pathOf('registrationCancelForm'),
  lead: "Can't make it? Let us know so someone else can come. Press the button to give up your spot.",
  submitLabel: 'Cancel my registration',
});

/**
 * /api/leave-waitlist?token=...: the page behind the leave link in every waiting-list mail. Like the cancel page, it
 * names the event and takes the place off the list only when its button is pressed.
 */
export const LeaveWaitlistPage = eventLinkPage({
  headingId: 'leave-heading',
  heading: 'Leave the waiting list',
  doneHeading: 'You have left the waiting list',
  action: pathOf('waitlistLeaveForm'),
  lead: 'No longer need a spot? Press the button to take your place off the waiting list, so the next person moves up.',
  submitLabel: 'Leave the waiting list',
});

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
