import { OtherDates } from '../components/events/OtherDates';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link, useParams } from '../lib/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventDto } from '@shared/api/types';
import { hasPublicPage, isEventPast, offersAddToCalendar } from '@shared/lib/eventSchedule';
import { PageMeta } from '../lib/meta';
import { eventQuery, eventsQuery } from '@shared/api/queries';
import { EventFacts } from '../components/events/EventFacts';
import { EventMedia } from '../components/events/EventMedia';
import { RegistrationStatus } from '../components/events/RegistrationStatus';
import { AddToCalendar } from '../components/events/AddToCalendar';
import { ArrowLeftIcon } from '../components/events/Icons';
import { detailMediaOf } from '../components/events/eventImages';
import { RichText } from '../components/RichText';
import '../styles/pages/events.css';

/** `.page-section` and `.container` both set padding, so they sit on separate elements. */
function Shell({
  className,
  children,
  ...rest
}: { className: string; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className="page-section" {...rest}>
      <div className={`container ${className}`}>{children}</div>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/events" className="back-link">
      <ArrowLeftIcon />
      Back to Events
    </Link>
  );
}

export function EventDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const {
    data: event,
    isPending,
    isError,
    refetch,
  } = useQuery({
    ...eventQuery(id),
    // Coming from a list, show what the list already knows while the event itself loads.
    placeholderData: () => queryClient.getQueryData(eventsQuery().queryKey)?.find((e) => e.id === id),
  });

  if (isPending) {
    return (
      <Shell className="event-detail" aria-busy="true">
        <PageMeta title="Loading event" description="Loading the event's details." />
        <p className="visually-hidden" role="status">
          Loading event...
        </p>
        <div className="event-detail-layout" aria-hidden="true">
          <div className="event-media-main skeleton" />
          <div>
            <div className="skeleton skeleton-line skeleton-title" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-short" />
          </div>
        </div>
      </Shell>
    );
  }

  if (isError) {
    return (
      <Shell className="narrow event-detail">
        <PageMeta title="Event unavailable" description="The event could not be loaded." noindex />
        <h1>Event Unavailable</h1>
        <p>The event could not be loaded just now. Please check your connection and try again.</p>
        <p className="event-detail-actions">
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Try Again
          </button>
          <BackLink />
        </p>
      </Shell>
    );
  }

  if (!event) {
    return (
      <Shell className="narrow event-detail event-not-found">
        <PageMeta title="Event Not Found" description="This event does not exist or has been removed." noindex />
        <h1>Event Not Found</h1>
        <p>The event you are looking for does not exist or has been removed.</p>
        <Link to="/events" className="btn btn-primary">
          Back to Events
        </Link>
      </Shell>
    );
  }

  return <EventDetail event={event} />;
}

function EventDetail({ event }: { event: EventDto }) {
  const past = isEventPast(event);
  return (
    <Shell className="event-detail">
      <PageMeta
        title={event.title}
        description={summaryOf(event)}
        structured={{ kind: 'event', event }}
        noindex={!hasPublicPage(event)}
      />
      <BackLink />
      <div className="event-detail-layout">
        <EventMedia media={detailMediaOf(event)} />
        <div className="event-detail-side">
          <h1 className="event-detail-title">{event.title}</h1>
          <EventFacts event={event} />
          <RegistrationStatus event={event} />
          {offersAddToCalendar(event) && <AddToCalendar event={event} />}
        </div>
      </div>
      <section className="event-description" aria-labelledby="event-about">
        <h2 id="event-about">About This Event</h2>
        <RichText text={event.description} className="event-description-text" />
      </section>
      <OtherDates event={event} />
      {past && event.eventContent && (
        <section className="event-recap" aria-labelledby="event-recap">
          <h2 id="event-recap">Event Recap</h2>
          <RichText text={event.eventContent} className="event-recap-text" />
        </section>
      )}
    </Shell>
  );
}

/** A search-result sized description: the first sentence or so of the event's own text. */
function summaryOf(event: EventDto): string {
  const text = event.description.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}
