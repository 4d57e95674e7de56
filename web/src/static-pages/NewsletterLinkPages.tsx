import { LinkActionPage, type LinkActionProps } from './AuthParts';

export type NewsletterConfirmProps = LinkActionProps;
export type NewsletterUnsubscribeProps = LinkActionProps;

interface NewsletterLink {
  kind: 'confirm' | 'unsubscribe';
  heading: string;
  doneHeading: string;
  /** What the button starts or stops: "start" or "stop" receiving the newsletter. */
  verb: 'start' | 'stop';
  submitLabel: string;
}

/** A newsletter link's page: it acts only when its button is pressed, so a mail scanner fetching links does nothing. */
function NewsletterLinkPage({
  kind,
  heading,
  doneHeading,
  verb,
  submitLabel,
  ...props
}: NewsletterLink & LinkActionProps) {
  return (
    <LinkActionPage
      {...props}
      headingId={`newsletter-${kind}-heading`}
      heading={heading}
      doneHeading={doneHeading}
      action={`/api/newsletter/${kind}`}
      lead={`Press the button to ${verb} receiving the ${props.org.name} newsletter.`}
      submitLabel={submitLabel}
      back={{ href: '/', label: 'Back to the home page' }}
    />
  );
}

/** /newsletter/confirm?token=... (also answered at /api/newsletter/confirm): behind the confirmation mail's link. */
export const NewsletterConfirmPage = (props: NewsletterConfirmProps) => (
  <NewsletterLinkPage
    {...props}
    kind="confirm"
    heading="Confirm your subscription"
    doneHeading="Subscription confirmed"
    verb="start"
    submitLabel="Confirm my subscription"
  />
);

/** /newsletter/unsubscribe?token=... (and the same under /api/): behind the unsubscribe link in every newsletter. */
export const NewsletterUnsubscribePage = (props: NewsletterUnsubscribeProps) => (
  <NewsletterLinkPage
    {...props}
    kind="unsubscribe"
    heading="Unsubscribe from our newsletter"
    doneHeading="Unsubscribed"
    verb="stop"
    submitLabel="Unsubscribe"
  />
);
