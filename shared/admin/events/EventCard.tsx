import { memo } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { Disable, Duplicate, Envelope, People } from '@blueprintjs/icons';
import { LightButton } from '../common/LightButton';
import { Link } from 'react-router-dom';
import type { EventDto } from '../../api/types';
import { isFull } from '../../lib/capacity';
import { eventFacts } from '../../lib/eventFacts';
import { isEventPast } from '../../lib/eventSchedule';
import { adminEventState, type AdminEventState } from '../../lib/eventState';
import { plainText } from '../../lib/html';
import { Facts } from '../common/Facts';
import { DraftMark } from '../common/DraftMark';
import { DeleteButton, EditButton } from '../common/RecordButtons';
import '../../ui/layout.css';

/** What the list does for an event's buttons: one object for every card, so a card re-renders only when its event changes. */
export interface EventCardActions {
  edit(event: EventDto): void;
  /** A new event with this one's fields, on a date the admin picks. */
  duplicate(event: EventDto): void;
  remove(event: EventDto): void;
  registrations(event: EventDto): void;
  message(event: EventDto): void;
  cancelEvent(event: EventDto): void;
}

const STATE_INTENT: Record<AdminEventState, 'danger' | 'success' | 'none'> = {
  Cancelled: 'danger',
  Active: 'success',
  Inactive: 'none',
};

/** One event in the admin list: what visitors see of it, its state, and what the admin can do. */
export const EventCard = memo(function EventCard({ event, actions }: { event: EventDto; actions: EventCardActions }) {
  const state = adminEventState(event);
  const cancelled = state === 'Cancelled';
  const full = !cancelled && isFull(event);
  return (
    <Card className="adm-event-card">
      <div className="adm-event-head">
        <h2 className="adm-event-title">
          <Link to={`/events/${event.id}`}>{event.title}</Link>
        </h2>
        <div className="adm-event-tags">
          <Tag intent={STATE_INTENT[state]} minimal={state === 'Inactive'}>
            {state}
          </Tag>
          {full && <Tag intent="warning">Full</Tag>}
          <DraftMark record={event} />
        </div>
      </div>
      <p className="adm-event-description clamp-3">{plainText(event.description)}</p>
      <Facts
        className="adm-event-facts"
        facts={[
          ...eventFacts(event).map(({ label, text }): [string, string] => [label, text]),
          [
            'Registrations',
            `${event.currentRegistrations}${event.maxCapacity != null ? ` / ${event.maxCapacity}` : ' (no limit)'}`,
          ],
        ]}
      />
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
        <EditButton name={event.title} onClick={() => actions.edit(event)} />
        <LightButton
          icon={<Duplicate />}
          text="Duplicate"
          aria-label={`Duplicate ${event.title}`}
          onClick={() => actions.duplicate(event)}
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
        <DeleteButton name={event.title} onClick={() => actions.remove(event)} />
      </div>
    </Card>
  );
});
