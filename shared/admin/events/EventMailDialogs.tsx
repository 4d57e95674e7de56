import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Callout, TextArea } from '@blueprintjs/core';
import { FormDialog } from '../common/FormDialog';
import { apiRequest } from '../../api/http';
import type { EventDto, EventMessageResultDto } from '../../api/types';
import { cancelEventSchema, messageRegistrantsSchema } from '../../schemas/events';
import { failureToast, successToast } from '../common/failureToast';
import { Field, SubjectField } from '../common/Field';
import { FlagCheckbox } from '../common/FlagCheckbox';
import { serverFieldErrors, submitChecked, type FieldErrors } from './eventForm';
import { refreshEvents } from './eventWrites';

const people = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Calls an event off: asks for the words every registrant and person waiting will get with the notice. Both go out
 * at once through the site's mail queue, so this needs the site (the desktop app refuses it offline).
 */
export function CancelEventDialog({ event, onClose }: { event: EventDto; onClose(): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const callOff = useMutation({
    meta: { adminCall: true },
    mutationFn: async (body: { message: string }) =>
      (await (await apiRequest('POST', `/api/admin/events/${event.id}/cancel`, body)).json()) as EventDto,
    onSuccess: async (saved) => {
      successToast('Event Cancelled', `“${saved.title}” is cancelled; everyone signed up is being told.`);
      onClose();
      await refreshEvents(queryClient, saved.id);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast('Failed to Cancel Event', error, 'The event could not be cancelled. Please try again.');
    },
  });
  const waitingNote = event.currentRegistrations
    ? `${people(event.currentRegistrations, 'person is', 'people are')} registered; they and anyone on the waiting list will be e-mailed.`
    : 'Anyone on the waiting list will be e-mailed.';
  return (
    <FormDialog
      title={`Cancel Event: ${event.title}`}
      pending={callOff.isPending}
      onClose={onClose}
      onSubmit={() => submitChecked(cancelEventSchema, { message }, setErrors, callOff.mutate)}
      submit={{ text: 'Cancel Event', intent: 'danger' }}
      dismissText="Keep Event"
    >
      <Callout intent="warning">
        The event stays on the site marked “Cancelled” and takes no more registrations. {waitingNote} This cannot be
        undone.
      </Callout>
      <Field id={`${id}-message`} label="Message to attendees" error={errors.message}>
        {(aria) => <TextArea {...aria} value={message} onChange={(e) => setMessage(e.target.value)} rows={5} fill />}
      </Field>
    </FormDialog>
  );
}

/** Writes to everyone registered for an event, and to the people waiting when ticked. */
export function MessageRegistrantsDialog({ event, onClose }: { event: EventDto; onClose(): void }) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [includeWaitlist, setIncludeWaitlist] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    meta: { adminCall: true },
    mutationFn: async (body: { subject: string; message: string; includeWaitlist: boolean }) =>
      (await (await apiRequest('POST', `/api/admin/events/${event.id}/message`, body)).json()) as EventMessageResultDto,
    onSuccess: (result) => {
      const waiting = result.waiting ? ` and ${people(result.waiting, 'person', 'people')} waiting` : '';
      successToast('Message Sent', `Queued for ${people(result.registrants, 'registrant', 'registrants')}${waiting}.`);
      onClose();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast('Failed to Send Message', error, 'The message could not be sent. Please try again.');
    },
  });
  return (
    <FormDialog
      title={`Message Registrants: ${event.title}`}
      pending={send.isPending}
      onClose={onClose}
      onSubmit={() =>
        submitChecked(messageRegistrantsSchema, { subject, message, includeWaitlist }, setErrors, send.mutate)
      }
      submit={{ text: 'Send Message', intent: 'primary' }}
    >
      <SubjectField id={`${id}-subject`} value={subject} onChange={setSubject} error={errors.subject} />
      <Field id={`${id}-message`} label="Message" error={errors.message}>
        {(aria) => <TextArea {...aria} value={message} onChange={(e) => setMessage(e.target.value)} rows={6} fill />}
      </Field>
      <FlagCheckbox label="Also send to the waiting list" checked={includeWaitlist} onChange={setIncludeWaitlist} />
    </FormDialog>
  );
}
