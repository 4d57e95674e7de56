import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { historySectionSchema, type HistorySectionInput } from '../../schemas/content';
import type { HistorySectionDto } from '../../api/types';
import { errorProps, firstFieldErrors } from '../home/formErrors';
import { ScreenState } from '../common/ScreenState';

const ImageUploader = lazy(() => import('../../upload/ImageUploader'));

interface Values {
  title: string;
  content: string;
  imageUrl: string;
  imageAlt: string;
  isVisible: boolean;
  /** As typed: the shared schema turns it into a whole number or says why it is not one. */
  displayOrder: number | string;
}

const valuesOf = (s: HistorySectionDto | null, nextOrder: number): Values => ({
  title: s?.title ?? '',
  content: s?.content ?? '',
  imageUrl: s?.imageUrl ?? '',
  imageAlt: s?.imageAlt ?? '',
  isVisible: s?.isVisible ?? true,
  displayOrder: s?.displayOrder ?? nextOrder,
});

interface Props {
  section: HistorySectionDto | null;
  nextOrder: number;
  saving: boolean;
  onSave(values: HistorySectionInput): void;
  onCancel(): void;
}

/** Add or edit one history section: title, text, picture (the shared uploader), order and visibility. */
export function HistorySectionForm({ section, nextOrder, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(section, nextOrder));
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    // The order box gives text; blank means 0, anything else must read as a whole number.
    const order = String(values.displayOrder).trim();
    const payload = { ...values, displayOrder: order === '' ? 0 : Number(order) };
    const parsed = historySectionSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSave(payload);
  }

  const field = (name: string) => `${id}-${name}`;
  const helper = (name: string, fallback?: string) => (errors[name] ? <span id={`${field(name)}-error`}>{errors[name]}</span> : fallback);
  const intent = (name: string) => (errors[name] ? Intent.DANGER : Intent.NONE);
  // A picture chosen in this form is sent as the raw upload URL; the server stores its public path.
  const preview = values.imageUrl && !uploading && values.imageUrl.startsWith('/objects/') ? values.imageUrl : null;

  return (
    <form onSubmit={submit} noValidate aria-label={section ? `Edit history section ${section.title}` : 'New history section'}>
      <FormGroup label="Title" labelFor={field('title')} intent={intent('title')} helperText={helper('title')}>
        <InputGroup id={field('title')} value={values.title} onValueChange={(v) => set('title', v)} intent={intent('title')} {...errorProps(field('title'), errors.title)} />
      </FormGroup>
      <FormGroup label="Text" labelFor={field('content')} intent={intent('content')} helperText={helper('content', 'Leave an empty line between paragraphs.')}>
        <TextArea id={field('content')} rows={6} fill value={values.content} onChange={(e) => set('content', e.target.value)} {...errorProps(field('content'), errors.content)} />
      </FormGroup>
      <fieldset className="adm-fieldset">
        <legend>Picture</legend>
        {preview && <img className="adm-changer-preview" src={preview} alt={values.imageAlt || 'Current picture'} />}
        {values.imageUrl ? (
          <Button text="Remove Picture" variant="minimal" intent="danger" onClick={() => set('imageUrl', '')} />
        ) : (
          <p className="adm-hint">No picture. JPG, PNG or WebP; 800x600 or larger looks best.</p>
        )}
        <Suspense fallback={<ScreenState kind="loading" label="Loading the uploader..." />}>
          <ImageUploader
            label={values.imageUrl ? 'Replace the picture' : 'Add a picture'}
            onCleared={() => setUploading(true)}
            onUploaded={(url) => {
              setUploading(false);
              set('imageUrl', url);
            }}
          />
        </Suspense>
        {errors.imageUrl && (
          <p className="field-error adm-error" role="alert">
            {errors.imageUrl}
          </p>
        )}
        <FormGroup label="Picture description (for people who cannot see it)" labelFor={field('alt')} intent={intent('imageAlt')} helperText={helper('imageAlt')}>
          <InputGroup id={field('alt')} value={values.imageAlt} onValueChange={(v) => set('imageAlt', v)} {...errorProps(field('imageAlt'), errors.imageAlt)} />
        </FormGroup>
      </fieldset>
      <div className="adm-form-row">
        <Switch label="Visible" checked={values.isVisible} onChange={(e) => set('isVisible', e.currentTarget.checked)} />
        <FormGroup label="Order" labelFor={field('order')} intent={intent('displayOrder')} helperText={helper('displayOrder')}>
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
        <Button type="submit" intent="primary" loading={saving} disabled={uploading} text="Save" />
        <Button text="Cancel" onClick={onCancel} disabled={saving} />
      </div>
    </form>
  );
}
