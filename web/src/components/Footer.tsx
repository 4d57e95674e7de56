import { Link } from '../lib/router';
import { Lines, PlainText } from '@shared/ui/PlainText';
import { textLines } from '@shared/lib/textBlocks';
import { usePageText, usePageTextHeading } from './PageText';
import { useOrganisation } from '../lib/organisation';
import { SiteLogo } from './Logo';
import { useNewsletterIssues } from './NewsletterLinks';
import { FacebookIcon, InstagramIcon, TwitterIcon } from './SocialIcons';

/** A profile address that leads somewhere: the demo's old '#' placeholders and anything not a web address do not. */
const isProfileLink = (href: string) => /^https?:\/\/[^\s/]+/i.test(href);

export function Footer() {
  const org = useOrganisation();
  const a = org.postalAddress;
  const townLine = [a.town, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  // Each detail the site settings leave empty is left out, with its line break.
  const contactLines = [
    a.line1,
    townLine,
    org.email && <a href={`mailto:${org.email}`}>{org.email}</a>,
    org.phone && <a href={`tel:${org.phone.replace(/[^\d+]/g, '')}`}>{org.phone}</a>,
  ].filter(Boolean);
  const social = [
    { label: 'Facebook', href: org.social.facebook, Icon: FacebookIcon },
    { label: 'Twitter', href: org.social.twitter, Icon: TwitterIcon },
    { label: 'Instagram', href: org.social.instagram, Icon: InstagramIcon },
  ].filter((s) => isProfileLink(s.href));
  const about = usePageText('footer-about');
  const programs = usePageText('footer-programs');
  const programsHeading = usePageTextHeading('footer-programs', programs);
  const brand = org.name || org.preserveName;
  const hasNewsletter = useNewsletterIssues().length > 0;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          {(brand || org.logoUrl) && (
            <p className="footer-brand">
              <SiteLogo size={32} />
              {brand && <span>{brand}</span>}
            </p>
          )}
          {about && <PlainText text={about.body} />}
          {social.length > 0 && (
            <ul className="social-links" aria-label="Social media">
              {social.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a href={href} aria-label={label}>
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            Quick Links
          </h2>
          <ul className="footer-list">
            <li>
              <a href="/#about">About Us</a>
            </li>
            <li>
              <Link to="/events">Events</Link>
            </li>
            <li>
              <Link to="/gallery">Gallery</Link>
            </li>
            <li>
              <a href="/#volunteer">Volunteer</a>
            </li>
            {hasNewsletter && (
              <li>
                <Link to="/newsletters">Newsletters</Link>
              </li>
            )}
          </ul>
        </nav>
        {programs && (
          <div>
            <h2 id="footer-programs" className="footer-heading">
              {programsHeading}
            </h2>
            {/* The organisation's programs, named in Page texts: words, not links to pages the site does not have. */}
            <ul className="footer-list footer-programs">
              {textLines(programs.body).map((line, i) => (
                <li key={i}>{line.replace(/^-\s+/, '')}</li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h2 className="footer-heading">
            <a href="/#contact">Contact</a>
          </h2>
          <address className="footer-address">
            <Lines lines={contactLines} />
          </address>
        </div>
      </div>
      <div className="container footer-legal">
        {(org.taxStatus || org.ein) && (
          <p>
            {org.taxStatus && `${[org.name, org.taxStatus].filter(Boolean).join(': ')}.`}
            {org.taxStatus && org.ein && ' '}
            {org.ein && (
              <>
                EIN: <span className="ein">{org.ein}</span>
              </>
            )}
          </p>
        )}
        {/* The year is the preserve's current one, which the server hands out with the settings. */}
        <p>
          &copy; {[org.copyrightYear, org.name && `${org.name}.`, 'All rights reserved.'].filter(Boolean).join(' ')}
        </p>
      </div>
    </footer>
  );
}
