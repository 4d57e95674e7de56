import { useMutation } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '../../../../shared/api/http';
import { insertContactSchema, type InsertContact } from '../../../../shared/schemas/contact';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/useZodForm';
import { TextAreaField, TextField } from '../form/Fields';
import { ContactInfo } from '../home/ContactInfo';

const EMPTY = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * The contact form (spec sections 2, 5 and 8). `showContactInfo` puts the organisation's address, e-mail,
 * phone, map and newsletter links beside it (the spec's optional contact-information panel).
 */
export function ContactForm({ showContactInfo = false }: { showContactInfo?: boolean }) {
  const form = useZodForm(insertContactSchema, EMPTY);
  const mutation = useMutation({
    mutationFn: (data: InsertContact) => apiRequest('POST', '/api/contact', data),
    onSuccess: () => {
      toast({ title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you soon!" });
      form.reset();
    },
    onError: (err) => {
      toast({
        title: 'Failed to Send Message',
        description: serverMessage(err) ?? 'There was an error sending your message.',
        variant: 'destructive',
      });
    },
  });

  const formCard = (
    <div className="card form-card">
      <div className="card-body">
        <h3 id="contact-form-title" className="form-card-title">
          Send Us a Message
        </h3>
        <form
          className="form-stack"
          aria-labelledby="contact-form-title"
          noValidate
          onSubmit={form.handleSubmit((data) => mutation.mutate(data))}
        >
          <div className="form-row">
            <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
            <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
          </div>
          <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
          <TextField form={form} name="subject" label="Subject" required />
          <TextAreaField form={form} name="message" label="Message" required rows={6} />
          <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
            {mutation.isPending ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      </div>
    </div>
  );

  if (!showContactInfo) return formCard;
  return (
    <div className="contact-layout">
      <div className="card contact-info-card">
        <div className="card-body">
          <h3 className="form-card-title">Get in Touch</h3>
          <ContactInfo full headingLevel={4} />
        </div>
      </div>
      {formCard}
    </div>
  );
}
