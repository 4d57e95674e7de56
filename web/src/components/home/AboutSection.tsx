import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_CONTENT_KEYS } from '@shared/constants';
import { useOrganisation } from '../../lib/organisation';
import { pageContentQuery } from '@shared/api/queries';
import { Img } from '../Img';
import aboutDefault from '../../assets/illustrations/about-default.svg';

/** The footer's "About Us" link lands here (/#about). */
export function AboutSection() {
  const org = useOrganisation();
  const { data } = useQuery(pageContentQuery(PAGE_CONTENT_KEYS.aboutImage));
  return (
    <section id="about" className="page-section home-about" aria-labelledby="about-title">
      <div className="container home-about-grid">
        <div>
          <h2 id="about-title">About {org.preserveName}</h2>
          <p>
            {org.preserveName} is {org.acres} acres of protected land in {org.postalAddress.town},{' '}
            {org.postalAddress.state}, together with the former nursery lands around it. Neighbours and volunteers
            look after it together, so that wildlife and people alike have room to roam.
          </p>
          <p>
            The preserve is open every day from sunrise to sunset, and admission is always free. Bring a friend, bring
            binoculars, and leave only footprints.
          </p>
          <Link to="/about" className="btn btn-outline">
            Learn More About Us
          </Link>
        </div>
        <div className="home-about-media">
          <Img
            src={data?.value || aboutDefault}
            alt={`A view across the meadows of ${org.preserveName}`}
            width={800}
            height={600}
            sizes="(min-width: 900px) 560px, 100vw"
          />
        </div>
      </div>
    </section>
  );
}
