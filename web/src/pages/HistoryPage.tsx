import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { historyContentQuery } from '@shared/api/queries';
import type { HistorySectionDto } from '@shared/api/types';
import { formatPostalAddress, type Organisation } from '@shared/organisation';
import { PageMeta } from '../lib/meta';
import { useAuth } from '../lib/auth';
import { useOrganisation } from '../lib/organisation';
import { Img } from '../components/Img';
import { FactList, openingHoursFact } from '../components/FactList';
import { PageSection } from '../components/PageSection';
import { SplitMedia } from '../components/SplitMedia';
import farmland from '../assets/illustrations/history-1-farmland.svg';
import nursery from '../assets/illustrations/history-2-nursery.svg';
import wild from '../assets/illustrations/history-3-wild.svg';
import neighbours from '../assets/illustrations/history-4-neighbours.svg';
import founding from '../assets/illustrations/history-5-founding.svg';
import today from '../assets/illustrations/history-6-today.svg';
import anniversarySign from '../assets/illustrations/anniversary-sign.svg';
import '../styles/pages/static-pages.css';
import '../styles/pages/history.css';

interface Panel {
  era: string;
  title: string;
  text: string;
  image: string;
  alt: string;
}

/**
 * The organisation's known dates are its founding year and the community's care "since 2000", no others, so
 * the first three panels are sample copy, marked as such on the page, for the organisation to replace.
 */
function timeline(org: Organisation): Panel[] {
  return [
    {
      era: 'Sample: early years',
      title: 'Working Land',
      text: 'Sample text: before it was a preserve, the land was open country worked by local families.',
      image: farmland,
      alt: 'Illustration of ploughed fields and a red barn',
    },
    {
      era: 'Sample: the nursery years',
      title: 'Rows of Young Trees',
      text: 'Sample text: a plant nursery grew trees and shrubs here in long, straight rows.',
      image: nursery,
      alt: 'Illustration of young trees planted in neat rows',
    },
    {
      era: 'Sample: after the nursery',
      title: 'Growing Wild',
      text: 'Sample text: once the nursery closed, the rows grew tall and the fields began to turn back to nature.',
      image: wild,
      alt: 'Illustration of overgrown trees beside an old wooden fence',
    },
    {
      era: `Since ${org.caringSinceYear}`,
      title: 'Neighbours Step In',
      text: 'People from the surrounding community begin caring for the land: walking it, tending it and welcoming others.',
      image: neighbours,
      alt: 'Illustration of two walkers on a path past a bench',
    },
    {
      era: String(org.foundingYear),
      title: 'A Nonprofit Is Founded',
      text: `${org.name} is founded to protect the preserve for the long term.`,
      image: founding,
      alt: 'Illustration of a signed charter beneath a large maple tree',
    },
    {
      era: 'Today',
      title: `${org.preserveName} Today`,
      text: `${org.acres} acres and the former nursery lands around them, open sunrise to sunset with free admission.`,
      image: today,
      alt: 'Illustration of a boardwalk through a flowering meadow',
    },
  ];
}

const SCHEDULE = [
  { time: '10:00 AM', what: 'Welcome and opening words at the main entrance' },
  { time: '10:30 AM', what: 'Guided history walk through the former nursery lands' },
  { time: '12:00 PM', what: 'Picnic on the meadow (bring a blanket)' },
  { time: '1:00 PM', what: 'Live music' },
  { time: '3:00 PM', what: 'Community tree planting and closing' },
];

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
              ? 'Visitors see your custom history sections below instead of the default content.'
              : 'Visitors see the default content below until you add a visible custom section.'}
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

/** An admin's section: plain text, with blank lines between paragraphs. */
function CustomSection({ section, index }: { section: HistorySectionDto; index: number }) {
  const headingId = `history-section-${section.id}`;
  const paragraphs = (section.content ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <section className={`page-section${index % 2 ? ' section-alt' : ''}`} aria-labelledby={headingId}>
      <div className={`container${section.imageUrl ? ' split' : ' prose'}`}>
        <div>
          <h2 id={headingId}>{section.title}</h2>
          {paragraphs.map((p, i) => (
            <p key={i} className="history-custom-text">
              {p}
            </p>
          ))}
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

      {custom.length > 0 ? (
        custom.map((section, i) => <CustomSection key={section.id} section={section} index={i} />)
      ) : (
        <DefaultHistory />
      )}

      <PlanYourVisit />
    </>
  );
}

/** The built-in history, shown while the organisation has no visible custom section. */
function DefaultHistory() {
  const org = useOrganisation();
  return (
    <>
      <PageSection id="history-mission-title" title="Our Mission" containerClass="prose">
        <p>
          {org.name} protects and restores {org.preserveName} and the former nursery lands around it, keeps the preserve
          open and free for everyone, and shares its story so that the next generation will care for it too.
        </p>
      </PageSection>

      <section className="page-section section-alt" aria-labelledby="timeline-title">
        <div className="container">
          <h2 id="timeline-title">Historical Timeline</h2>
          <p className="sample-note">Sample timeline - replace with the organisation&apos;s history</p>
          <ol className="timeline">
            {timeline(org).map((p) => (
              <li key={p.title} className="timeline-panel card">
                <div className="card-media timeline-media">
                  <Img src={p.image} alt={p.alt} width={600} height={400} sizes="(min-width: 900px) 380px, 100vw" />
                </div>
                <div className="card-body">
                  <p className="timeline-era">{p.era}</p>
                  <h3>{p.title}</h3>
                  <p>{p.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="page-section" aria-labelledby="anniversary-title">
        <div className="container split anniversary">
          <div>
            <h2 id="anniversary-title">100th Anniversary Celebration</h2>
            <p className="sample-note">Sample programme - replace with the real celebration details</p>
            <p>
              Join neighbours, members and volunteers for a day on the preserve marking a century of this land&apos;s
              story, with walks, music and a picnic on the meadow.
            </p>
            <h3>Schedule</h3>
            <ol className="schedule">
              {SCHEDULE.map((s) => (
                <li key={s.time}>
                  <span className="schedule-time">{s.time}</span>
                  <span>{s.what}</span>
                </li>
              ))}
            </ol>
            <h3>The Band</h3>
            <p>Live music from the Sample Creek String Band (sample name), playing folk and bluegrass on the meadow.</p>
            <p>
              <a href="/api/newsletter-pdf" target="_blank" rel="noopener">
                Read more in our annual newsletter (PDF)
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
          <SplitMedia
            src={anniversarySign}
            alt="Illustration of a wooden sign reading 100 Years"
            width={600}
            height={450}
          />
        </div>
      </section>
    </>
  );
}

/** Practical facts, shown under the default and the custom history alike. */
function PlanYourVisit() {
  const org = useOrganisation();
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
      <p className="history-visit-more">
        Want company on the trail? <Link to="/events">See upcoming events</Link> for guided walks and workdays.
      </p>
    </PageSection>
  );
}
