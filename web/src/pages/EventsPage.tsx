import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlainText } from '@shared/ui/PlainText';
import { usePageText } from '../components/PageText';
import { PageMeta } from '../lib/meta';
import { eventsQuery } from '@shared/api/queries';
import { EVENT_SKELETON_CARDS, type EventSort } from '@shared/constants';
import { EventCard } from '../components/events/EventCard';
import { EventGrid } from '../components/events/EventGrid';
import { listStatus } from '../lib/listStatus';
import { EventCardSkeleton } from '../components/events/EventCardSkeleton';
import { EventsToolbar } from '../components/events/EventsToolbar';
import { NewsletterBanner } from '../components/events/NewsletterBanner';
import { PhotoStrip } from '../components/events/PhotoStrip';
import { CalendarSubscribe } from '../components/events/CalendarSubscribe';
import { searchEvents, sortEvents, upcomingEvents } from '../components/events/eventLists';
import { LoadFailed } from '../components/LoadFailed';
import '../styles/pages/events.css';
import { countOf } from '@shared/lib/plural';

export function EventsPage() {
  const { data, isPending, isError, refetch } = useQuery(eventsQuery());
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<EventSort>('date');

  const shown = useMemo(() => sortEvents(searchEvents(upcomingEvents(data ?? []), search), sort), [data, search, sort]);
  const term = search.trim();
  const status = listStatus({ isPending, isError }, 'Loading events...', `${countOf(shown.length, 'event')} shown`);

  const lead = usePageText('events-lead');
  return (
    <div className="events-page page-section">
      <PageMeta title="Events & Programs" description="See what is coming up at the preserve and register online." />
      <div className="container">
        <header className="section-header">
          <h1>Events &amp; Programs</h1>
          {lead && <PlainText text={lead.body} />}
        </header>
        <PhotoStrip />
        <EventsToolbar search={search} onSearch={setSearch} sort={sort} onSort={setSort} />

        <p className="visually-hidden" role="status">
          {status}
        </p>
        {isPending ? (
          <div className="grid grid-3 event-grid">
            {Array.from({ length: EVENT_SKELETON_CARDS }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <LoadFailed title="Events could not be loaded" onRetry={() => void refetch()} />
        ) : shown.length === 0 ? (
          <div className="empty-state events-empty">
            <h2>No events found</h2>
            {term ? (
              <>
                <p>No events match your search for "{term}".</p>
                <button type="button" className="btn btn-outline" onClick={() => setSearch('')}>
                  Clear Search
                </button>
              </>
            ) : (
              <p>Check back soon... new walks and workdays are added through the seasons.</p>
            )}
          </div>
        ) : (
          <EventGrid label="Upcoming events" events={shown} Card={EventCard} />
        )}

        <CalendarSubscribe />
        <NewsletterBanner />
      </div>
    </div>
  );
}
