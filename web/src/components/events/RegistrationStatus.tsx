import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventDto } from '@shared/api/types';
import { isFull } from '@shared/lib/capacity';
import { isEventPast } from '@shared/lib/eventSchedule';
import { CapacityBadge } from './CapacityBadge';
import { RegistrationForm } from './RegistrationForm';
import { attendanceLabel } from './eventLists';
import { PeopleIcon } from './Icons';

/**
 * What a visitor can do about this event: nothing once it is over (see who came instead), nothing while
 * registration is closed, otherwise register through the inline form.
 */
export function RegistrationStatus({ event }: { event: EventDto }) {
  return (
    <section className="registration-panel" aria-labelledby="registration-title">
      {isEventPast(event) ? (
        <PastEventNote event={event} />
      ) : !event.isActive ? (
        <>
          <h2 id="registration-title">Registration</h2>
          <p className="registration-closed">Registration is closed for this event.</p>
          <p>
            <Link to="/events">See other upcoming events</Link>
          </p>
        </>
      ) : (
        <OpenRegistration event={event} />
      )}
    </section>
  );
}

function PastEventNote({ event }: { event: EventDto }) {
  return (
    <>
      <h2 id="registration-title" className="past-event-note">
        Past Event
      </h2>
      <p>This event has already taken place. Thank you to everyone who came out.</p>
      <p className="attendance">
        <PeopleIcon />
        <span>{attendanceLabel(event)}</span>
      </p>
      <Link to="/events" className="btn btn-primary btn-block">
        View Upcoming Events
      </Link>
    </>
  );
}

function OpenRegistration({ event }: { event: EventDto }) {
  const [open, setOpen] = useState(false);
  const registerButton = useRef<HTMLButtonElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  // Only move focus after the visitor acted, never on the first render.
  const acted = useRef(false);
  const full = isFull(event);

  useEffect(() => {
    if (!acted.current) return;
    if (open) formArea.current?.querySelector<HTMLInputElement>('input')?.focus();
    else registerButton.current?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    acted.current = true;
    setOpen(next);
  };

  return (
    <>
      <h2 id="registration-title">Registration</h2>
      <CapacityBadge event={event} className="registration-capacity" />
      {open ? (
        <div ref={formArea}>
          <RegistrationForm event={event} onClose={() => toggle(false)} />
        </div>
      ) : (
        <>
          <p className="registration-intro">
            {full
              ? 'Every spot for this event has been taken.'
              : "Let us know you're coming so we can plan for everyone."}
          </p>
          <button
            ref={registerButton}
            type="button"
            className="btn btn-primary btn-block"
            disabled={full}
            onClick={() => toggle(true)}
          >
            {full ? 'Event Full' : 'Register Now'}
          </button>
        </>
      )}
    </>
  );
}
