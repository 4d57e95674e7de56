import { LinkActionPage, type LinkActionProps } from './AuthParts';

export type NewsletterConfirmProps = LinkActionProps;
export type NewsletterUnsubscribeProps = LinkActionProps;

type NewsletterLinkKind = 'confirm' | 'unsubscribe';

/** What each newsletter link's page says; the verb is what the button starts or stops: receiving the newsletter. */
const NEWSLETTER_LINKS: Record<
  NewsletterLinkKind,
  { heading: string; doneHeading: string; verb: 'start' | 'stop'; submitLabel: string }
> = {
  confirm: {
    heading: 'Confirm your subscription',
    doneHeading: 'Subscription confirmed',
    verb: 'start',
    submitLabel: 'Confirm my subscription',
  },
  unsubscribe: {
    heading: 'Unsubscribe from our newsletter',
    doneHeading: 'Unsubscribed',
    verb: 'stop',
    submitLabel: 'Unsubscribe',
  },
};

/** A newsletter link's page: it acts only when its button is pressed, so a mail scanner fetching links does nothing. */
function NewsletterLinkPage({ kind, ...props }: { kind: NewsletterLinkKind } & LinkActionProps) {
  const { heading, doneHeading, verb, submitLabel } = NEWSLETTER_LINKS[kind];
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
  <NewsletterLinkPage {...props} kind="confirm" />
);

/** /newsletter/unsubscribe?token=... (and the same under /api/): behind the unsubscribe link in every newsletter. */
export const NewsletterUnsubscribePage = (props: NewsletterUnsubscribeProps) => (
  <NewsletterLinkPage {...props} kind="unsubscribe" />
);
