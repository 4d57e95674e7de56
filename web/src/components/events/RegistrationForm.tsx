import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EventDto } from '@shared/api/types';
import { apiRequest, visitorMessage } from '@shared/api/http';
import type { insertRegistrationSchema } from '@shared/schemas/registrations';
import { lazySchema, useZodForm } from '../../lib/useZodForm';
import { NameFields, TextAreaField, TextField } from '../form/Fields';
import { HoneypotField } from '../form/HoneypotField';
import { eventQuery, eventsQuery } from '@shared/api/queries';
import { toast } from '@shared/ui/toast';

const schema = lazySchema(() => import('@shared/schemas/registrations').then((m) => m.insertRegistrationSchema));

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', specialRequests: '', website: '' };

type Registration = z.output<typeof insertRegistrationSchema>;

interface Props {
  event: Pick<EventDto, 'id' | 'title'>;
  /** Called when the form should close: after success, after a failure, or on Cancel. */
  onClose(): void;
}

/** The inline sign-up form: shown, submitted, then closed whatever the outcome. */
export function RegistrationForm({ event, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(schema, EMPTY, { validateOnChange: true });

  const mutation = useMutation({
    mutationFn: async (data: Registration) => {
      const res = await apiRequest('POST', `/api/events/${event.id}/register`, { ...data, eventId: event.id });
      return res.json() as Promise<unknown>;
    },
    onSuccess: (_result, data) => {
      toast({
        title: 'Registration Successful!',
        description: `You're registered for ${event.title}. A confirmation e-mail has been sent to ${data.email}.`,
      });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: eventQuery(event.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey });
      onClose();
    },
    onError: (err) => {
      toast({
        title: 'Registration Failed',
        description: visitorMessage(err) ?? 'There was an error registering for this event.',
        variant: 'destructive',
      });
      // Someone else may have taken the last seat: show the current numbers.
      void queryClient.invalidateQueries({ queryKey: eventQuery(event.id).queryKey });
      onClose();
    },
  });

  return (
    <form
      id="registration-form"
      className="form-stack registration-form"
      aria-labelledby="registration-form-title"
      // Sent before the scripts have started, the form posts to the page (which stores nothing) instead of putting
      // the visitor's details into an address (ADR 024).
      method="post"
      noValidate
      onSubmit={form.handleSubmit((data) => mutation.mutate(data))}
    >
      <h3 id="registration-form-title">Register for this event</h3>
      <p className="field-hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <NameFields form={form} />
      <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      <TextField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <TextAreaField
        form={form}
        name="specialRequests"
        label="Special Requests (optional)"
        rows={3}
        placeholder="Accessibility needs, questions, or anything we should know"
      />
      <HoneypotField form={form} />
      <div className="registration-actions">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Registering...' : 'Complete Registration'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
