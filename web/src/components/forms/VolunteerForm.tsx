import { useMutation } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '../../../../shared/api/http';
import { VOLUNTEER_INTERESTS } from '../../../../shared/constants';
import { insertVolunteerSchema, type InsertVolunteer } from '../../../../shared/schemas/volunteers';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/useZodForm';
import { SelectField, TextAreaField, TextField } from '../form/Fields';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', interest: '', experience: '', availability: '' };

/** The volunteer application (spec sections 2, 5 and 8); checked with the same schema as the server. */
export function VolunteerForm() {
  const form = useZodForm(insertVolunteerSchema, EMPTY);
  const mutation = useMutation({
    mutationFn: (data: InsertVolunteer) => apiRequest('POST', '/api/volunteers', data),
    onSuccess: () => {
      toast({
        title: 'Application Submitted!',
        description: "Thank you for your interest in volunteering. We'll review your application and be in touch soon!",
      });
      form.reset();
    },
    onError: (err) => {
      toast({
        title: 'Submission Failed',
        description: serverMessage(err) ?? 'There was an error submitting your application.',
        variant: 'destructive',
      });
    },
  });
  return (
    <div className="card form-card">
      <div className="card-body">
        <h3 id="volunteer-form-title" className="form-card-title">
          Volunteer Registration
        </h3>
        <p className="form-card-subtitle">Ready to make a difference? Fill out our volunteer application form.</p>
        <form
          className="form-stack"
          aria-labelledby="volunteer-form-title"
          noValidate
          onSubmit={form.handleSubmit((data) => mutation.mutate(data))}
        >
          <div className="form-row">
            <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
            <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
          </div>
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
          <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
            {mutation.isPending ? 'Submitting...' : 'Submit Application'}
          </button>
        </form>
      </div>
    </div>
  );
}
