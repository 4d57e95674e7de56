import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InputGroup } from '@blueprintjs/core';
import { Search, Tick } from '@blueprintjs/icons';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import type { EventDto, RegistrationDto } from '../../api/types';
import { isFull } from '../../lib/capacity';
import { refreshEvents } from './eventWrites';
import { WalkInForm } from './WalkInForm';
import { partyText } from '../../lib/eventParty';
import { answersText } from '../../lib/eventQuestions';
import { HoursField } from './HoursField';
import { ActionFailed } from '../common/ScreenState';

const fullName = (r: RegistrationDto) => `${r.firstName} ${r.lastName}`;
const peopleOf = (r: RegistrationDto) => 1 + (r.guests ?? 0) + (r.children ?? 0);

/**
 * Ticking people off at the trailhead, made for a phone held in one hand (the desktop app shows the same): the
 * count of who is here against who is expected, a name search, rows and buttons a thumb can hit (at least 48 px
 * high, events.css), and the walk-in form. The tick shows at once (the cached list is changed before the server
 * answers); the desktop app may keep the write as a draft until it is back online, and as the wish is absolute two
 * volunteers' ticks never conflict.
 */
export function CheckInView({ event, rows }: { event: EventDto; rows: RegistrationDto[] }) {
  const eventId = event.id;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const key = queryKeys.adminEventRegistrations(eventId);
  const toggle = useMutation({
    mutationFn: ({ id, checkedIn }: { id: string; checkedIn: boolean }) =>
      call('adminRegistrationCheckIn', { params: { id }, body: { checkedIn } }),
    onMutate: async ({ id, checkedIn }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<RegistrationDto[]>(key, (list) =>
        list?.map((r) => (r.id === id ? { ...r, checkedIn } : r)),
      );
    },
    onSettled: () => refreshEvents(queryClient, eventId),
  });
  const setHours = useMutation({
    mutationFn: ({ id, minutes }: { id: string; minutes: number }) =>
      call('adminRegistrationCheckIn', { params: { id }, body: { checkedIn: true, volunteerMinutes: minutes } }),
    onSettled: () => refreshEvents(queryClient, eventId),
  });

  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = rows.filter((r) => words.every((w) => fullName(r).toLowerCase().includes(w)));
  // People, not registrations: a party checked in brings its guests through the gate with it.
  const checkedIn = rows.filter((r) => r.checkedIn).reduce((sum, r) => sum + peopleOf(r), 0);
  const expected = rows.reduce((sum, r) => sum + peopleOf(r), 0);

  return (
    <div className="adm-check-in">
      <p className="adm-check-in-count" role="status" aria-live="polite">
        {`${checkedIn} checked in / ${expected} expected`}
      </p>
      <InputGroup
        size="large"
        className="adm-check-in-search"
        type="search"
        leftIcon={<Search />}
        placeholder="Search by name"
        aria-label="Search by name"
        value={search}
        onValueChange={setSearch}
      />
      {rows.length === 0 ? (
        <p className="adm-meta">Nobody has registered yet.</p>
      ) : shown.length === 0 ? (
        <p className="adm-meta">Nobody registered by that name.</p>
      ) : (
        <ul className="adm-check-in-list" aria-label="Registrants">
          {shown.map((r) => (
            <li key={r.id} className={r.checkedIn ? 'adm-check-in-row is-checked-in' : 'adm-check-in-row'}>
              <span className="adm-check-in-name">
                {fullName(r)}
                {r.phone && <span className="adm-check-in-phone">{r.phone}</span>}
                {peopleOf(r) > 1 && <span className="adm-check-in-party">{partyText(r)}</span>}
                {(r.answers ?? []).length > 0 && <span className="adm-check-in-answers">{answersText(r.answers)}</span>}
              </span>
              <Button
                size="large"
                className="adm-check-in-button"
                intent={r.checkedIn ? 'success' : 'none'}
                icon={r.checkedIn ? <Tick /> : undefined}
                text={r.checkedIn ? 'Checked in' : 'Check in'}
                aria-pressed={r.checkedIn}
                aria-label={`${fullName(r)}: ${r.checkedIn ? 'checked in' : 'check in'}`}
                onClick={() => toggle.mutate({ id: r.id, checkedIn: !r.checkedIn })}
              />
              {event.recordsHours && r.checkedIn && (
                <HoursField
                  name={fullName(r)}
                  minutes={r.volunteerMinutes}
                  saving={setHours.isPending && setHours.variables?.id === r.id}
                  onSave={(minutes) => setHours.mutate({ id: r.id, minutes })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <WalkInForm eventId={eventId} full={isFull(event)} guestLimit={event.guestLimit} />
      <ActionFailed failed={toggle.isError || setHours.isError} what="check-in could not be saved" />
    </div>
  );
}
