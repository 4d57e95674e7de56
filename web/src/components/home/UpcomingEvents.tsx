import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import type { EventDto } from '@shared/api/types';
import { UPCOMING_EVENTS_ON_HOME } from '@shared/constants';
import { unbrokenTime } from '@shared/lib/eventTime';
import { eventFactTexts } from '@shared/lib/eventFacts';
import { upcomingEvents } from '../events/eventLists';
import { eventsQuery } from '@shared/api/queries';
import { CapacityBadge } from '../events/CapacityBadge';

/** The events list's upcoming events, soonest first, at most three (UPCOMING_EVENTS_ON_HOME). */
export function upcomingForHome(events: EventDto[], now = new Date()): EventDto[] {
  return upcomingEvents(events, now)
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())
    .slice(0, UPCOMING_EVENTS_ON_HOME);
}

function NoEvents({ text }: { text: string }) {
  return (
    <div className="card upcoming-empty">
      <div className="card-body">
        <p>{text}</p>
        <Link to="/events" className="btn btn-primary">
          Browse All Events
        </Link>
      </div>
    </div>
  );
}

export function UpcomingEvents() {
  const { data, isPending, isError } = useQuery(eventsQuery());
  if (isPending) {
    return (
      <ul className="upcoming-list" aria-busy="true" aria-label="Loading upcoming events">
        {Array.from({ length: UPCOMING_EVENTS_ON_HOME }, (_, i) => (
          <li key={i} className="card upcoming-card">
            <div className="card-body">
              <div className="skeleton upcoming-skeleton" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (isError) return <NoEvents text="Events could not be loaded just now." />;
  const events = upcomingForHome(data);
  if (events.length === 0) return <NoEvents text="No upcoming events at the moment." />;
  return (
    <ul className="upcoming-list">
      {events.map((e) => {
        const facts = eventFactTexts(e);
        return (
          <li key={e.id} className="card upcoming-card">
            <div className="card-body">
              <h4 className="upcoming-title">{e.title}</h4>
              <p className="upcoming-when">
                <time dateTime={e.date}>{facts.date}</time>
                {facts.time && <> &middot; {unbrokenTime(facts.time)}</>}
              </p>
              {facts.location && <p className="upcoming-where">{facts.location}</p>}
              <CapacityBadge event={e} className="upcoming-state" />
              <p className="upcoming-action">
                <Link to={`/events/${e.id}`} className="btn btn-outline btn-sm">
                  View Details<span className="visually-hidden"> for {e.title}</span>
                </Link>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
