import { Link } from 'react-router-dom';

/** Points people who found nothing (or everything) to the newsletter sign-up in the home page's contact section. */
export function NewsletterBanner() {
  return (
    <section className="newsletter-banner" aria-labelledby="newsletter-banner-title">
      <div>
        <h2 id="newsletter-banner-title">Never Miss a Walk or Workday</h2>
        <p>New programs are announced in our newsletter first. Drop us a line and we will add you to the list.</p>
      </div>
      <Link to="/#contact" className="btn btn-light">
        Get Event Updates
      </Link>
    </section>
  );
}
