import { NewsletterSignupForm } from '../forms/NewsletterSignupForm';

/** The newsletter sign-up for people who found nothing (or everything) on the events page. */
export function NewsletterBanner() {
  return (
    <section className="newsletter-banner" aria-labelledby="newsletter-banner-title">
      <div>
        <h2 id="newsletter-banner-title">Never Miss a Walk or Workday</h2>
        <p>New programs are announced in our newsletter first. Sign up and we will add you to the list.</p>
      </div>
      <NewsletterSignupForm page="events" titleId="newsletter-banner-title" />
    </section>
  );
}
