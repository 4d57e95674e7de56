import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_CONTENT_KEYS } from '@shared/constants';
import { PageMeta, type StructuredData } from '../lib/meta';
import { homeContentQuery, pageContentQuery, upcomingEventsQuery } from '@shared/api/queries';
import { useOrganisation } from '../lib/organisation';
import { placeName, townAndState } from '../lib/orgText';
import type { Organisation } from '@shared/organisation';
import { useAuth } from '../lib/auth';
import { useHydrated } from '../lib/useHydrated';
import { WelcomeSection } from '../components/home/WelcomeSection';
import { HomeContentBlocks } from '../components/home/HomeContentBlocks';
import { AboutSection } from '../components/home/AboutSection';
import { PreserveSection } from '../components/home/PreserveSection';
import { GetInvolvedSection } from '../components/home/GetInvolvedSection';
import { ContactSection } from '../components/home/ContactSection';
import { SupportBanner } from '../components/home/SupportBanner';
import { useSettledAnchor } from '../components/home/useSettledAnchor';
import { HOME_EDITOR_ANCHOR } from '../components/adminAnchors';
import '../styles/pages/home.css';

// Admin-only: a separate chunk that visitors never request (nor Blueprint and its styles with it). It is
// rendered only after hydration: the server cannot render a lazy chunk, and the first client render must
// match the HTML the server sent.
/** The home page describes the organisation itself to search engines. */
const ORGANISATION: StructuredData = { kind: 'organisation' };

/** For search results: the settings' own words (name, place, tagline), never a promise the settings do not make. */
function homeDescription(org: Organisation): string {
  const place = placeName(org);
  const where = townAndState(org);
  const first = [place, where && `in ${where}`].filter(Boolean).join(' ');
  return [first && `${first}.`, org.tagline, 'Events, volunteering and ways to help.'].filter(Boolean).join(' ');
}

const HomeAdminPanels = lazy(() => import('../admin/HomeAdminPanels'));

export function HomePage() {
  const org = useOrganisation();
  const { isAdmin } = useAuth();
  const showAdmin = useHydrated() && isAdmin;
  // The reads that decide the height of everything above the Volunteer and Contact sections.
  const reads = [
    useQuery(homeContentQuery()),
    useQuery(upcomingEventsQuery()),
    useQuery(pageContentQuery(PAGE_CONTENT_KEYS.aboutImage)),
    useQuery(pageContentQuery(PAGE_CONTENT_KEYS.preserveBackground)),
  ];
  useSettledAnchor(reads.every((r) => !r.isPending));
  return (
    <>
      <PageMeta title={null} description={homeDescription(org)} structured={ORGANISATION} />
      <WelcomeSection />
      <HomeContentBlocks />
      <AboutSection />
      <PreserveSection />
      {showAdmin && (
        <div id={HOME_EDITOR_ANCHOR}>
          <Suspense fallback={<p className="container">Loading the admin panels...</p>}>
            <HomeAdminPanels />
          </Suspense>
        </div>
      )}
      <GetInvolvedSection />
      <ContactSection />
      <SupportBanner />
    </>
  );
}
