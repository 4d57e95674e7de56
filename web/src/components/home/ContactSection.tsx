import { ContactForm } from '../forms/ContactForm';
import { HomeSection } from './HomeSection';

/** The header's "Contact" link and the footer's Contact heading land here (/#contact). */
export function ContactSection() {
  return (
    <HomeSection
      anchor="contact"
      title="Contact Us"
      intro="Questions about a visit, an event or volunteering? Write to us and a volunteer will answer."
    >
      <ContactForm showContactInfo />
    </HomeSection>
  );
}
