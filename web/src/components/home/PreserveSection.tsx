import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { PAGE_CONTENT_KEYS } from '@shared/constants';
import { useOrganisation } from '../../lib/organisation';
import { placeName } from '../../lib/orgText';
import { pageContentQuery } from '@shared/api/queries';
import { Img } from '../Img';
import { UpcomingEvents } from './UpcomingEvents';
import preserveDefault from '../../assets/illustrations/preserve-bg.svg';

/** What each page holds, in the site's own words: nothing here speaks for the organisation. */
const EXPLORE = [
  { title: 'Upcoming Events', to: '/events', text: "What's coming up, and how to register." },
  { title: 'Photo Gallery', to: '/gallery', text: 'Photos from the preserve and its events.' },
  { title: 'View History', to: '/history', text: 'The story of the preserve and its people.' },
];

/**
 * Full-width band over a photo of the preserve. The photo is an <img> behind the content (not a CSS
 * background) so it loads lazily in the size that fits; a dark overlay keeps the text readable on any photo.
 */
export function PreserveSection() {
  const place = placeName(useOrganisation());
  const { data } = useQuery(pageContentQuery(PAGE_CONTENT_KEYS.preserveBackground));
  return (
    <section className="preserve-band" aria-labelledby="preserve-title">
      <Img
        className="preserve-band-bg"
        src={data?.value || preserveDefault}
        alt=""
        width={1024}
        height={695}
        sizes="100vw"
      />
      <div className="container preserve-band-content">
        <div className="section-header">
          <h2 id="preserve-title">{place ? `Explore ${place}` : 'Explore'}</h2>
        </div>
        <ul className="grid grid-3 explore-cards">
          {EXPLORE.map((c) => (
            <li key={c.to} className="card explore-card">
              <div className="card-body">
                <h3>
                  <Link to={c.to} className="explore-link">
                    {c.title}
                  </Link>
                </h3>
                <p>{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <h3 className="upcoming-heading">Coming Up at the Preserve</h3>
        <UpcomingEvents />
      </div>
    </section>
  );
}
