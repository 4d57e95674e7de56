import { ContactForm } from '../forms/ContactForm';
import { usePageText, usePageTextHeading } from '../PageText';
import { HomeSection } from './HomeSection';

/** The header's "Contact" link and the footer's Contact heading land here (/#contact). */
export function ContactSection() {
  const intro = usePageText('contact-intro');
  return (
    <HomeSection
      anchor="contact"
      title={usePageTextHeading('contact-intro', intro) ?? 'Contact Us'}
      intro={intro?.body}
    >
      <ContactForm showContactInfo />
    </HomeSection>
  );
}
