import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { historySectionSchema, type HistorySectionInput } from '../../schemas/content';
import type { HistorySectionDto } from '../../api/types';
import { SectionFormLayout, type SectionBaseValues, SectionTextBox, useSectionForm } from '../common/sectionForm';
import { AdminImageUpload } from '../common/AdminImageUpload';

interface Values extends SectionBaseValues {
  imageUrl: string;
  imageAlt: string;
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
  const form = useSectionForm(historySectionSchema, () => valuesOf(section, nextOrder), onSave);
  const { values, set, errors } = form;
  const [uploading, setUploading] = useState(false);
  // A picture chosen in this form is sent as the raw upload URL; the server stores its public path.
  const preview = values.imageUrl && !uploading && values.imageUrl.startsWith('/objects/') ? values.imageUrl : null;

  return (
    <SectionFormLayout
      form={form}
      ariaLabel={section ? `Edit history section ${section.title}` : 'New history section'}
      contentLabel="Text"
      contentHint="Leave an empty line between paragraphs."
      contentRows={6}
      saving={saving}
      saveDisabled={uploading}
      onCancel={onCancel}
    >
      <fieldset className="adm-fieldset">
        <legend>Picture</legend>
        {preview && <img className="adm-changer-preview" src={preview} alt={values.imageAlt || 'Current picture'} />}
        {values.imageUrl ? (
          <Button text="Remove Picture" variant="minimal" intent="danger" onClick={() => set('imageUrl', '')} />
        ) : (
          <p className="adm-hint">No picture. JPG, PNG or WebP; 800x600 or larger looks best.</p>
        )}
        <AdminImageUpload
          label={values.imageUrl ? 'Replace the picture' : 'Add a picture'}
          onCleared={() => setUploading(true)}
          onUploaded={(url) => {
            setUploading(false);
            set('imageUrl', url);
          }}
          // A picture that did not upload keeps Save off until it is chosen again or removed.
          onStatusChange={(status) => setUploading(status === 'uploading' || status === 'failed')}
        />
        {errors.imageUrl && (
          <p className="field-error adm-error" role="alert">
            {errors.imageUrl}
          </p>
        )}
        <SectionTextBox
          form={form}
          name="imageAlt"
          idName="alt"
          label="Picture description (for people who cannot see it)"
        />
      </fieldset>
    </SectionFormLayout>
  );
}
