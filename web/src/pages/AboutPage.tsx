import { Link } from '../lib/router';
import { PlainText } from '@shared/ui/PlainText';
import { PageMeta } from '../lib/meta';
import { useOrganisation } from '../lib/organisation';
import { admissionFact, FactList, openingHoursFact } from '../components/FactList';
import { placeName, townAndState } from '../lib/orgText';
import { defaultHeading } from '@shared/lib/pageTexts';
import { mapLinkOf } from '@shared/lib/preserveLocation';
import { PageSection } from '../components/PageSection';
import { PageHero } from '../components/PageHero';
import { SplitMedia } from '../components/SplitMedia';
import { ContactInfo } from '../components/home/ContactInfo';
import {
  AddPageTextHint,
  SampleTextNote,
  useBoardForReader,
  usePageText,
  usePageTextHeading,
} from '../components/PageText';
import aboutDefault from '../assets/illustrations/about-default.svg';
import '../styles/pages/static-pages.css';
import '../styles/pages/about.css';

export function AboutPage() {
  const org = useOrganisation();
  const visiting = usePageText('visiting');
  const mission = usePageText('about-mission');
  const lead = usePageText('about-lead');
  const board = usePageText('about-board');
  const visitHeading = usePageTextHeading('visiting', visiting);
  const boardHeading = usePageTextHeading('about-board', board);
  const members = useBoardForReader(org.board);
  const place = placeName(org);
  const where = [org.preserveName, townAndState(org)].filter(Boolean).join(', ');
  const title = place ? `About ${place}` : 'About Us';
  return (
    <>
      <PageMeta
        title={title}
        description={[
          place && `About ${place}${townAndState(org) ? ` in ${townAndState(org)}` : ''}:`,
          'visiting, our mission, our board and how to reach us.',
        ]
          .filter(Boolean)
          .join(' ')}
      />
      <PageHero title={title} lead={lead?.body} />

      <AboutStory />

      <PageSection id="visit-title" title={visitHeading ?? ''} alt>
        <FactList
          facts={[
            openingHoursFact(org.openingHours),
            admissionFact(org.admission),
            org.acres != null ? { term: 'Size', detail: `${org.acres.toLocaleString('en-US')} acres` } : null,
            where
              ? {
                  term: 'Where',
                  detail: mapLinkOf(org) ? (
                    <a href={mapLinkOf(org)} target="_blank" rel="noopener noreferrer">
                      {where}
                      <span className="visually-hidden"> (map, opens in a new tab)</span>
                    </a>
                  ) : (
                    where
                  ),
                }
              : null,
          ]}
        />
        {visiting && <SampleTextNote text={visiting} />}
        {visiting && <PlainText text={visiting.body} className="about-visit-note" />}
        <p className="about-visit-note">
          See the <Link to="/events">events calendar</Link> for what is coming up.
        </p>
      </PageSection>

      {mission ? (
        <PageSection
          id="mission-title"
          title={mission.title?.trim() || defaultHeading('about-mission') || ''}
          containerClass="prose"
        >
          <SampleTextNote text={mission} />
          <PlainText text={mission.body} />
        </PageSection>
      ) : (
        <AddPageTextHint textKey="about-mission" add="Add your mission" />
      )}

      {(members.length > 0 || board) && (
        <PageSection id="board-title" title={boardHeading ?? ''} alt>
          {board && <PlainText text={board.body} className="about-board-intro" />}
          <ul className="board-list">
            {members.map((m, i) => (
              <li key={`${i}-${m.name}`} className="board-member">
                <span className="board-name">
                  {m.name}
                  {m.sample && <span className="sample-note"> (sample - replace it in Admin › Site settings)</span>}
                </span>
                <span className="board-role">{m.role}</span>
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      <PageSection id="status-title" title="Organization">
        <FactList
          facts={[
            org.foundingYear != null ? { term: 'Founded', detail: org.foundingYear } : null,
            org.taxStatus ? { term: 'Tax status', detail: org.taxStatus } : null,
            org.ein ? { term: 'EIN', detail: <span className="ein">{org.ein}</span> } : null,
            // The Donate page says what a gift does in the organisation's words; without a donation page there is
            // nowhere to give, so nothing points there.
            org.donationUrl ? { term: 'Donations', detail: <Link to="/donate">Support our work</Link> } : null,
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
  const place = placeName(useOrganisation());
  const story = usePageText('about-story');
  const heading = usePageTextHeading('about-story', story);
  if (!story) return <AddPageTextHint textKey="about-story" add="Add your story" />;
  return (
    <section className="page-section" aria-labelledby="story-title">
      <div className="container split">
        <div className="prose">
          <h2 id="story-title">{heading}</h2>
          <SampleTextNote text={story} />
          <PlainText text={story.body} />
        </div>
        <SplitMedia
          src={aboutDefault}
          alt={
            place ? `Illustration of a path through the meadows of ${place}` : 'Illustration of a path through meadows'
          }
          width={800}
          height={600}
        />
      </div>
    </section>
  );
}
