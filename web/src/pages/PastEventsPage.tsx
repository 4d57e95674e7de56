import { useMemo } from 'react';
import { Link } from '../lib/router';
import { useQuery } from '@tanstack/react-query';
import { EVENT_SKELETON_CARDS } from '@shared/constants';
import { PageMeta } from '../lib/meta';
import { eventsQuery } from '@shared/api/queries';
import { EventCardSkeleton } from '../components/events/EventCardSkeleton';
import { PastEventCard } from '../components/events/PastEventCard';
import { EventGrid } from '../components/events/EventGrid';
import { pastEvents } from '../components/events/eventLists';
import { LoadFailed } from '../components/LoadFailed';
import '../styles/pages/events.css';

function UpcomingLink() {
  return (
    <Link to="/events" className="btn btn-primary">
      View Upcoming Events
    </Link>
  );
}

export function PastEventsPage() {
  const { data, isPending, isError, refetch } = useQuery(eventsQuery());
  const events = useMemo(() => pastEvents(data ?? []), [data]);

  return (
    <div className="page-section">
      <div className="container past-events-page">
        <PageMeta
          title="Past Events"
          description="Events that have taken place at the preserve, newest first, with recaps and photos."
        />
        <header className="section-header">
          <h1>Past Events</h1>
          <p>Events that have taken place, newest first.</p>
          <UpcomingLink />
        </header>

        {isPending ? (
          <>
            <p className="visually-hidden" role="status">
              Loading past events...
            </p>
            <div className="grid grid-3 event-grid">
              {Array.from({ length: EVENT_SKELETON_CARDS }, (_, i) => (
                <EventCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : isError ? (
          <LoadFailed title="Past events could not be loaded" onRetry={() => void refetch()} />
        ) : events.length === 0 ? (
          <div className="empty-state">
            <h2>No Past Events Yet</h2>
            <p>Once our first programs have taken place, you will find their recaps and photos here.</p>
          </div>
        ) : (
          <EventGrid label="Past events" events={events} Card={PastEventCard} />
        )}
      </div>
    </div>
  );
}
