import type { EventDto } from '@shared/api/types';
import { eventCalendarPath, googleCalendarUrl } from '@shared/lib/calendarLinks';
import { useSiteUrl } from '../../lib/siteUrl';
import { useOrganisation } from '../../lib/organisation';
import { CalendarIcon } from './Icons';
import '@shared/ui/layout.css';

/** The event's own calendar file (any calendar program) and Google Calendar's add-event page. */
export function AddToCalendar({ event }: { event: EventDto }) {
  const site = { org: useOrganisation(), publicUrl: useSiteUrl() };
  return (
    <section className="add-to-calendar" aria-labelledby="add-to-calendar-title">
      <h2 id="add-to-calendar-title">
        <CalendarIcon />
        Add to calendar
      </h2>
      <ul className="inline-list">
        <li>
          <a href={eventCalendarPath(event.id)} download className="btn btn-outline btn-sm">
            Download .ics file
          </a>
        </li>
        <li>
          <a
            href={googleCalendarUrl(event, site)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-outline btn-sm"
          >
            Google Calendar
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
