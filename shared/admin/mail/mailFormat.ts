import type { OutboundEmailKind, OutboundEmailStatus } from '../../api/mail';

/** How the outgoing-mail screen names things. */
export const STATUS_LABELS: Record<OutboundEmailStatus, string> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const STATUS_INTENTS: Record<OutboundEmailStatus, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  queued: 'warning',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
};

export const KIND_LABELS: Record<OutboundEmailKind, string> = {
  'registration-confirmation': 'Registration confirmation',
  'volunteer-acknowledgement': 'Volunteer thank-you',
  'contact-acknowledgement': 'Message acknowledgement',
  'volunteer-notice': 'New volunteer notice',
  'contact-notice': 'New message notice',
  'photo-notice': 'Photo to approve notice',
  'password-reset': 'Password reset',
  'signup-confirmation': 'Sign-up link',
  'signup-existing-account': 'Sign-up with a known address',
  'waitlist-confirmation': 'Waiting list place',
  'already-registered': 'Already registered note',
  'already-waiting': 'Already waiting note',
  'registration-cancelled': 'Registration cancelled',
  'event-reminder': 'Event reminder',
  'event-cancelled': 'Event cancelled',
  'event-message': 'Message to registrants',
  'event-changed': 'Event change notice',
  'newsletter-confirmation': 'Newsletter confirmation link',
  newsletter: 'Newsletter',
  'newsletter-test': 'Newsletter test copy',
  'photo-approved': 'Photo approved',
  'photo-declined': 'Photo declined',
};

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 23, 2026, 10:41 AM" on the preserve's clock, so every admin reads the same time. */
export const formatMailTime = (iso: string) => dateTime.format(new Date(iso));
