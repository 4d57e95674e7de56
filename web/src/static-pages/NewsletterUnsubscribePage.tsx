import { LinkActionPage, type LinkActionProps } from './AuthParts';

export type NewsletterUnsubscribeProps = LinkActionProps;

/**
 * /api/newsletter/unsubscribe?token=...: the page behind the link in a newsletter. It unsubscribes only when its
 * button is pressed, never by opening the link, so a mail scanner fetching links ends nothing.
 */
export function NewsletterUnsubscribePage(props: NewsletterUnsubscribeProps) {
  return (
    <LinkActionPage
      {...props}
      headingId="newsletter-unsubscribe-heading"
      heading="Unsubscribe from our newsletter"
      doneHeading="Unsubscribed"
      action="/api/newsletter/unsubscribe"
      lead={`Press the button to stop receiving the ${props.org.name} newsletter.`}
      submitLabel="Unsubscribe"
      back={{ href: '/', label: 'Back to the home page' }}
    />
  );
}
