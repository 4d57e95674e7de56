import { useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { eventsQuery } from '../../api/queries';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import type { EventDto } from '../../api/types';
import { isEventPast } from '../../lib/eventSchedule';
import { AdminScreen } from '../common/AdminScreen';
import { listStates, QueryStates } from '../common/QueryStates';
import { useProgressiveCount } from '../common/useProgressiveCount';
import { failureToast, successToast } from '../common/failureToast';
import { EventCard, type EventCardActions } from './EventCard';
import { EventFormDialog } from './EventFormDialog';
import { RegistrationsDialog } from './RegistrationsDialog';
import { CancelEventDialog, MessageRegistrantsDialog } from './EventMailDialogs';
import { eventBodyOf, seriesBodyOf, serverFieldErrors, type EventFormValues, type FieldErrors } from './eventForm';
import type { SeriesScope } from '../../schemas/eventSeries';
import { refreshEvents } from './eventWrites';
import './events.css';
import { countOf } from '../../lib/plural';
import { adminScreen } from '../screens';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this event?';

/** An event people signed up for that can still be called off (scheduled, not over): deleting it tells nobody. */
const canCallOff = (event: EventDto) =>
  event.currentRegistrations > 0 && event.status === 'scheduled' && !isEventPast(event);

/** Upcoming events first (soonest first), then past ones (latest first): what an admin works on leads. */
function adminOrder(events: EventDto[], now = new Date()): EventDto[] {
  const time = (e: EventDto) => new Date(e.date).getTime();
  const upcoming = events.filter((e) => !isEventPast(e, now)).sort((a, b) => time(a) - time(b));
  const past = events.filter((e) => isEventPast(e, now)).sort((a, b) => time(b) - time(a));
  return [...upcoming, ...past];
}

type Editing = { kind: 'create' } | { kind: 'duplicate'; event: EventDto } | { kind: 'edit'; event: EventDto } | null;

const NO_EVENTS = 'Create the first event to show it on the events page.';

/**
 * Admin events (/admin/events): the list, Create and Edit dialogs, delete with confirm, registrations, messages to
 * registrants and calling an event off.
 */
export function AdminEvents() {
  const queryClient = useQueryClient();
  const confirmId = useId();
  // Registrations arrive from visitors all the time: whenever the screen opens, ask again instead of trusting the cache.
  const query = useQuery({ ...eventsQuery(), refetchOnMount: 'always' });
  const events = useMemo(() => adminOrder(query.data ?? []), [query.data]);
  // Years of past events make a long list: the upcoming ones (first) render at once, the rest follow in steps.
  const shown = useProgressiveCount(events.length, 8);
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<EventDto | null>(null);
  const [registrationsOf, setRegistrationsOf] = useState<EventDto | null>(null);
  const [messaging, setMessaging] = useState<EventDto | null>(null);
  const [callingOff, setCallingOff] = useState<EventDto | null>(null);

  const save = useMutation({
    meta: { adminCall: true },
    // An edit names the version it was opened at: a change made meanwhile elsewhere comes back as a 409 (ADR 018).
    mutationFn: async ({
      values,
      id,
      version,
      notify,
      scope,
    }: {
      values: EventFormValues;
      id?: string;
      version?: number;
      notify?: boolean;
      scope?: SeriesScope;
    }): Promise<EventDto[]> => {
      if (!id && values.repeat !== 'none') return call('adminEventSeriesCreate', { body: seriesBodyOf(values) });
      if (!id) return [await call('adminEventCreate', { body: eventBodyOf(values) })];
      const body = {
        ...eventBodyOf(values),
        version,
        ...(notify ? { notify } : {}),
        ...(scope === 'following' ? { scope } : {}),
      };
      return [await call('adminEventUpdate', { params: { id }, body })];
    },
    onSuccess: async (saved, { id, scope }) => {
      const [first] = saved;
      successToast(
        id ? 'Event Updated!' : saved.length > 1 ? 'Series Created!' : 'Event Created!',
        id
          ? scope === 'following'
            ? `“${first.title}” and the later dates of its series were saved.`
            : `“${first.title}” was saved.`
          : saved.length > 1
            ? `${countOf(saved.length, 'event')} of “${first.title}” were added.`
            : `“${first.title}” was added.`,
      );
      setEditing(null);
      await refreshEvents(queryClient, first.id);
    },
    onError: (error, { id }) => {
      setServerErrors(serverFieldErrors(error));
      if (id) failureToast('Failed to Update Event', error, 'The event could not be saved. Please try again.');
      else failureToast('Failed to Create Event', error, 'The event could not be created. Please try again.');
    },
  });

  const remove = useMutation({
    meta: { adminCall: true },
    mutationFn: (event: EventDto) =>
      call('adminEventDelete', { params: { id: event.id }, query: { version: event.version } }),
    onSuccess: async (_res, event) => {
      successToast('Event Deleted', `“${event.title}” was deleted.`);
      setDeleting(null);
      // The event's registrations and waiting list both sit under the first two parts of their keys.
      queryClient.removeQueries({ queryKey: queryKeys.adminEventRegistrations(event.id).slice(0, 2) });
      await refreshEvents(queryClient, event.id);
    },
    onError: (error) => {
      setDeleting(null);
      failureToast('Failed to Delete Event', error, 'The event could not be deleted. Please try again.');
    },
  });

  const openEditor = (next: Editing) => {
    save.reset();
    setServerErrors({});
    setEditing(next);
  };
  // The cards' buttons call through a ref to the latest openEditor, so the actions object never changes and the
  // (memoised) cards do not re-render with every state change of the screen.
  const openEditorRef = useRef(openEditor);
  openEditorRef.current = openEditor;
  const cardActions = useMemo<EventCardActions>(
    () => ({
      edit: (event) => openEditorRef.current({ kind: 'edit', event }),
      duplicate: (event) => openEditorRef.current({ kind: 'duplicate', event }),
      remove: setDeleting,
      registrations: setRegistrationsOf,
      message: setMessaging,
      cancelEvent: setCallingOff,
    }),
    [],
  );
  const createButton = (
    <Button intent="primary" icon={<Add />} text="Create Event" onClick={() => openEditor({ kind: 'create' })} />
  );

  return (
    <AdminScreen title={adminScreen('events').label} actions={createButton}>
      <QueryStates query={query} {...listStates('events', 'The events', NO_EVENTS, { action: createButton })}>
        {() => (
          <ul className="adm-list" aria-label="Events" aria-busy={shown < events.length}>
            {events.slice(0, shown).map((event) => (
              <li key={event.id}>
                <EventCard event={event} actions={cardActions} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>

      <EventFormDialog
        isOpen={editing !== null}
        event={editing?.kind === 'edit' ? editing.event : null}
        template={editing?.kind === 'duplicate' ? editing.event : null}
        saving={save.isPending}
        serverErrors={serverErrors}
        onClose={() => !save.isPending && setEditing(null)}
        onSubmit={(values, notify, scope) =>
          save.mutate(
            editing?.kind === 'edit'
              ? { values, id: editing.event.id, version: editing.event.version, notify, scope }
              : { values },
          )
        }
      />

      <Alert
        isOpen={deleting !== null}
        className="adm"
        // Blueprint's Alert has no title; the question names the dialog, the details describe it (axe: aria-dialog-name).
        {...{ 'aria-labelledby': `${confirmId}-q`, 'aria-describedby': `${confirmId}-d` }}
        intent="danger"
        icon="trash"
        cancelButtonText="Cancel"
        confirmButtonText="Delete"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <p id={`${confirmId}-q`}>{DELETE_CONFIRM_TEXT}</p>
        {deleting && (
          <p id={`${confirmId}-d`}>
            “{deleting.title}”
            {deleting.currentRegistrations > 0
              ? ` and its ${countOf(deleting.currentRegistrations, 'registration')} will be deleted for good, and nobody is told. Export the registrations first if you need them.`
              : ' will be deleted for good.'}
          </p>
        )}
        {deleting && canCallOff(deleting) && (
          // People who signed up would come to a trailhead with nobody there: calling off tells them, deleting does not.
          <div className="adm-delete-call-off">
            <p>
              To tell them the event will not take place, call it off instead: it stays on the site marked “Cancelled”
              and everyone signed up is e-mailed.
            </p>
            <Button
              intent="warning"
              text="Call Off Instead"
              onClick={() => {
                setCallingOff(deleting);
                setDeleting(null);
              }}
            />
          </div>
        )}
      </Alert>

      {registrationsOf && <RegistrationsDialog event={registrationsOf} onClose={() => setRegistrationsOf(null)} />}
      {messaging && <MessageRegistrantsDialog event={messaging} onClose={() => setMessaging(null)} />}
      {callingOff && <CancelEventDialog event={callingOff} onClose={() => setCallingOff(null)} />}
    </AdminScreen>
  );
}
