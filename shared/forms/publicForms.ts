/**
 * The public forms' answers, shown alike whether the scripted form sent the details (as a notice) or the browser
 * posted the form itself before or without scripts (on the page the server renders back). Also the addresses those
 * plain posts go to, declared in the route table.
 */

export type PublicFormName = 'volunteer' | 'contact' | 'registration' | 'waitlist' | 'newsletter';

export interface FormMessage {
  title: string;
  description: string;
}

export const VOLUNTEER_MESSAGES = {
  success: {
    title: 'Application Submitted!',
    description: "Thank you for your interest in volunteering. We'll review your application and be in touch soon!",
  },
  failure: { title: 'Submission Failed', fallback: 'There was an error submitting your application.' },
} as const;

export const CONTACT_MESSAGES = {
  success: { title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you soon!" },
  failure: { title: 'Failed to Send Message', fallback: 'There was an error sending your message.' },
} as const;

export const REGISTRATION_MESSAGES = {
  success: (eventTitle: string, email: string): FormMessage => ({
    title: 'Registration Successful!',
    description: `You're registered for ${eventTitle}. A confirmation e-mail has been sent to ${email}.`,
  }),
  failure: { title: 'Registration Failed', fallback: 'There was an error registering for this event.' },
} as const;

export const WAITLIST_MESSAGES = {
  success: (eventTitle: string, position: number, email: string): FormMessage => ({
    title: "You're on the Waiting List",
    description: `You are number ${position} on the waiting list for ${eventTitle}. If a spot opens up, we register you at once and send a confirmation to ${email}.`,
  }),
  failure: { title: 'Could Not Join the Waiting List', fallback: 'There was an error joining the waiting list.' },
} as const;

/**
 * The same answer for an address that is new, still pending or already on the list, so the box cannot be used to
 * learn who subscribes.
 */
export const NEWSLETTER_MESSAGES = {
  success: {
    title: 'Check Your Inbox',
    description:
      "Thank you! If this address is not on our list yet, we've sent it a link: your subscription starts when you open it.",
  },
  failure: { title: 'Sign-up Failed', fallback: 'There was an error signing you up.' },
} as const;

/** The pages that carry the newsletter box; a post from either answers with that page again. */
export const NEWSLETTER_PAGES = { home: '/', events: '/events' } as const;
export type NewsletterPage = keyof typeof NEWSLETTER_PAGES;

/** Where each form posts when the browser sends it itself; the fragment brings the answer into view. */
export const FORM_POST_PATHS = {
  volunteer: '/api/forms/volunteer',
  contact: '/api/forms/contact',
  newsletter: '/api/forms/newsletter',
  registration: (eventId: string) => `/api/forms/events/${encodeURIComponent(eventId)}/register`,
  waitlist: (eventId: string) => `/api/forms/events/${encodeURIComponent(eventId)}/waitlist`,
} as const;

/**
 * How a form the browser posted itself came out, rendered into the page the server answers with. On failure the
 * typed values come back (the honeypot never does) with each field's error; on success the form starts empty.
 */
export interface FormOutcome {
  form: PublicFormName;
  /** The event a registration or waiting-list place was for. */
  eventId?: string;
  ok: boolean;
  message: FormMessage;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}
