import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { PAGE_CONTENT_KEYS } from '@shared/constants';
import { PlainText } from '@shared/ui/PlainText';
import { useOrganisation } from '../../lib/organisation';
import { placeName } from '../../lib/orgText';
import { pageContentQuery } from '@shared/api/queries';
import { Img } from '../Img';
import { AddPageTextHint, SampleTextNote, usePageText, usePageTextHeading } from '../PageText';
import aboutDefault from '../../assets/illustrations/about-default.svg';

/**
 * The footer's "About Us" link lands here (/#about). Its words are the page text "Home page: About"; the facts of a
 * visit (hours, admission) are on the About page, from the site settings, so nothing here can contradict them.
 */
export function AboutSection() {
  const org = useOrganisation();
  const { data } = useQuery(pageContentQuery(PAGE_CONTENT_KEYS.aboutImage));
  const about = usePageText('home-about');
  const heading = usePageTextHeading('home-about', about);
  const place = placeName(org);
  return (
    <section id="about" className="page-section home-about" aria-labelledby="about-title">
      <div className="container home-about-grid">
        <div>
          <h2 id="about-title">{heading}</h2>
          {about ? (
            <>
              <SampleTextNote text={about} />
              <PlainText text={about.body} />
            </>
          ) : (
            <AddPageTextHint textKey="home-about" add="Add a few words about the preserve" inline />
          )}
          <Link to="/about" className="btn btn-outline">
            Learn More About Us
          </Link>
        </div>
        <div className="home-about-media">
          <Img
            src={data?.value || aboutDefault}
            alt={place ? `A view across the meadows of ${place}` : 'A view across the meadows'}
            width={800}
            height={600}
            sizes="(min-width: 900px) 560px, 100vw"
          />
        </div>
      </div>
    </section>
  );
}
