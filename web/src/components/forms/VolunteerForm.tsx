import { VOLUNTEER_INTERESTS } from '@shared/constants';
import { FORM_POST_PATHS } from '@shared/forms/publicForms';
import { lazySchema } from '../../lib/useZodForm';
import { usePublicForm } from '../form/usePublicForm';
import { NameFields, SelectField, TextAreaField, TextField } from '../form/Fields';
import { FormCard } from '../form/FormCard';
import { HoneypotField } from '../form/HoneypotField';

const schema = lazySchema(() => import('@shared/schemas/volunteers').then((m) => m.insertVolunteerSchema));

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  interest: '',
  experience: '',
  availability: '',
  website: '',
};

/** The volunteer application; checked with the same schema as the server. */
export function VolunteerForm() {
  const { form, pending, notice, onSubmit } = usePublicForm('volunteer', schema, EMPTY);
  return (
    <FormCard
      titleId="volunteer-form-title"
      title="Volunteer Registration"
      subtitle="Ready to make a difference? Fill out our volunteer application form."
      action={FORM_POST_PATHS.volunteer}
      notice={notice}
      onSubmit={onSubmit}
    >
      <NameFields form={form} />
      <div className="form-row">
        <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
        <TextField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      </div>
      <SelectField
        form={form}
        name="interest"
        label="Area of Interest"
        required
        options={VOLUNTEER_INTERESTS}
        placeholder="Choose an area of interest"
      />
      <TextAreaField
        form={form}
        name="experience"
        label="Relevant Experience (optional)"
        rows={3}
        placeholder="Gardening, trail work, teaching, event help..."
      />
      <TextAreaField
        form={form}
        name="availability"
        label="Availability (optional)"
        rows={3}
        placeholder="Weekday mornings, weekends, once a month..."
      />
      <HoneypotField form={form} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? 'Submitting...' : 'Submit Application'}
      </button>
    </FormCard>
  );
}
