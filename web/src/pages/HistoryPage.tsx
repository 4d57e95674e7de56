import { LatestNewsletterLink } from '../components/NewsletterLinks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '../lib/router';
import { useQuery } from '@tanstack/react-query';
import { historyContentQuery } from '@shared/api/queries';
import type { HistorySectionDto } from '@shared/api/types';
import { formatPostalAddress } from '@shared/organisation';
import { PlainText } from '@shared/ui/PlainText';
import { mapLinkOf } from '@shared/lib/preserveLocation';
import { PageMeta } from '../lib/meta';
import { HISTORY_EDITOR_ANCHOR } from '../components/adminAnchors';
import { useAuth } from '../lib/auth';
import { useOrganisation } from '../lib/organisation';
import { admissionFact, FactList, openingHoursFact } from '../components/FactList';
import { placeName } from '../lib/orgText';
import { PageSection } from '../components/PageSection';
import { PageHero } from '../components/PageHero';
import { SplitMedia } from '../components/SplitMedia';
import { AddPageTextHint, SampleTextNote, usePageText, usePageTextHeading } from '../components/PageText';
import '../styles/pages/static-pages.css';
import '../styles/pages/history.css';
import { countOf } from '@shared/lib/plural';

// Admin-only editor: a separate chunk, requested only when an admin presses Manage History Content.
const HistoryAdmin = lazy(() => import('../admin/HistoryAdmin'));

/** Shown only to admins: opens the editor of the page's custom sections (ADR 014). */
function AdminContentCard({ customCount }: { customCount: number }) {
  const { isAdmin } = useAuth();
  const [open, setOpen] = useState(false);
  // The dashboard's "History Page Content" link (/history#history-editor) opens the editor at once.
  useEffect(() => {
    if (window.location.hash === `#${HISTORY_EDITOR_ANCHOR}`) setOpen(true);
  }, []);
  if (!isAdmin) return null;
  return (
    <section id={HISTORY_EDITOR_ANCHOR} className="container history-admin" aria-labelledby="history-admin-title">
      <div className="card">
        <div className="card-body">
          <h2 id="history-admin-title">Admin: Content Management</h2>
          <p>
            {customCount > 0
              ? customCount === 1
                ? 'Visitors see the visible history section below.'
                : `Visitors see the ${countOf(customCount, 'visible history section')} below.`
              : 'Visitors see no history sections yet: add your timeline and stories with Manage History Content.'}
          </p>
          <button type="button" className="btn btn-outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Close History Editor' : 'Manage History Content'}
          </button>
        </div>
      </div>
      {open && (
        <Suspense fallback={<p>Loading the history editor...</p>}>
          <HistoryAdmin />
        </Suspense>
      )}
    </section>
  );
}

/** A history section: plain text, blank lines between paragraphs, a paragraph of "- " lines as a list. */
function CustomSection({ section, index }: { section: HistorySectionDto; index: number }) {
  const headingId = `history-section-${section.id}`;
  // The note is an instruction for admins: visitors' pages never hold it.
  const { isAdmin } = useAuth();
  return (
    <section className={`page-section${index % 2 ? ' section-alt' : ''}`} aria-labelledby={headingId}>
      <div className={`container${section.imageUrl ? ' split' : ' prose'}`}>
        <div>
          <h2 id={headingId}>{section.title}</h2>
          {section.isDemo && isAdmin && (
            <p className="sample-note">Sample section - edit or delete it with Manage History Content</p>
          )}
          <PlainText text={section.content ?? ''} className="history-custom-text" />
        </div>
        {section.imageUrl && (
          <SplitMedia src={section.imageUrl} alt={section.imageAlt ?? ''} width={600} height={450} />
        )}
      </div>
    </section>
  );
}

export function HistoryPage() {
  const place = placeName(useOrganisation());
  const custom = useQuery(historyContentQuery()).data ?? [];
  const lead = usePageText('history-lead');
  const title = place ? `History of ${place}` : 'Our History';
  return (
    <>
      <PageMeta
        title={title}
        description={`${place ? `The history of ${place}` : 'Our history'}, in the organisation's own words, and how to plan your visit.`}
      />
      <PageHero title={title} lead={lead?.body} />

      <AdminContentCard customCount={custom.length} />

      <HistoryIntroduction />

      {custom.map((section, i) => (
        <CustomSection key={section.id} section={section} index={i + 1} />
      ))}

      <PlanYourVisit />
    </>
  );
}

/** The organisation's introduction above its history sections; left out until it is written. */
function HistoryIntroduction() {
  const intro = usePageText('history-mission');
  const heading = usePageTextHeading('history-mission', intro);
  if (!intro) return <AddPageTextHint textKey="history-mission" add="Add an introduction" />;
  return (
    <PageSection id="history-mission-title" title={heading ?? ''} containerClass="prose">
      <SampleTextNote text={intro} />
      <PlainText text={intro.body} />
    </PageSection>
  );
}

/** Practical facts and the organisation's visiting information, under the history sections. */
function PlanYourVisit() {
  const org = useOrganisation();
  const visiting = usePageText('visiting');
  const heading = usePageTextHeading('visiting', visiting);
  const address = formatPostalAddress(org);
  return (
    <PageSection id="plan-visit-title" title={heading ?? ''} alt>
      <FactList
        facts={[
          openingHoursFact(org.openingHours),
          admissionFact(org.admission),
          address
            ? {
                term: 'Address',
                detail: <address className="history-address">{[org.name, address].filter(Boolean).join(', ')}</address>,
              }
            : null,
          mapLinkOf(org)
            ? {
                term: 'Finding us',
                detail: (
                  <a href={mapLinkOf(org)} target="_blank" rel="noopener noreferrer">
                    See the preserve on the map
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ),
              }
            : null,
        ]}
      />
      {visiting && <SampleTextNote text={visiting} />}
      {visiting && <PlainText text={visiting.body} className="history-visit-more" />}
      <p className="history-visit-more">
        Want company on the trail? <Link to="/events">See upcoming events</Link>.
      </p>
      <div className="history-visit-more">
        <LatestNewsletterLink>Read more in our annual newsletter (PDF)</LatestNewsletterLink>
      </div>
    </PageSection>
  );
}
