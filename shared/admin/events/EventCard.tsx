import { Button, Card, Tag } from '@blueprintjs/core';
import { Disable, Envelope, People } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import type { EventDto } from '../../api/types';
import { isFull } from '../../lib/capacity';
import { formatLongDate } from '../../lib/eventTime';
import { isEventPast } from '../../lib/eventSchedule';
import { plainText } from '../../lib/html';
import { Facts } from '../common/Facts';
import { DeleteButton, EditButton } from '../common/RecordButtons';

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
      <Facts
        className="adm-event-facts"
        facts={[
          ['Date', formatLongDate(event.date)],
          ['Time', event.time],
          ['Location', event.location ?? 'No location'],
          [
            'Registrations',
            `${event.currentRegistrations}${event.maxCapacity != null ? ` / ${event.maxCapacity}` : ' (no limit)'}`,
          ],
        ]}
      />
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
        <EditButton name={event.title} onClick={onEdit} />
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
        <DeleteButton name={event.title} onClick={onDelete} />
      </div>
    </Card>
  );
}
