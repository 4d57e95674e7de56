import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, Classes, Tag } from '@blueprintjs/core';
import { ScreenState } from '../common/ScreenState';
import { adminContactsQuery, adminVolunteersQuery, eventsQuery } from '../../api/queries';
import { formatShortDate } from '../../lib/eventTime';
import { isEventUpcoming } from '../../lib/eventSchedule';
import type { EventDto } from '../../api/types';
import { DASHBOARD_RECENT_ITEMS } from '../../constants';
import { AdminScreen } from '../common/AdminScreen';
import { StatCards } from '../common/StatCards';
import { dashboardStats } from './dashboardStats';
import { BulkPastEvents } from './BulkPastEvents';
import { RemoveDemoContent } from './RemoveDemoContent';
import { LaunchChecklist } from './LaunchChecklist';
import { WaitingForYou } from './WaitingForYou';
import { SeasonCharts } from './SeasonCharts';
import './dashboard.css';
import { DESKTOP_EDITOR_PATHS, dashboardLinks, type PageEditorPaths } from './dashboardLinks';
import { adminEventState } from '../../lib/eventState';
import { isFull } from '../../lib/capacity';
import { SAMPLE_ORGANISATION } from '../../organisation';
import type { PastEventOrganisation } from '../../lib/pastEvents';
import { adminScreen } from '../screens';

/** What an admin prepares for next: active events that have not ended, soonest first. */
export function nextEvents(events: EventDto[], now = new Date()): EventDto[] {
  return events
    .filter((e) => e.isActive && isEventUpcoming(e, now))
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())
    .slice(0, DASHBOARD_RECENT_ITEMS);
}

/** Stand-ins for the recent items while they load, each the size of one. */
function RecentSkeletons() {
  return Array.from({ length: DASHBOARD_RECENT_ITEMS }, (_, i) => (
    <li key={i} aria-hidden>
      <Card compact>
        <span className={Classes.SKELETON}>Loading the item</span>
        <p className={`adm-meta ${Classes.SKELETON}`}>Loading</p>
      </Card>
    </li>
  ));
}

/** An upcoming event's state: called off, full, or open, one tag (a cancelled event is never "full" too). */
function EventStateTag({ event }: { event: EventDto }) {
  const state = adminEventState(event);
  if (state === 'Cancelled')
    return (
      <Tag intent="danger" minimal>
        Cancelled
      </Tag>
    );
  if (isFull(event))
    return (
      <Tag intent="warning" minimal>
        Full
      </Tag>
    );
  return <Tag minimal>Open</Tag>;
}

const button = (intent?: 'primary') => `${Classes.BUTTON} ${intent ? Classes.INTENT_PRIMARY : ''}`;

/** The admin's start page (the Admin Dashboard): four numbers, the ways in, and what is new. */
export function AdminDashboard({
  organisation = SAMPLE_ORGANISATION,
  editors = DESKTOP_EDITOR_PATHS,
}: {
  organisation?: PastEventOrganisation;
  /** Where the home and history editors are in this program (dashboardLinks.ts). */
  editors?: PageEditorPaths;
}) {
  const queries = [useQuery(eventsQuery()), useQuery(adminVolunteersQuery()), useQuery(adminContactsQuery())] as const;
  const events = queries[0].data ?? [];
  const volunteers = queries[1].data ?? [];
  const contacts = queries[2].data ?? [];
  const loading = queries.some((q) => q.isPending);
  // Each list waits for its own answer only: were its items shown below the stand-ins while another answer is
  // still coming, they would jump up when the stand-ins go.
  const eventsLoading = queries[0].isPending;
  const volunteersLoading = queries[1].isPending;
  const failed = queries.some((q) => q.isError);
  const stats = dashboardStats(events, volunteers, contacts);
  const next = nextEvents(events);

  return (
    <AdminScreen title={adminScreen('dashboard').label} backLink={false}>
      {/* The numbers and lists keep their places while loading (skeletons of the same size), so nothing below
          them moves when they arrive; the words are for screen readers. */}
      <p className="adm-visually-hidden" role="status">
        {loading ? 'Loading the numbers...' : ''}
      </p>
      {failed && (
        <ScreenState
          kind="error"
          title="Some numbers could not be loaded"
          onRetry={() => queries.forEach((q) => void q.refetch())}
        />
      )}
      <StatCards
        loading={loading}
        stats={[
          { label: 'Active events', value: stats.activeEvents },
          { label: 'Total volunteers', value: stats.volunteers },
          { label: 'Unread messages', value: stats.unreadMessages },
          { label: 'Total registrations', value: stats.registrations },
        ]}
      />
      <nav className="adm-actions adm-section" aria-label="Admin">
        {dashboardLinks(stats.unreadMessages, editors).map(([to, label], index) => (
          <Link key={to} to={to} className={button(index === 0 ? 'primary' : undefined)}>
            {label}
          </Link>
        ))}
      </nav>
      <WaitingForYou />
      <div className="adm-grid adm-section">
        <section aria-labelledby="recent-events">
          <h2 id="recent-events">Recent Events</h2>
          {!eventsLoading && next.length === 0 && <p className="adm-meta">No upcoming events.</p>}
          <ul className="adm-list adm-recent" aria-busy={eventsLoading}>
            {eventsLoading && <RecentSkeletons />}
            {next.map((e) => (
              <li key={e.id}>
                <Card compact>
                  <span className="adm-recent-head">
                    <Link to={`/events/${e.id}`}>{e.title}</Link>
                    <EventStateTag event={e} />
                  </span>
                  <p className="adm-meta">
                    {formatShortDate(e.date)} · {e.currentRegistrations}
                    {e.maxCapacity != null ? ` / ${e.maxCapacity}` : ''} registered
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/admin/events">All events, past ones included</Link>
          </p>
        </section>
        <section aria-labelledby="recent-volunteers">
          <h2 id="recent-volunteers">Recent Volunteers</h2>
          {!volunteersLoading && volunteers.length === 0 && <p className="adm-meta">No volunteers yet.</p>}
          <ul className="adm-list adm-recent" aria-busy={volunteersLoading}>
            {volunteersLoading && <RecentSkeletons />}
            {volunteers.slice(0, DASHBOARD_RECENT_ITEMS).map((v) => (
              <li key={v.id}>
                <Card compact>
                  {v.firstName} {v.lastName}
                  <p className="adm-meta">
                    {v.interest} · {v.email}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <SeasonCharts />
      <BulkPastEvents organisation={organisation} />
      <RemoveDemoContent />
      <LaunchChecklist />
    </AdminScreen>
  );
}
