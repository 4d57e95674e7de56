import { LinkActionPage, type LinkActionProps } from './AuthParts';

export type NewsletterConfirmProps = LinkActionProps;

/**
 * /newsletter/confirm?token=... (also answered at /api/newsletter/confirm): the page behind the link in a newsletter
 * confirmation mail. It confirms only when its button is pressed, never by opening the link.
 */
export function NewsletterConfirmPage(props: NewsletterConfirmProps) {
  return (
    <LinkActionPage
      {...props}
      headingId="newsletter-confirm-heading"
      heading="Confirm your subscription"
      doneHeading="Subscription confirmed"
      action="/api/newsletter/confirm"
      lead={`Press the button to start receiving the ${props.org.name} newsletter.`}
      submitLabel="Confirm my subscription"
      back={{ href: '/', label: 'Back to the home page' }}
    />
  );
}
