import { NewsletterSignupForm } from '../forms/NewsletterSignupForm';

/** The newsletter sign-up for people who found nothing (or everything) on the events page. */
export function NewsletterBanner() {
  return (
    <section className="newsletter-banner" aria-labelledby="newsletter-banner-title">
      <div>
        <h2 id="newsletter-banner-title">Never Miss a Walk or Workday</h2>
        <p>Sign up for our newsletter and hear about new events.</p>
      </div>
      <NewsletterSignupForm page="events" titleId="newsletter-banner-title" />
    </section>
  );
}
