import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InputGroup } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { call } from '../../api/call';
import { walkInSchema } from '../../schemas/registrations';
import { fieldErrorsOf } from '../../schemas/common';
import { failureToast, successToast } from '../common/failureToast';
import { Field } from '../common/Field';
import { serverFieldErrors, type FieldErrors } from './eventForm';
import { refreshEvents } from './eventWrites';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * Someone who came without registering: registered and checked in at once, even when the event is full (they are
 * standing there), with the address and phone optional. It takes a seat, which only the site can count, so it
 * needs the network (the desktop app refuses it offline; the printed sign-in sheet has lines for walk-ins).
 */
export function WalkInForm({ eventId, full }: { eventId: string; full: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation({
    meta: { adminCall: true },
    mutationFn: (body: typeof EMPTY) => call('adminEventWalkIn', { params: { id: eventId }, body }),
    onSuccess: async (saved) => {
      successToast('Walk-in Added', `${saved.firstName} ${saved.lastName} is registered and checked in.`);
      setValues(EMPTY);
      setOpen(false);
      await refreshEvents(queryClient, eventId);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast('Failed to Add Walk-in', error, 'The walk-in could not be added. Please try again.');
    },
  });
  const submit = () => {
    const parsed = walkInSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    add.mutate(values);
  };
  if (!open)
    return (
      <Button
        className="adm-walk-in-open"
        size="large"
        icon={<Add />}
        text="Add walk-in"
        onClick={() => setOpen(true)}
      />
    );

  const input = (name: keyof typeof EMPTY, label: string, type = 'text') => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]}>
      {(aria) => (
        <InputGroup
          {...aria}
          size="large"
          type={type}
          autoComplete="off"
          value={values[name]}
          onValueChange={(v) => setValues((prev) => ({ ...prev, [name]: v }))}
        />
      )}
    </Field>
  );
  return (
    <form
      className="adm-walk-in"
      aria-label="Add walk-in"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {full && <p className="adm-meta">The event is full: a walk-in is added over its capacity, as they are here.</p>}
      {input('firstName', 'First name')}
      {input('lastName', 'Last name')}
      {input('email', 'Email (optional)', 'email')}
      {input('phone', 'Phone (optional)', 'tel')}
      <div className="adm-walk-in-actions">
        <Button text="Cancel" size="large" variant="minimal" onClick={() => setOpen(false)} disabled={add.isPending} />
        <Button type="submit" size="large" intent="primary" loading={add.isPending} text="Register and check in" />
      </div>
    </form>
  );
}
