import { ContactForm } from '../forms/ContactForm';

/** The header's "Contact" link and the footer's Contact heading land here (/#contact). */
export function ContactSection() {
  return (
    <section id="contact" className="page-section" aria-labelledby="contact-title">
      <div className="container">
        <div className="section-header">
          <h2 id="contact-title">Contact Us</h2>
          <p>Questions about a visit, an event or volunteering? Write to us and a volunteer will answer.</p>
        </div>
        <ContactForm showContactInfo />
      </div>
    </section>
  );
}
