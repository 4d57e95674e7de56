import { VOLUNTEER_INTERESTS } from '@shared/constants';
import { lazySchema } from '../../lib/useZodForm';
import { usePublicForm } from '../form/usePublicForm';
import { NameFields, SelectField, TextAreaField, TextField } from '../form/Fields';
import { FormCard } from '../form/FormCard';
import { HoneypotField } from '../form/HoneypotField';
import { FormTokenField } from '../form/FormTokenField';

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

/** The application's free-text boxes, in order. */
const FREE_TEXT_FIELDS = [
  {
    name: 'experience',
    label: 'Relevant Experience (optional)',
    placeholder: 'Gardening, trail work, teaching, event help...',
  },
  {
    name: 'availability',
    label: 'Availability (optional)',
    placeholder: 'Weekday mornings, weekends, once a month...',
  },
];

/** The volunteer application; checked with the same schema as the server. */
export function VolunteerForm() {
  const { form, pending, card } = usePublicForm('volunteer', schema, EMPTY);
  return (
    <FormCard
      titleId="volunteer-form-title"
      title="Volunteer Registration"
      subtitle="Ready to make a difference? Fill out our volunteer application form."
      {...card}
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
      {FREE_TEXT_FIELDS.map((field) => (
        <TextAreaField key={field.name} form={form} {...field} />
      ))}
      <HoneypotField form={form} />
      <FormTokenField />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? 'Submitting...' : 'Submit Application'}
      </button>
    </FormCard>
  );
}
