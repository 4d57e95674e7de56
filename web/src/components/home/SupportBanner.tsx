import { Link } from 'react-router-dom';
import { useOrganisation } from '../../lib/organisation';

export function SupportBanner() {
  const org = useOrganisation();
  return (
    <section className="support-banner" aria-labelledby="support-title">
      <div className="container support-banner-inner">
        <div>
          <h2 id="support-title">Support Our Mission</h2>
          <p>Your gift keeps {org.preserveName} protected, its trails open and its programs free for every visitor.</p>
        </div>
        <Link to="/donate" className="btn btn-give support-give">
          GIVE NOW
        </Link>
      </div>
    </section>
  );
}
