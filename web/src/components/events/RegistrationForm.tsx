import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '../../../../shared/schemas/zod';
import type { EventDto } from '@shared/api/types';
import { apiRequest, visitorMessage } from '@shared/api/http';
import type { insertRegistrationSchema } from '@shared/schemas/registrations';
import { lazySchema, useZodForm } from '../../lib/useZodForm';
import { NameFields, TextAreaField, TextField } from '../form/Fields';
import { PartyFields } from './PartyFields';
import { HoneypotField } from '../form/HoneypotField';
import { FormTokenField } from '../form/FormTokenField';
import { eventQuery, eventsQuery, upcomingEventsQuery } from '@shared/api/queries';
import { toast } from '@shared/ui/toast';
import {
  FORM_POST_PATHS,
  REGISTRATION_MESSAGES,
  WAITLIST_MESSAGES,
  type FormMessage,
  type FormOutcome,
} from '@shared/forms/publicForms';
import type { MouseEvent } from 'react';

const schema = lazySchema(() => import('@shared/schemas/registrations').then((m) => m.insertRegistrationSchema));

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  specialRequests: '',
  website: '',
  guests: '',
  children: '',
  answer1: '',
  answer2: '',
  answer3: '',
  answer4: '',
  answer5: '',
};

type Registration = z.output<typeof insertRegistrationSchema>;

/** How a scripted send came out: a seat (or place) taken, or refused with what was typed, to offer again. */
export type SignUpResult =
  | { ok: true; message: FormMessage; email: string }
  | { ok: false; message: FormMessage; values: Record<string, string> };

interface Props {
  event: Pick<EventDto, 'id' | 'title' | 'guestLimit' | 'childrenTakeSeats' | 'questions'>;
  /** Called on Cancel. */
  onClose(): void;
  /** Called when the server answered: the form closes on success; a refusal keeps what was typed. */
  onDone(result: SignUpResult): void;
  /** Values to start from (what was typed into a refused registration). */
  initial?: Record<string, string>;
  /** The same form's own post, when it came back with field errors: its values and errors. */
  posted?: FormOutcome | null;
  /** A seat (the default), or a place on a full event's waiting list: the same fields either way. */
  kind?: 'registration' | 'waitlist';
}

const TEXTS = {
  registration: {
    id: 'registration-form',
    title: 'Register for this event',
    submit: 'Complete Registration',
    pending: 'Registering...',
    failure: REGISTRATION_MESSAGES.failure,
  },
  waitlist: {
    id: 'waitlist-form',
    title: 'Join the waiting list',
    submit: 'Join the Waitlist',
    pending: 'Joining...',
    failure: WAITLIST_MESSAGES.failure,
  },
} as const;

/** The inline sign-up form: shown, submitted, then closed whatever the outcome. */
export function RegistrationForm({ event, onClose, onDone, initial, posted, kind = 'registration' }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(schema, initial ? { ...EMPTY, ...initial, website: '' } : EMPTY, {
    validateOnChange: true,
    posted,
  });
  const texts = TEXTS[kind];

  const mutation = useMutation({
    mutationFn: async (data: Registration) => {
      const path = kind === 'waitlist' ? 'waitlist' : 'register';
      const res = await apiRequest('POST', `/api/events/${event.id}/${path}`, { ...data, eventId: event.id });
      return res.json() as Promise<{ confirmationSent?: boolean; mailed?: boolean }>;
    },
    onSuccess: (result, data) => {
      // Whether the mail went out: the per-mailbox cap may have held it back, and the notice must not promise it.
      const mailed = (kind === 'waitlist' ? result.mailed : result.confirmationSent) !== false;
      const messages = kind === 'waitlist' ? WAITLIST_MESSAGES : REGISTRATION_MESSAGES;
      const message = messages[mailed ? 'success' : 'unmailed'](event.title, data.email);
      // A registration is said in the panel itself (remembered for this browser); a place on the list by a notice.
      if (kind === 'waitlist') toast(message);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: eventQuery(event.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: upcomingEventsQuery().queryKey });
      onDone({ ok: true, message, email: data.email });
    },
    onError: (err) => {
      // Said in the panel, above the form that keeps what was typed.
      const message = { title: texts.failure.title, description: visitorMessage(err) ?? texts.failure.fallback };
      // Someone else may have taken the last seat: show the current numbers (and the waiting list, if it is full).
      void queryClient.invalidateQueries({ queryKey: eventQuery(event.id).queryKey });
      onDone({ ok: false, message, values: form.values });
    },
  });

  return (
    <form
      id={texts.id}
      className="form-stack registration-form"
      aria-labelledby={`${texts.id}-title`}
      // Posted by the browser itself before the scripts have started: the server registers and answers with the
      // event's page again (ADR 030). With scripts, onSubmit sends it and the page stays.
      action={`${FORM_POST_PATHS[kind](event.id)}#registration-title`}
      method="post"
      noValidate
      onSubmit={form.handleSubmit((data) => mutation.mutate(data))}
    >
      <h3 id={`${texts.id}-title`}>{texts.title}</h3>
      <p className="field-hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <NameFields form={form} />
      <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      <TextField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <PartyFields form={form} event={event} />
      <TextAreaField
        form={form}
        name="specialRequests"
        label="Special Requests (optional)"
        placeholder="Accessibility needs, questions, or anything we should know"
      />
      <HoneypotField form={form} />
      <FormTokenField />
      <div className="registration-actions">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? texts.pending : texts.submit}
        </button>
        {/* A link to the event's page (the form closed) where scripts have not started; with them, it closes the form. */}
        <a
          href={`/events/${encodeURIComponent(event.id)}`}
          role="button"
          className="btn btn-outline"
          aria-disabled={mutation.isPending || undefined}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            if (!mutation.isPending) onClose();
          }}
          onKeyDown={(e) => {
            if (e.key === ' ') {
              e.preventDefault();
              if (!mutation.isPending) onClose();
            }
          }}
        >
          Cancel
        </a>
      </div>
    </form>
  );
}
