import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import type { EventDto } from '@shared/api/types';
import { isFull } from '@shared/lib/capacity';
import { isEventPast } from '@shared/lib/eventSchedule';
import { CapacityBadge } from './CapacityBadge';
import { RegistrationForm, type SignUpResult } from './RegistrationForm';
import { EventFacts } from './EventFacts';
import type { FormMessage } from '@shared/forms/publicForms';
import { attendanceLabel } from './eventLists';
import { Attendance } from './Attendance';
import { useFormOutcome } from '../../lib/formOutcome';
import { FormNotice } from '../form/FormNotice';

/** The address of an event's page with its registration form open: what Register Now leads to without scripts. */
const REGISTER_PARAM = 'register';
/** The same for a full event's waiting-list form. */
const WAITLIST_PARAM = 'waitlist';
const WAITLIST_INTRO =
  'If a spot opens up, the first person on the waiting list is registered at once and told by e-mail.';

/**
 * What a visitor can do about this event: nothing once it is called off (it says so) or over (see who came instead), nothing while
 * registration is closed, otherwise register through the inline form, or join the waiting list once it is full.
 */
export function RegistrationStatus({ event }: { event: EventDto }) {
  return (
    <section className="registration-panel" aria-labelledby="registration-title">
      {event.status === 'cancelled' ? (
        <>
          <h2 id="registration-title" className="event-cancelled-note">
            Cancelled
          </h2>
          <p className="registration-closed">
            This event has been cancelled. Everyone who registered or was waiting has been told by e-mail.
          </p>
          <p>
            <Link to="/events">See other upcoming events</Link>
          </p>
        </>
      ) : isEventPast(event) ? (
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
      <Attendance label={attendanceLabel(event)} />
      <Link to="/events" className="btn btn-primary btn-block">
        View Upcoming Events
      </Link>
    </>
  );
}

/** Where this browser remembers that it registered for an event: the confirmation it was shown. */
const registeredKey = (eventId: string) => `registered:${eventId}`;

function OpenRegistration({ event }: { event: EventDto }) {
  const [searchParams] = useSearchParams();
  const full = isFull(event);
  // A party that does not fit the seats left may wait for them (the site lets it): chosen after its refusal, or by
  // the waiting-list address, which works before the scripts start.
  const [partyWaits, setPartyWaits] = useState(() => !full && searchParams.has(WAITLIST_PARAM));
  // A full event offers its waiting list with the same fields; an open one the registration form.
  const kind = full || partyWaits ? 'waitlist' : 'registration';
  // Either form's own post may come back here (a registration refused because the last seat just went, say).
  const postedRegistration = useFormOutcome('registration', event.id);
  const postedWaitlist = useFormOutcome('waitlist', event.id);
  const posted = postedRegistration ?? postedWaitlist;
  // A post refused for its fields comes back with the form open to correct them; any other outcome with it closed.
  const postedWithFieldErrors =
    !!posted && posted.form === kind && !posted.ok && Object.keys(posted.fieldErrors).length > 0;
  // A registration refused for the event (full meanwhile) offers the waiting list with what was typed.
  const postedRefused =
    !!postedRegistration && !postedRegistration.ok && !Object.keys(postedRegistration.fieldErrors).length;
  const [refused, setRefused] = useState<{ message: FormMessage; values: Record<string, string> } | null>(() =>
    postedRefused ? { message: postedRegistration.message, values: postedRegistration.values } : null,
  );
  const [registered, setRegistered] = useState<FormMessage | null>(() =>
    postedRegistration?.ok ? postedRegistration.message : null,
  );
  const [open, setOpen] = useState(
    () =>
      searchParams.has(kind === 'waitlist' ? WAITLIST_PARAM : REGISTER_PARAM) || postedWithFieldErrors || postedRefused,
  );
  const [showPosted, setShowPosted] = useState(true);
  const openButton = useRef<HTMLAnchorElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  // Only move focus after the visitor acted, never on the first render.
  const acted = useRef(false);

  // What this browser was told when it registered, kept across reloads (read after hydration: the server cannot know).
  useEffect(() => {
    try {
      const kept = localStorage.getItem(registeredKey(event.id));
      if (kept) setRegistered((now) => now ?? (JSON.parse(kept) as FormMessage));
    } catch {
      // Storage refused (private mode, a full quota): the page simply offers the form.
    }
  }, [event.id]);

  useEffect(() => {
    if (!acted.current) return;
    if (open) formArea.current?.querySelector<HTMLInputElement>('input')?.focus();
    else openButton.current?.focus();
  }, [open, kind]);

  const toggle = (next: boolean) => {
    acted.current = true;
    setShowPosted(false);
    setRefused(null);
    setPartyWaits(false);
    setOpen(next);
  };
  // Refused while seats are left, on an event that takes parties: the party is larger than the seats left (the
  // site says how many), and is offered the waiting list with what it typed.
  const tooBig = !!refused && kind === 'registration' && !full && event.guestLimit > 0;
  const onDone = (result: SignUpResult) => {
    setShowPosted(false);
    if (!result.ok) {
      setRefused(result);
      return;
    }
    setRefused(null);
    setOpen(false);
    if (kind === 'registration') {
      setRegistered(result.message);
      try {
        localStorage.setItem(registeredKey(event.id), JSON.stringify(result.message));
      } catch {
        // Not kept: the page says it until the visitor leaves.
      }
    }
  };
  const registerAnother = () => {
    try {
      localStorage.removeItem(registeredKey(event.id));
    } catch {
      // Nothing kept to forget.
    }
    setRegistered(null);
    toggle(true);
  };
  const eventPath = `/events/${encodeURIComponent(event.id)}`;
  // A link to this page with the form open wherever the scripts have not started (a tap on a slow phone,
  // blocked scripts); with them, it acts in place.
  const linkButton = (param: string, label: string, className: string, act: () => void, own = false) => (
    <a
      ref={own ? openButton : undefined}
      href={`${eventPath}?${param}#${param === WAITLIST_PARAM ? 'waitlist-form' : 'registration-form'}`}
      role="button"
      className={className}
      onClick={(e) => {
        e.preventDefault();
        act();
      }}
      onKeyDown={(e) => {
        if (e.key === ' ') {
          e.preventDefault();
          act();
        }
      }}
    >
      {label}
    </a>
  );
  const opener = (param: string, label: string, className: string) =>
    linkButton(param, label, className, () => toggle(true), true);
  const waitInstead = () => {
    acted.current = true;
    setPartyWaits(true);
  };

  if (registered && !open) {
    return (
      <>
        <h2 id="registration-title">You&apos;re registered</h2>
        <CapacityBadge event={event} className="registration-capacity" />
        <FormNotice ok message={registered} />
        <EventFacts event={event} />
        <p className="registration-intro">
          The e-mail has a link to cancel if your plans change, so that someone else can come.
        </p>
        <button type="button" className="btn btn-outline btn-block" onClick={registerAnother}>
          Register someone else
        </button>
      </>
    );
  }

  return (
    <>
      <h2 id="registration-title">Registration</h2>
      <CapacityBadge event={event} className="registration-capacity" />
      {refused && !partyWaits ? (
        <FormNotice ok={false} message={refused.message} />
      ) : (
        posted && showPosted && <FormNotice ok={posted.ok} message={posted.message} />
      )}
      {open ? (
        <div ref={formArea}>
          {((refused && full) || tooBig || partyWaits) && (
            <p className="registration-intro waitlist-intro">{WAITLIST_INTRO}</p>
          )}
          {tooBig && linkButton(WAITLIST_PARAM, 'Join the Waitlist', 'btn btn-outline btn-block', waitInstead)}
          <RegistrationForm
            // A new form when the kind changes (the event filled up): it starts from what was typed.
            key={kind}
            event={event}
            kind={kind}
            initial={refused?.values}
            onClose={() => toggle(false)}
            onDone={onDone}
            posted={postedWithFieldErrors && showPosted ? posted : null}
          />
        </div>
      ) : (
        <>
          <p className="registration-intro">
            {full
              ? 'Every spot for this event has been taken.'
              : "Let us know you're coming so we can plan for everyone."}
          </p>
          {full ? (
            <>
              <button type="button" className="btn btn-primary btn-block" disabled>
                Event Full
              </button>
              <p className="registration-intro waitlist-intro">{WAITLIST_INTRO}</p>
              {opener(WAITLIST_PARAM, 'Join the Waitlist', 'btn btn-outline btn-block')}
            </>
          ) : (
            opener(REGISTER_PARAM, 'Register Now', 'btn btn-primary btn-block')
          )}
        </>
      )}
    </>
  );
}
