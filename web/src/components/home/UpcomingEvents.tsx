import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { UPCOMING_EVENTS_ON_HOME } from '@shared/constants';
import { unbrokenTime } from '@shared/lib/eventTime';
import { eventFactTexts } from '@shared/lib/eventFacts';
import { nextEvents } from '@shared/lib/upcomingEvents';
import { upcomingEventsQuery } from '@shared/api/queries';
import { CapacityBadge } from '../events/CapacityBadge';

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
  const { data, isPending, isError } = useQuery(upcomingEventsQuery());
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
  // The server answers only the next few; the rule runs again here for a copy kept past an event's end.
  const events = nextEvents(data);
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
