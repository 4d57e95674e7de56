import type { ReactNode } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';

/** A labelled control with its error under it, linked for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  error?: string[];
  hint?: string;
  children(aria: object): ReactNode;
}) {
  const error = props.error?.[0];
  const describedBy = [props.hint ? `${props.id}-hint` : null, error ? `${props.id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      intent={error ? 'danger' : 'none'}
      helperText={
        props.hint || error ? (
          // Each on its own line: run together, the hint reads as the start of the error.
          <>
            {props.hint && <div id={`${props.id}-hint`}>{props.hint}</div>}
            {error && <div id={`${props.id}-error`}>{error}</div>}
          </>
        ) : undefined
      }
    >
      {props.children({
        id: props.id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
    </FormGroup>
  );
}

/** The subject line of a mail an admin writes. */
export function SubjectField(props: { id: string; value: string; onChange(value: string): void; error?: string[] }) {
  return (
    <Field id={props.id} label="Subject" error={props.error}>
      {(aria) => (
        <InputGroup {...aria} value={props.value} onChange={(e) => props.onChange(e.target.value)} maxLength={200} />
      )}
    </Field>
  );
}
