import { Link } from '../../lib/router';
import { PlainText } from '@shared/ui/PlainText';
import { useOrganisation } from '../../lib/organisation';
import { SiteLogo } from '../Logo';
import { usePageText, usePageTextHeading } from '../PageText';
import { scrollToSection } from './anchorLink';

/**
 * The top of the page: the logo, the welcome (Page texts "Home page: Welcome") and the tagline from the settings.
 * Each is left out while it is not set; the heading then reads "Welcome".
 */
export function WelcomeSection() {
  const org = useOrganisation();
  const welcome = usePageText('home-welcome');
  const heading = usePageTextHeading('home-welcome', welcome);
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="container welcome-inner">
        <SiteLogo size={88} priority />
        <h1 id="welcome-title">{heading}</h1>
        {org.tagline && <p className="welcome-tagline">{org.tagline}</p>}
        {welcome && <PlainText text={welcome.body} className="welcome-text" />}
        <div className="welcome-actions">
          <Link to="/events" className="btn btn-primary">
            See Upcoming Events
          </Link>
          <a href="#volunteer" className="btn btn-outline" onClick={scrollToSection('volunteer')}>
            Get Involved
          </a>
        </div>
      </div>
    </section>
  );
}
