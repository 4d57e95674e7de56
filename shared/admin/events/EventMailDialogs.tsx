import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, TextArea } from '@blueprintjs/core';
import { FormDialog } from '../common/FormDialog';
import { call } from '../../api/call';
import type { EventDto, EventMessagePreviewDto } from '../../api/types';
import { cancelEventSchema, messageRegistrantsSchema } from '../../schemas/events';
import { failureToast, successToast } from '../common/failureToast';
import { Field, SubjectField } from '../common/Field';
import { FlagCheckbox } from '../common/FlagCheckbox';
import { serverFieldErrors, submitChecked, type FieldErrors } from './eventForm';
import { refreshEvents } from './eventWrites';
import { countOf } from '../../lib/plural';

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
    mutationFn: (body: { message: string }) => call('adminEventCancel', { params: { id: event.id }, body }),
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
    ? `${countOf(event.currentRegistrations, 'person is', 'people are')} registered; they and anyone on the waiting list will be e-mailed.`
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

/**
 * Writes to everyone registered for an event, and to the people waiting when ticked. The admin's words are the
 * letter: the site puts no greeting before them. "Preview" shows the letter exactly as a registrant will get it
 * (the site builds it, with the event's details and why they receive it) and whom it reaches; only then can it be
 * sent, and any change to the words goes back to writing.
 */
export function MessageRegistrantsDialog({ event, onClose }: { event: EventDto; onClose(): void }) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [includeWaitlist, setIncludeWaitlist] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<EventMessagePreviewDto | null>(null);
  type Body = { subject: string; message: string; includeWaitlist: boolean };
  const params = { id: event.id };
  const showPreview = useMutation({
    meta: { adminCall: true },
    mutationFn: async (body: Body): Promise<EventMessagePreviewDto> => {
      const answer = await call('adminEventMessage', { params, body: { ...body, preview: true } });
      // Asked with `preview`, the site answers the letter; an answer without it would be a site older than this screen.
      if (!('preview' in answer)) throw new Error('The site did not send a preview.');
      return answer;
    },
    onSuccess: setPreview,
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast('Failed to Preview Message', error, 'The preview could not be made. Please try again.');
    },
  });
  const send = useMutation({
    meta: { adminCall: true },
    mutationFn: (body: Body) => call('adminEventMessage', { params, body }),
    onSuccess: (result) => {
      const waiting = result.waiting ? ` and ${countOf(result.waiting, 'person', 'people')} waiting` : '';
      successToast('Message Sent', `Queued for ${countOf(result.registrants, 'registrant')}${waiting}.`);
      onClose();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      setPreview(null);
      failureToast('Failed to Send Message', error, 'The message could not be sent. Please try again.');
    },
  });
  const edit = (change: () => void) => {
    change();
    setPreview(null);
  };
  const body = { subject, message, includeWaitlist };
  const reach = preview
    ? `${countOf(preview.registrants, 'registered person', 'registered people')}${preview.waiting ? ` and ${countOf(preview.waiting, 'person', 'people')} on the waiting list` : ''}`
    : '';
  return (
    <FormDialog
      title={`Message Registrants: ${event.title}`}
      pending={send.isPending || showPreview.isPending}
      onClose={onClose}
      onSubmit={() =>
        preview ? send.mutate(body) : submitChecked(messageRegistrantsSchema, body, setErrors, showPreview.mutate)
      }
      submit={preview ? { text: 'Send Message', intent: 'primary' } : { text: 'Preview', intent: 'primary' }}
    >
      {preview ? (
        <section className="adm-message-preview" aria-label="Preview">
          <p className="adm-meta">
            {preview.registrants + preview.waiting > 0
              ? `This goes to ${reach}, each as below.`
              : 'Nobody with an e-mail address is signed up: nobody would get this.'}
          </p>
          <p>
            <strong>Subject:</strong> {preview.preview.subject}
          </p>
          <pre className="adm-pre adm-message-preview-text">{preview.preview.text}</pre>
          <Button text="Edit Message" onClick={() => setPreview(null)} />
        </section>
      ) : (
        <>
          <SubjectField
            id={`${id}-subject`}
            value={subject}
            onChange={(v) => edit(() => setSubject(v))}
            error={errors.subject}
          />
          <Field
            id={`${id}-message`}
            label="Message"
            error={errors.message}
            hint="Write the whole letter, greeting included: it is sent as you write it, followed by the event's details."
          >
            {(aria) => (
              <TextArea
                {...aria}
                value={message}
                onChange={(e) => edit(() => setMessage(e.target.value))}
                rows={6}
                fill
              />
            )}
          </Field>
          <FlagCheckbox
            label="Also send to the waiting list"
            checked={includeWaitlist}
            onChange={(v) => edit(() => setIncludeWaitlist(v))}
          />
        </>
      )}
    </FormDialog>
  );
}
