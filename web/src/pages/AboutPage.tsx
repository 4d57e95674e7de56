import { Link } from 'react-router-dom';
import { PageMeta } from '../lib/meta';
import { useOrganisation } from '../lib/organisation';
import { FactList, openingHoursFact } from '../components/FactList';
import { PageSection } from '../components/PageSection';
import { SplitMedia } from '../components/SplitMedia';
import { ContactInfo } from '../components/home/ContactInfo';
import { AddPageTextHint, SampleTextNote, TextBody, usePageText } from '../components/PageText';
import aboutDefault from '../assets/illustrations/about-default.svg';
import '../styles/pages/static-pages.css';
import '../styles/pages/about.css';

export function AboutPage() {
  const org = useOrganisation();
  const visiting = usePageText('visiting');
  const mission = usePageText('about-mission');
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

      <AboutStory />

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
        {visiting && <SampleTextNote text={visiting} />}
        {visiting && <TextBody body={visiting.body} className="about-visit-note" />}
        <p className="about-visit-note">
          Check the <Link to="/events">events calendar</Link> for guided walks.
        </p>
      </PageSection>

      {mission ? (
        <PageSection id="mission-title" title={mission.title ?? 'Our Mission'} containerClass="prose">
          <SampleTextNote text={mission} />
          <TextBody body={mission.body} />
        </PageSection>
      ) : (
        <AddPageTextHint textKey="about-mission" add="Add your mission" />
      )}

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

/** The organisation's story beside the page's picture; left out until the organisation has written it. */
function AboutStory() {
  const org = useOrganisation();
  const story = usePageText('about-story');
  if (!story) return <AddPageTextHint textKey="about-story" add="Add your story" />;
  return (
    <section className="page-section" aria-labelledby="story-title">
      <div className="container split">
        <div className="prose">
          <h2 id="story-title">{story.title ?? 'Our Story'}</h2>
          <SampleTextNote text={story} />
          <TextBody body={story.body} />
        </div>
        <SplitMedia
          src={aboutDefault}
          alt={`Illustration of a path through the meadows of ${org.preserveName}`}
          width={800}
          height={600}
        />
      </div>
    </section>
  );
}
