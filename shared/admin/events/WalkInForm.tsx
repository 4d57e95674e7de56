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

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', guests: '', children: '' };

/** The two entries the office types in itself: the words of each. */
const KINDS = {
  'walk-in': {
    route: 'adminEventWalkIn',
    open: 'Add walk-in',
    submit: 'Register and check in',
    added: 'Walk-in Added',
    addedText: 'is registered and checked in.',
    failed: 'Failed to Add Walk-in',
    failedText: 'The walk-in could not be added. Please try again.',
  },
  phone: {
    route: 'adminEventPhoneRegistration',
    open: 'Add phone registration',
    submit: 'Register',
    added: 'Registration Added',
    addedText: 'is registered.',
    failed: 'Failed to Add Registration',
    failedText: 'The registration could not be added. Please try again.',
  },
} as const;

/**
 * Someone who came without registering: registered and checked in at once, even when the event is full (they are
 * standing there), with the address and phone optional. It takes a seat, which only the site can count, so it
 * needs the network (the desktop app refuses it offline; the printed sign-in sheet has lines for walk-ins).
 */
export function WalkInForm({
  eventId,
  full,
  guestLimit = 0,
  kind = 'walk-in',
}: {
  eventId: string;
  full: boolean;
  /** Guests one registrant may bring: the party's fields show when the event takes any. */
  guestLimit?: number;
  kind?: keyof typeof KINDS;
}) {
  const words = KINDS[kind];
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation({
    meta: { adminCall: true },
    mutationFn: (body: typeof EMPTY) => call(words.route, { params: { id: eventId }, body }),
    onSuccess: async (saved) => {
      successToast(words.added, `${saved.firstName} ${saved.lastName} ${words.addedText}`);
      setValues(EMPTY);
      setOpen(false);
      await refreshEvents(queryClient, eventId);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast(words.failed, error, words.failedText);
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
        text={words.open}
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
      aria-label={words.open}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {full && kind === 'walk-in' && (
        <p className="adm-meta">The event is full: a walk-in is added over its capacity, as they are here.</p>
      )}
      {input('firstName', 'First name')}
      {input('lastName', 'Last name')}
      {input('email', 'Email (optional)', 'email')}
      {input('phone', 'Phone (optional)', 'tel')}
      {guestLimit > 0 && input('guests', 'Adults with them', 'number')}
      {guestLimit > 0 && input('children', 'Children with them', 'number')}
      <div className="adm-walk-in-actions">
        <Button text="Cancel" size="large" variant="minimal" onClick={() => setOpen(false)} disabled={add.isPending} />
        <Button type="submit" size="large" intent="primary" loading={add.isPending} text={words.submit} />
      </div>
    </form>
  );
}
