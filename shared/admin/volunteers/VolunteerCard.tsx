import { Button, Card, Tag } from '@blueprintjs/core';
import { DraftMark } from '../common/DraftMark';
import { Envelope } from '@blueprintjs/icons';
import type { VolunteerDto } from '../../api/types';
import { formatShortDate } from '../../lib/eventTime';
import { useAdminPlatform } from '../common/platform';
import { mailtoLink } from '../contacts/mailto';
import '../contacts/fields.css';
import type { VolunteerHoursDto } from '../../api/reports';
import { countOf } from '../../lib/plural';
import { hoursText } from './VolunteerHours';

interface Props {
  volunteer: VolunteerDto;
  /** Marks the volunteer active or inactive; undefined while another change to this card is saving. */
  onSetActive(isActive: boolean): void;
  saving: boolean;
  /** The events they were checked in at with hours, when any (matched by address). */
  hours?: VolunteerHoursDto['people'][number];
}

/** One application: every field the volunteer sent, their status, and the ways to act on it. */
export function VolunteerCard({ volunteer: v, onSetActive, saving, hours }: Props) {
  const platform = useAdminPlatform();
  const name = `${v.firstName} ${v.lastName}`;
  const headingId = `volunteer-${v.id}`;
  return (
    <Card className="adm-volunteer" aria-labelledby={headingId} role="article">
      <div className="adm-volunteer-head">
        <h2 id={headingId} className="adm-volunteer-name">
          {name}
        </h2>
        <span className="adm-badges">
          <DraftMark record={v} />
          <Tag intent="primary" minimal>
            {v.interest}
          </Tag>
          <Tag intent={v.isActive ? 'success' : 'none'} minimal={!v.isActive}>
            {v.isActive ? 'Active' : 'Inactive'}
          </Tag>
        </span>
      </div>
      <dl className="adm-fields">
        <dt>Email</dt>
        <dd>{v.email}</dd>
        <dt>Phone</dt>
        <dd>{v.phone ?? 'Not given'}</dd>
        <dt>Applied</dt>
        <dd>
          <time dateTime={v.createdAt}>{formatShortDate(v.createdAt)}</time>
        </dd>
        <dt>Experience</dt>
        <dd className="adm-pre">{v.experience ?? 'Not given'}</dd>
        <dt>Availability</dt>
        <dd className="adm-pre">{v.availability ?? 'Not given'}</dd>
        <dt>Events and hours</dt>
        <dd>
          {hours ? (
            <>
              {`${hoursText(hours.totalMinutes)} at ${countOf(hours.events.length, 'event')}`}
              <ul className="adm-volunteer-events">
                {hours.events.map((e) => (
                  <li key={e.eventId}>{`${e.title}, ${formatShortDate(e.date)}: ${hoursText(e.minutes)}`}</li>
                ))}
              </ul>
            </>
          ) : (
            'None recorded yet'
          )}
        </dd>
      </dl>
      <div className="adm-actions">
        <Button
          intent="primary"
          icon={<Envelope />}
          aria-label={`Contact ${name}`}
          onClick={() => platform.openExternal(mailtoLink(v.email))}
        >
          Contact
        </Button>
        <Button
          variant="outlined"
          loading={saving}
          aria-label={`${v.isActive ? 'Mark inactive' : 'Mark active'}: ${name}`}
          onClick={() => onSetActive(!v.isActive)}
        >
          {v.isActive ? 'Mark inactive' : 'Mark active'}
        </Button>
      </div>
    </Card>
  );
}
