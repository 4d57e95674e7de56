import { Button, Card, Tag } from '@blueprintjs/core';
import { Disable, Edit, Envelope, People, Trash } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import type { EventDto } from '../../api/types';
import { isFull } from '../../lib/capacity';
import { formatLongDate } from '../../lib/eventTime';
import { isEventPast } from '../../lib/eventSchedule';
import { plainText } from '../../lib/html';

interface Props {
  event: EventDto;
  onEdit(): void;
  onDelete(): void;
  onRegistrations(): void;
  onMessage(): void;
  onCancelEvent(): void;
}

/** One event in the admin list: what visitors see of it, its state, and what the admin can do. */
export function EventCard({ event, onEdit, onDelete, onRegistrations, onMessage, onCancelEvent }: Props) {
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
        <Button
          icon={<People />}
          text="Registrations"
          aria-label={`Registrations for ${event.title}`}
          onClick={onRegistrations}
        />
        <Button
          icon={<Envelope />}
          text="Message Registrants"
          aria-label={`Message registrants of ${event.title}`}
          onClick={onMessage}
        />
        <Button icon={<Edit />} text="Edit" aria-label={`Edit ${event.title}`} onClick={onEdit} />
        {!cancelled && !isEventPast(event) && (
          <Button
            icon={<Disable />}
            intent="warning"
            variant="outlined"
            text="Cancel Event"
            aria-label={`Cancel ${event.title}`}
            onClick={onCancelEvent}
          />
        )}
        <Button
          icon={<Trash />}
          intent="danger"
          variant="outlined"
          text="Delete"
          aria-label={`Delete ${event.title}`}
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}
