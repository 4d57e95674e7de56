import { Link } from 'react-router-dom';
import { useOrganisation } from '../../lib/organisation';
import { LogoMark } from '../Logo';
import { scrollToSection } from './anchorLink';

/** The top of the page: text and the logo only, so it paints at once. */
export function WelcomeSection() {
  const org = useOrganisation();
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="container welcome-inner">
        <LogoMark size={88} />
        <h1 id="welcome-title">Welcome to {org.preserveName}</h1>
        <p className="welcome-tagline">{org.tagline}</p>
        <p className="welcome-text">
          Since {org.caringSinceYear}, our community has cared for these {org.acres} acres and the former nursery lands
          around them in {org.postalAddress.town}, {org.postalAddress.state}. Come for a walk, join an event or lend a
          hand.
        </p>
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
