import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, FormGroup, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import type { z } from '../../schemas/zod';
import { errorProps, firstFieldErrors } from '../home/formErrors';
import { useUnsavedChanges } from './unsavedChanges';

/** What every page section form edits, whatever else it holds. */
export interface SectionBaseValues {
  title: string;
  content: string;
  isVisible: boolean;
  /** As typed: the shared schema turns it into a whole number or says why it is not one. */
  displayOrder: number | string;
}

export type SectionPayload<V extends SectionBaseValues> = Omit<V, 'displayOrder'> & { displayOrder: number };

export interface SectionFormState<V extends SectionBaseValues> {
  values: V;
  set<K extends keyof V>(key: K, value: V[K]): void;
  errors: Record<string, string>;
  submit(e: FormEvent): void;
  /** The element id of a field of this form. */
  field(name: string): string;
  /** A field's error text, tied to it by id, or the hint shown while it has none. */
  helper(name: string, hint?: string): ReactNode;
  intent(name: string): Intent;
}

/**
 * The values, field errors and submit of a section form, checked with the same schema the server uses. A form
 * whose values differ from those it opened with counts as unsaved changes.
 */
export function useSectionForm<V extends SectionBaseValues>(
  schema: z.ZodType,
  initial: V | (() => V),
  onSave: (payload: SectionPayload<V>) => void,
): SectionFormState<V> {
  const id = useId();
  const [values, setValues] = useState(initial);
  // The values the form opened with: until it is saved or cancelled, leaving the page asks first.
  const [opened] = useState(values);
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(opened));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: string) => `${id}-${name}`;
  return {
    values,
    set: (key, value) => setValues((v) => ({ ...v, [key]: value })),
    errors,
    submit(e) {
      e.preventDefault();
      // The order box gives text; blank means 0, anything else must read as a whole number.
      const order = String(values.displayOrder).trim();
      const payload = { ...values, displayOrder: order === '' ? 0 : Number(order) };
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        setErrors(firstFieldErrors(parsed.error));
        return;
      }
      setErrors({});
      onSave(payload);
    },
    field,
    helper: (name, hint) => (errors[name] ? <span id={`${field(name)}-error`}>{errors[name]}</span> : hint),
    intent: (name) => (errors[name] ? Intent.DANGER : Intent.NONE),
  };
}

interface TextBoxProps<V extends SectionBaseValues> {
  form: SectionFormState<V>;
  /** The value's key, which is also the key of its error. */
  name: keyof V & string;
  label: string;
  /** The element id's suffix, where it differs from the name. */
  idName?: string;
  placeholder?: string;
}

/** A labelled one-line text box of a section form, showing its error below it. */
export function SectionTextBox<V extends SectionBaseValues>({
  form,
  name,
  label,
  idName,
  placeholder,
}: TextBoxProps<V>) {
  const id = form.field(idName ?? name);
  return (
    <FormGroup label={label} labelFor={id} intent={form.intent(name)} helperText={form.helper(name)}>
      <InputGroup
        id={id}
        value={String(form.values[name])}
        onValueChange={(v) => form.set(name, v as V[typeof name])}
        intent={form.intent(name)}
        placeholder={placeholder}
        {...errorProps(form.field(name), form.errors[name])}
      />
    </FormGroup>
  );
}

interface LayoutProps<V extends SectionBaseValues> {
  form: SectionFormState<V>;
  ariaLabel: string;
  className?: string;
  /** Fields before the title. */
  leading?: ReactNode;
  contentLabel: string;
  contentHint: string;
  contentRows: number;
  saving: boolean;
  /** Save waits, e.g. while a picture is still uploading. */
  saveDisabled?: boolean;
  onCancel(): void;
  /** Fields between the text and the visibility and order row. */
  children?: ReactNode;
}

/** A section form: title, text, whatever the page adds, visibility, order, Save and Cancel. */
export function SectionFormLayout<V extends SectionBaseValues>(props: LayoutProps<V>) {
  const { form, saving } = props;
  const { field, helper, intent, values, set, errors } = form;
  return (
    <form className={props.className} onSubmit={form.submit} noValidate aria-label={props.ariaLabel}>
      {props.leading}
      <SectionTextBox form={form} name="title" label="Title" />
      <FormGroup
        label={props.contentLabel}
        labelFor={field('content')}
        intent={intent('content')}
        helperText={helper('content', props.contentHint)}
      >
        <TextArea
          id={field('content')}
          rows={props.contentRows}
          fill
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
          {...errorProps(field('content'), errors.content)}
        />
      </FormGroup>
      {props.children}
      <div className="adm-form-row">
        <Switch
          label="Visible"
          checked={values.isVisible}
          onChange={(e) => set('isVisible', e.currentTarget.checked)}
        />
        <FormGroup
          label="Order"
          labelFor={field('order')}
          intent={intent('displayOrder')}
          helperText={helper('displayOrder')}
        >
          <InputGroup
            id={field('order')}
            type="number"
            inputMode="numeric"
            step={1}
            value={String(values.displayOrder)}
            onValueChange={(v) => set('displayOrder', v)}
            {...errorProps(field('displayOrder'), errors.displayOrder)}
          />
        </FormGroup>
      </div>
      <div className="adm-actions">
        <Button type="submit" intent="primary" loading={saving} disabled={props.saveDisabled} text="Save" />
        <Button text="Cancel" onClick={props.onCancel} disabled={saving} />
      </div>
    </form>
  );
}

/** The question before a page section is deleted; `children` says what goes. */
export function DeleteSectionAlert(props: {
  isOpen: boolean;
  loading: boolean;
  onCancel(): void;
  onConfirm(): void;
  children: ReactNode;
}) {
  return (
    <Alert {...props} intent="danger" icon={<Trash />} confirmButtonText="Delete Section" cancelButtonText="Cancel" />
  );
}
