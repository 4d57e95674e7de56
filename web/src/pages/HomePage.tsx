import { useQuery } from '@tanstack/react-query';
import { PAGE_CONTENT_KEYS } from '../../../shared/constants';
import { PageMeta } from '../lib/meta';
import { eventsQuery, homeContentQuery, pageContentQuery } from '../../../shared/api/queries';
import { useOrganisation } from '../lib/organisation';
import { WelcomeSection } from '../components/home/WelcomeSection';
import { HomeContentBlocks } from '../components/home/HomeContentBlocks';
import { AboutSection } from '../components/home/AboutSection';
import { PreserveSection } from '../components/home/PreserveSection';
import { GetInvolvedSection } from '../components/home/GetInvolvedSection';
import { ContactSection } from '../components/home/ContactSection';
import { SupportBanner } from '../components/home/SupportBanner';
import { useSettledAnchor } from '../components/home/useSettledAnchor';
import '../styles/pages/home.css';

export function HomePage() {
  const org = useOrganisation();
  // The reads that decide the height of everything above the Volunteer and Contact sections.
  const reads = [
    useQuery(homeContentQuery()),
    useQuery(eventsQuery()),
    useQuery(pageContentQuery(PAGE_CONTENT_KEYS.aboutImage)),
    useQuery(pageContentQuery(PAGE_CONTENT_KEYS.preserveBackground)),
  ];
  useSettledAnchor(reads.every((r) => !r.isPending));
  return (
    <>
      <PageMeta
        title={null}
        description={`${org.preserveName}: ${org.acres} acres of meadow and woodland in ${org.postalAddress.town}, ${org.postalAddress.state}, open sunrise to sunset with free admission. Events, volunteering and ways to help.`}
      />
      <WelcomeSection />
      <HomeContentBlocks />
      <AboutSection />
      <PreserveSection />
      {/* Admin-only 'Homepage Image Upload' and the admin content panels go here (a later issue). */}
      <GetInvolvedSection />
      <ContactSection />
      <SupportBanner />
    </>
  );
}
