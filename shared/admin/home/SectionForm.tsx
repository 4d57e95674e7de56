import { upsertHomeContentSchema, type UpsertHomeContent } from '../../schemas/content';
import { SectionFormLayout, type SectionBaseValues, SectionTextBox, useSectionForm } from '../common/sectionForm';

export interface SectionFormValues extends SectionBaseValues {
  section: string;
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
  const form = useSectionForm(upsertHomeContentSchema, initial, onSave);
  return (
    <SectionFormLayout
      form={form}
      className="adm-section-form"
      ariaLabel={mode === 'new' ? 'New section' : `Edit section ${initial.section}`}
      leading={
        mode === 'new' && (
          <SectionTextBox form={form} name="section" label="Section name" placeholder="e.g. spring-news" />
        )
      }
      contentLabel="Content"
      contentHint="Plain text, simple HTML, or a video link (YouTube, Vimeo or one of the site's video files) followed by text."
      contentRows={mode === 'new' ? 4 : 6}
      saving={saving}
      onCancel={onCancel}
    />
  );
}
