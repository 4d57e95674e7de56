import { Link } from 'react-router-dom';
import { PageMeta } from '../lib/meta';
import { useOrganisation } from '../lib/organisation';
import { FactList, openingHoursFact } from '../components/FactList';
import { PageSection } from '../components/PageSection';
import { SplitMedia } from '../components/SplitMedia';
import { ContactInfo } from '../components/home/ContactInfo';
import aboutDefault from '../assets/illustrations/about-default.svg';
import '../styles/pages/static-pages.css';
import '../styles/pages/about.css';

export function AboutPage() {
  const org = useOrganisation();
  const where = `${org.postalAddress.town}, ${org.postalAddress.state}`;
  return (
    <>
      <PageMeta
        title={`About ${org.preserveName}`}
        description={`The story of ${org.preserveName}, ${org.acres} acres in ${where} cared for by ${org.name}: visiting hours, our mission, board of trustees and how to reach us.`}
      />
      <div className="page-hero">
        <div className="container">
          <h1>About {org.preserveName}</h1>
          <p className="lead">
            {org.acres} acres and the former nursery lands around them in {where}, protected by neighbours for everyone
            to enjoy.
          </p>
        </div>
      </div>

      <section className="page-section" aria-labelledby="story-title">
        <div className="container split">
          <div className="prose">
            <h2 id="story-title">Our Story</h2>
            <p>
              {org.preserveName} covers {org.acres} acres in {where}, together with the former nursery lands around it.
              Since {org.caringSinceYear}, people from the surrounding community have looked after this land: restoring
              habitat, doing hands-on conservation work, leading nature walks and welcoming visitors.
            </p>
            <p>
              In {org.foundingYear} they founded {org.name}, a nonprofit, to protect the preserve for the long term.
              Today the preserve and the old nursery grounds give wildlife room to thrive and give everyone a quiet,
              free place to walk, learn and lend a hand.
            </p>
          </div>
          <SplitMedia
            src={aboutDefault}
            alt={`Illustration of a path through the meadows of ${org.preserveName}`}
            width={800}
            height={600}
          />
        </div>
      </section>

      <PageSection id="visit-title" title="Visit the Preserve" alt>
        <FactList
          facts={[
            openingHoursFact(org.openingHours),
            { term: 'Admission', detail: 'Free for everyone' },
            { term: 'Size', detail: `${org.acres} acres, plus the former nursery lands around them` },
            {
              term: 'Where',
              detail: org.locationUrl ? (
                <a href={org.locationUrl} target="_blank" rel="noopener noreferrer">
                  {org.preserveName}, {where}
                  <span className="visually-hidden"> (map, opens in a new tab)</span>
                </a>
              ) : (
                `${org.preserveName}, ${where}`
              ),
            },
          ]}
        />
        <p className="about-visit-note">
          Please stay on the trails and take home everything you bring. Check the{' '}
          <Link to="/events">events calendar</Link> for guided walks.
        </p>
      </PageSection>

      <PageSection id="mission-title" title="Our Mission" containerClass="prose">
        <p>
          {org.name} protects and restores the natural habitats of {org.preserveName}, keeps the preserve open and free
          for all, and helps people of every age learn about and care for the land around them.
        </p>
      </PageSection>

      {org.board.length > 0 && (
        <PageSection id="board-title" title="Board of Trustees" alt>
          <p className="about-board-intro">Volunteers from the community who serve without pay.</p>
          <ul className="board-list">
            {org.board.map((m, i) => (
              <li key={`${i}-${m.name}`} className="board-member">
                <span className="board-name">{m.name}</span>
                <span className="board-role">{m.role}</span>
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      <PageSection id="status-title" title="Organization">
        <FactList
          facts={[
            { term: 'Founded', detail: org.foundingYear },
            { term: 'Tax status', detail: 'Nonprofit 501(c)(3) public charity' },
            org.ein ? { term: 'EIN', detail: <span className="ein">{org.ein}</span> } : null,
            {
              term: 'Donations',
              detail: (
                <>
                  Tax-deductible as allowed by law. <Link to="/donate">Support our work</Link>
                </>
              ),
            },
          ]}
        />
      </PageSection>

      <PageSection id="about-contact-title" title="Contact" alt>
        <div className="about-contact">
          <ContactInfo />
          <p>
            Prefer to write now? Use the <a href="/#contact">contact form</a> on our home page.
          </p>
        </div>
      </PageSection>
    </>
  );
}
