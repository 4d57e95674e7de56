import { LatestNewsletterLink } from '../NewsletterLinks';
import { Lines, PlainText } from '@shared/ui/PlainText';
import { placeName } from '../../lib/orgText';
import { usePageText, usePageTextHeading } from '../PageText';
import { useOrganisation } from '../../lib/organisation';
import { mapLinkOf } from '@shared/lib/preserveLocation';
import { NewsletterSignupForm } from '../forms/NewsletterSignupForm';
import '../../styles/pages/static-pages.css';

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The ways to reach the organisation, each left out while the site settings leave it empty. `full` adds the map
 * link with the organisation's directions (a page text) and the newsletter, with its sign-up box, as on the home
 * page's Contact section.
 */
export function ContactInfo({ full = false, headingLevel = 3 }: { full?: boolean; headingLevel?: 3 | 4 }) {
  const org = useOrganisation();
  const a = org.postalAddress;
  const H = `h${headingLevel}` as const;
  const place = placeName(org);
  // How to find the entrance (Page texts "Home page: Contact Us: directions"), beside the map link.
  const directions = usePageText('directions');
  const directionsHeading = usePageTextHeading('directions', directions);
  const townLine = [a.town, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  // The address's lines that are set; without a street or town there is no address to show.
  const addressLines = a.line1 || townLine ? [org.name, a.line1, townLine].filter(Boolean) : [];
  return (
    <div className="contact-info">
      {addressLines.length > 0 && (
        <div className="contact-info-item">
          <H>Mailing Address</H>
          <address>
            <Lines lines={addressLines} />
          </address>
        </div>
      )}
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
      {org.openingHours.trim() && (
        <div className="contact-info-item">
          <H>Opening Hours</H>
          <PlainText text={org.openingHours} />
        </div>
      )}
      {full && (
        <>
          {(mapLinkOf(org) || directions) && (
            <div className="contact-info-item">
              <H>{directionsHeading}</H>
              {mapLinkOf(org) && (
                <p>
                  <a href={mapLinkOf(org)} target="_blank" rel="noopener noreferrer">
                    {place ? `Find ${place} on the map` : 'Find us on the map'}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
              )}
              {directions && <PlainText text={directions.body} className="contact-warning" />}
            </div>
          )}
          <div className="contact-info-item">
            <H id="newsletter-signup-title">Newsletter</H>
            <LatestNewsletterLink>Read our annual newsletter (PDF)</LatestNewsletterLink>
            <p>Sign up to get our news by e-mail.</p>
            <NewsletterSignupForm page="home" titleId="newsletter-signup-title" />
          </div>
        </>
      )}
    </div>
  );
}
