import { createPortal } from 'react-dom';
import type { EventDto, RegistrationDto } from '../../api/types';
import { eventFactTexts } from '../../lib/eventFacts';
import { countOf } from '../../lib/plural';

/** Empty lines at the foot of the sheet, for the people who come without registering. */
export const WALK_IN_LINES = 10;

const byName = (a: RegistrationDto, b: RegistrationDto) =>
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' });

/** The heading row of both tables on the sheet; only the last column differs. */
function SheetHead({ last }: { last: string }) {
  return (
    <thead>
      <tr>
        <th scope="col" className="adm-sign-in-tick">
          Here
        </th>
        {['Name', 'Phone', last].map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The paper sign-in sheet for a trailhead without signal: every registrant by last name, their phone and a box to
 * tick, then empty lines for walk-ins. It is drawn straight into the page's body, hidden on screen; printing shows
 * it alone (events.css: everything else in the body is left off the printed page), in the browser and in the
 * desktop app alike, and needs nothing from the network once the list is loaded.
 */
export function SignInSheet({ event, rows }: { event: EventDto; rows: readonly RegistrationDto[] }) {
  if (typeof document === 'undefined') return null;
  const sorted = [...rows].sort(byName);
  const { date, time, location } = eventFactTexts(event);
  const when = [date, time].filter(Boolean).join(', ');
  return createPortal(
    <section className="adm-sign-in-sheet" aria-label="Sign-in sheet">
      <h1>{event.title}</h1>
      <p>
        {when}
        {location ? ` · ${location}` : ''}
      </p>
      <p>
        Sign-in sheet: {countOf(sorted.length, 'person', 'people')} registered
        {event.maxCapacity != null ? ` of ${countOf(event.maxCapacity, 'place')}` : ''}. Tick each person who came.
      </p>
      <table>
        <SheetHead last="Notes" />
        <tbody>
          {sorted.map((r) => (
            <tr key={r.id}>
              <td className="adm-sign-in-tick">{r.checkedIn ? '☑' : '☐'}</td>
              <td>
                {r.lastName}, {r.firstName}
              </td>
              <td>{r.phone ?? ''}</td>
              <td>{r.specialRequests ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Walk-ins</h2>
      <table>
        <SheetHead last="Email (optional)" />
        <tbody>
          {Array.from({ length: WALK_IN_LINES }, (_, i) => (
            <tr key={i} className="adm-sign-in-blank">
              <td className="adm-sign-in-tick">☐</td>
              <td />
              <td />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}
