import { memo } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { LightButton } from '../common/LightButton';
import { Disable, Edit, Envelope, People, Trash } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import type { EventDto } from '../../api/types';
import { isFull } from '../../lib/capacity';
import { formatLongDate } from '../../lib/eventTime';
import { isEventPast } from '../../lib/eventSchedule';
import { plainText } from '../../lib/html';

/** What the list does for an event's buttons: one object for every card, so a card re-renders only when its event changes. */
export interface EventCardActions {
  edit(event: EventDto): void;
  remove(event: EventDto): void;
  registrations(event: EventDto): void;
  message(event: EventDto): void;
  cancelEvent(event: EventDto): void;
}

/** One event in the admin list: what visitors see of it, its state, and what the admin can do. */
export const EventCard = memo(function EventCard({ event, actions }: { event: EventDto; actions: EventCardActions }) {
  const cancelled = event.status === 'cancelled';
  const full = !cancelled && isFull(event);
  return (
    <Card className="adm-event-card">
      <div className="adm-event-head">
        <h2 className="adm-event-title">
          <Link to={`/events/${event.id}`}>{event.title}</Link>
        </h2>
        <div className="adm-event-tags">
          <Tag intent={event.isActive ? 'success' : 'none'} minimal={!event.isActive}>
            {event.isActive ? 'Active' : 'Inactive'}
          </Tag>
          {cancelled && <Tag intent="danger">Cancelled</Tag>}
          {full && <Tag intent="warning">Full</Tag>}
        </div>
      </div>
      <p className="adm-event-description">{plainText(event.description)}</p>
      <dl className="adm-event-facts">
        <div>
          <dt>Date</dt>
          <dd>{formatLongDate(event.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{event.time}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{event.location ?? 'No location'}</dd>
        </div>
        <div>
          <dt>Registrations</dt>
          <dd>
            {event.currentRegistrations}
            {event.maxCapacity != null ? ` / ${event.maxCapacity}` : ' (no limit)'}
          </dd>
        </div>
      </dl>
      <div className="adm-actions">
        <LightButton
          icon={<People />}
          text="Registrations"
          aria-label={`Registrations for ${event.title}`}
          onClick={() => actions.registrations(event)}
        />
        <LightButton
          icon={<Envelope />}
          text="Message Registrants"
          aria-label={`Message registrants of ${event.title}`}
          onClick={() => actions.message(event)}
        />
        <LightButton
          icon={<Edit />}
          text="Edit"
          aria-label={`Edit ${event.title}`}
          onClick={() => actions.edit(event)}
        />
        {!cancelled && !isEventPast(event) && (
          <LightButton
            icon={<Disable />}
            intent="warning"
            variant="outlined"
            text="Cancel Event"
            aria-label={`Cancel ${event.title}`}
            onClick={() => actions.cancelEvent(event)}
          />
        )}
        <LightButton
          icon={<Trash />}
          intent="danger"
          variant="outlined"
          text="Delete"
          aria-label={`Delete ${event.title}`}
          onClick={() => actions.remove(event)}
        />
      </div>
    </Card>
  );
});
