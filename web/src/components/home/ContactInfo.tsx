import { useOrganisation } from '../../lib/organisation';
import { NewsletterSignupForm } from '../forms/NewsletterSignupForm';
import '../../styles/pages/static-pages.css';

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The ways to reach the organisation. `full` adds the map link (with its GPS warning) and the newsletter,
 * with its sign-up box, as on the home page's Contact section.
 */
export function ContactInfo({ full = false, headingLevel = 3 }: { full?: boolean; headingLevel?: 3 | 4 }) {
  const org = useOrganisation();
  const a = org.postalAddress;
  const H = `h${headingLevel}` as const;
  return (
    <div className="contact-info">
      <div className="contact-info-item">
        <H>Mailing Address</H>
        <address>
          {org.name}
          {a.line1 && (
            <>
              <br />
              {a.line1}
            </>
          )}
          <br />
          {[a.town, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
        </address>
      </div>
      {org.email && (
        <div className="contact-info-item">
          <H>General Information</H>
          <p>
            <a href={`mailto:${org.email}`}>{org.email}</a>
          </p>
        </div>
      )}
      {org.phone && (
        <div className="contact-info-item">
          <H>Phone</H>
          <p>
            <a href={telHref(org.phone)}>{org.phone}</a>
          </p>
        </div>
      )}
      {org.openingHours && (
        <div className="contact-info-item">
          <H>Opening Hours</H>
          <p>{org.openingHours}</p>
        </div>
      )}
      {full && (
        <>
          <div className="contact-info-item">
            <H>Location</H>
            {org.locationUrl && (
              <p>
                <a href={org.locationUrl} target="_blank" rel="noopener noreferrer">
                  Find {org.preserveName} on the map
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            )}
            <p className="contact-warning">
              <strong>Heads up:</strong> GPS apps sometimes send drivers to a back road or a private driveway instead of
              our entrance. Check the map before you set off and follow the preserve signs on arrival.
            </p>
          </div>
          <div className="contact-info-item">
            <H id="newsletter-signup-title">Newsletter</H>
            <p>
              <a href="/api/newsletter-pdf" target="_blank" rel="noopener">
                Read our annual newsletter (PDF)
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            <p>Get news of walks, workdays and the annual newsletter by e-mail.</p>
            <NewsletterSignupForm page="home" titleId="newsletter-signup-title" />
          </div>
        </>
      )}
    </div>
  );
}
