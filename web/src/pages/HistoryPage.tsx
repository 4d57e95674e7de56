import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { historyContentQuery } from '@shared/api/queries';
import type { HistorySectionDto } from '@shared/api/types';
import { formatPostalAddress } from '@shared/organisation';
import { PageMeta } from '../lib/meta';
import { useAuth } from '../lib/auth';
import { useOrganisation } from '../lib/organisation';
import { FactList, openingHoursFact } from '../components/FactList';
import { PageSection } from '../components/PageSection';
import { SplitMedia } from '../components/SplitMedia';
import { AddPageTextHint, SampleTextNote, TextBody, usePageText } from '../components/PageText';
import '../styles/pages/static-pages.css';
import '../styles/pages/history.css';

// Admin-only editor: a separate chunk, requested only when an admin presses Manage History Content.
const HistoryAdmin = lazy(() => import('../admin/HistoryAdmin'));

/** Shown only to admins: opens the editor of the page's custom sections (ADR 014). */
function AdminContentCard({ customCount }: { customCount: number }) {
  const { isAdmin } = useAuth();
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  return (
    <section className="container history-admin" aria-labelledby="history-admin-title">
      <div className="card">
        <div className="card-body">
          <h2 id="history-admin-title">Admin: Content Management</h2>
          <p>
            {customCount > 0
              ? `Visitors see the ${customCount === 1 ? 'visible history section' : `${customCount} visible history sections`} below.`
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
  return (
    <section className={`page-section${index % 2 ? ' section-alt' : ''}`} aria-labelledby={headingId}>
      <div className={`container${section.imageUrl ? ' split' : ' prose'}`}>
        <div>
          <h2 id={headingId}>{section.title}</h2>
          {section.isDemo && (
            <p className="sample-note">Sample section - edit or delete it with Manage History Content</p>
          )}
          <TextBody body={section.content ?? ''} className="history-custom-text" />
        </div>
        {section.imageUrl && (
          <SplitMedia src={section.imageUrl} alt={section.imageAlt ?? ''} width={600} height={450} />
        )}
      </div>
    </section>
  );
}

export function HistoryPage() {
  const org = useOrganisation();
  const a = org.postalAddress;
  const custom = useQuery(historyContentQuery()).data ?? [];
  return (
    <>
      <PageMeta
        title={`History of ${org.preserveName}`}
        description={`How ${org.preserveName} came to be protected: a timeline of the land, the 100th anniversary celebration, and how to plan your visit.`}
      />
      <div className="page-hero">
        <div className="container">
          <h1>History of {org.preserveName}</h1>
          <p className="lead">
            The story of {org.acres} acres in {a.town}, {a.state}, and of the people who have cared for them since{' '}
            {org.caringSinceYear}.
          </p>
        </div>
      </div>

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
  if (!intro) return <AddPageTextHint textKey="history-mission" add="Add an introduction" />;
  return (
    <PageSection id="history-mission-title" title={intro.title ?? 'Our Mission'} containerClass="prose">
      <SampleTextNote text={intro} />
      <TextBody body={intro.body} />
    </PageSection>
  );
}

/** Practical facts and the organisation's visiting information, under the history sections. */
function PlanYourVisit() {
  const org = useOrganisation();
  const visiting = usePageText('visiting');
  return (
    <PageSection id="plan-visit-title" title="Plan Your Visit" alt>
      <FactList
        facts={[
          openingHoursFact(org.openingHours),
          { term: 'Admission', detail: 'Free' },
          {
            term: 'Address',
            detail: (
              <address className="history-address">
                {[org.name, formatPostalAddress(org)].filter(Boolean).join(', ')}
              </address>
            ),
          },
          org.locationUrl
            ? {
                term: 'Finding us',
                detail: (
                  <a href={org.locationUrl} target="_blank" rel="noopener noreferrer">
                    See the preserve on the map
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ),
              }
            : null,
        ]}
      />
      {visiting && <SampleTextNote text={visiting} />}
      {visiting && <TextBody body={visiting.body} className="history-visit-more" />}
      <p className="history-visit-more">
        Want company on the trail? <Link to="/events">See upcoming events</Link> for guided walks and workdays.
      </p>
      <p className="history-visit-more">
        <a href="/api/newsletter-pdf" target="_blank" rel="noopener">
          Read more in our annual newsletter (PDF)
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </PageSection>
  );
}
