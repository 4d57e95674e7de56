import type { EventDto } from '@shared/api/types';
import { isCancelled } from '@shared/lib/eventState';
import { Img } from '../Img';
import { RichText } from '../RichText';
import { EVENT_CARD_SIZES } from './EventCard';
import { EventFacts } from './EventFacts';
import { attendanceLabel } from './eventLists';
import { Attendance } from './Attendance';
import { eventImageUrls, isPlayableVideo, isVideo, resolveImageUrl } from './eventImages';
import { EventCardTitle } from './EventCardTitle';
import '@shared/ui/layout.css';

/**
 * A video of our own plays in place (above the card's link, so its controls work); a picture, or a video file from
 * elsewhere (never played), falls back to the placeholder when it cannot be shown.
 */
function PastEventMedia({ event, priority }: { event: EventDto; priority: boolean }) {
  const url = eventImageUrls(event)[0];
  if (url && isVideo(url) && !isPlayableVideo(url))
    return <Img src={null} alt="" sizes={EVENT_CARD_SIZES} priority={priority} />;
  if (url && isVideo(url)) {
    return (
      <video
        className="past-event-video"
        src={url}
        muted
        controls
        playsInline
        preload="metadata"
        aria-label={`Video from ${event.title}`}
      />
    );
  }
  return <Img src={url ? resolveImageUrl(url) : null} alt="" sizes={EVENT_CARD_SIZES} priority={priority} />;
}

/** An event that has taken place: what it was, who came, and the recap when there is one. `priority` as EventCard's. */
export function PastEventCard({ event, priority = false }: { event: EventDto; priority?: boolean }) {
  // A called-off event took no place: it says so instead of "Past Event", and counts no attendance.
  const cancelled = isCancelled(event);
  return (
    <article className="card event-card past-event-card">
      <div className="card-media">
        <PastEventMedia event={event} priority={priority} />
        <span className={`badge past-event-badge ${cancelled ? 'badge-danger' : 'badge-muted'}`}>
          {cancelled ? 'Cancelled' : 'Past Event'}
        </span>
      </div>
      <div className="card-body event-card-body">
        <EventCardTitle event={event} />
        <EventFacts event={event} dateStyle="monthDayYear" />
        {!cancelled && event.maxCapacity != null && <Attendance label={attendanceLabel(event)} />}
        <p className="event-card-summary clamp-3">{event.description}</p>
        {event.eventContent && (
          <blockquote className="event-recap-quote">
            <RichText text={event.eventContent} className="event-recap-text" />
          </blockquote>
        )}
      </div>
    </article>
  );
}
