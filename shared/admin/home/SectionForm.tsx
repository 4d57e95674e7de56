import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { upsertHomeContentSchema, type UpsertHomeContent } from '../../schemas/content';
import { errorProps, firstFieldErrors } from './formErrors';

export interface SectionFormValues {
  section: string;
  title: string;
  content: string;
  isVisible: boolean;
  /** As typed: the shared schema turns it into a whole number or says why it is not one. */
  displayOrder: number | string;
}

interface Props {
  /** 'new' shows the section name box and a 4-row content box; 'edit' keeps the name and shows 6 rows. */
  mode: 'new' | 'edit';
  initial: SectionFormValues;
  saving: boolean;
  onSave(values: UpsertHomeContent): void;
  onCancel(): void;
}

/** The add and edit form of a home page section, checked with the same schema the server uses. */
export function SectionForm({ mode, initial, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof SectionFormValues>(key: K, value: SectionFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    // The order box gives text; blank means 0, anything else must read as a whole number.
    const order = String(values.displayOrder).trim();
    const payload = { ...values, displayOrder: order === '' ? 0 : Number(order) };
    const parsed = upsertHomeContentSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSave(payload);
  }

  const field = (name: string) => `${id}-${name}`;
  const helper = (name: string) => (errors[name] ? <span id={`${field(name)}-error`}>{errors[name]}</span> : undefined);
  const intent = (name: string) => (errors[name] ? Intent.DANGER : Intent.NONE);

  return (
    <form
      className="adm-section-form"
      onSubmit={submit}
      noValidate
      aria-label={mode === 'new' ? 'New section' : `Edit section ${initial.section}`}
    >
      {mode === 'new' && (
        <FormGroup
          label="Section name"
          labelFor={field('section')}
          intent={intent('section')}
          helperText={helper('section')}
        >
          <InputGroup
            id={field('section')}
            value={values.section}
            onValueChange={(v) => set('section', v)}
            intent={intent('section')}
            placeholder="e.g. spring-news"
            {...errorProps(field('section'), errors.section)}
          />
        </FormGroup>
      )}
      <FormGroup label="Title" labelFor={field('title')} intent={intent('title')} helperText={helper('title')}>
        <InputGroup
          id={field('title')}
          value={values.title}
          onValueChange={(v) => set('title', v)}
          {...errorProps(field('title'), errors.title)}
        />
      </FormGroup>
      <FormGroup
        label="Content"
        labelFor={field('content')}
        intent={intent('content')}
        helperText={
          helper('content') ??
          "Plain text, simple HTML, or a video link (YouTube, Vimeo or one of the site's video files) followed by text."
        }
      >
        <TextArea
          id={field('content')}
          rows={mode === 'new' ? 4 : 6}
          fill
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
          {...errorProps(field('content'), errors.content)}
        />
      </FormGroup>
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
        <Button type="submit" intent="primary" loading={saving} text="Save" />
        <Button text="Cancel" onClick={onCancel} disabled={saving} />
      </div>
    </form>
  );
}
