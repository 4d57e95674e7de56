import { lazySchema } from '../../lib/useZodForm';
import { usePublicForm } from '../form/usePublicForm';
import { NameFields, TextAreaField, TextField } from '../form/Fields';
import { FormCard } from '../form/FormCard';
import { HoneypotField } from '../form/HoneypotField';
import { FormTokenField } from '../form/FormTokenField';
import { ContactInfo } from '../home/ContactInfo';

const schema = lazySchema(() => import('@shared/schemas/contact').then((m) => m.insertContactSchema));

const EMPTY = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' };

/**
 * The contact form, checked with the same schema as the server. `showContactInfo` puts the organisation's
 * address, e-mail, phone, map and newsletter links beside it (the optional contact-information panel).
 */
export function ContactForm({ showContactInfo = false }: { showContactInfo?: boolean }) {
  const { form, pending, card } = usePublicForm('contact', schema, EMPTY);

  const formCard = (
    <FormCard titleId="contact-form-title" title="Send Us a Message" {...card}>
      <NameFields form={form} />
      <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      <TextField form={form} name="subject" label="Subject" required />
      <TextAreaField form={form} name="message" label="Message" required rows={6} />
      <HoneypotField form={form} />
      <FormTokenField />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? 'Sending...' : 'Send Message'}
      </button>
    </FormCard>
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
