import { LineBreaks } from './LineBreaks';
import { Link } from 'react-router-dom';
import { useOrganisation } from '../lib/organisation';
import { LogoMark } from './Logo';
import { FacebookIcon, InstagramIcon, TwitterIcon } from './SocialIcons';

const PROGRAMS = ['Conservation Work', 'Education Programs', 'Nature Walks', 'Habitat Restoration'];

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
  ].filter((s) => s.href);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">
            <LogoMark size={32} />
            <span>{org.name}</span>
          </p>
          <p>
            Protecting the {org.acres} acres of {org.preserveName} and the former nursery lands around it, for wildlife
            and for everyone who walks there.
          </p>
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
          </ul>
        </nav>
        <nav aria-labelledby="footer-programs">
          <h2 id="footer-programs" className="footer-heading">
            Programs
          </h2>
          <ul className="footer-list">
            {PROGRAMS.map((p) => (
              <li key={p}>
                <a href="#">{p}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">
            <a href="/#contact">Contact</a>
          </h2>
          <address className="footer-address">
            <LineBreaks lines={contactLines} />
          </address>
        </div>
      </div>
      <div className="container footer-legal">
        <p>
          {org.name} is a nonprofit 501(c)(3) public charity.
          {org.ein && (
            <>
              {' '}
              EIN: <span className="ein">{org.ein}</span>
            </>
          )}
        </p>
        <p>
          &copy; {org.copyrightYear} {org.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
