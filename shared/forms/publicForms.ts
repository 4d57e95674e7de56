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

/**
 * A registration answers the same whether the address was new or already registered (the owner of an address
 * already registered is told by e-mail that nothing changed), so both texts hold for both. `unmailed` is for when
 * the address has had too many messages from the site lately and the confirmation was held back.
 */
export const REGISTRATION_MESSAGES = {
  success: (eventTitle: string, email: string): FormMessage => ({
    title: 'Registration Successful!',
    description: `You're registered for ${eventTitle}. A confirmation e-mail has been sent to ${email}.`,
  }),
  unmailed: (eventTitle: string, email: string): FormMessage => ({
    title: 'Registration Successful!',
    description: `You're registered for ${eventTitle}. We could not send a confirmation to ${email}: it has had several messages from us in the last hours. Please note the event's date and time.`,
  }),
  failure: { title: 'Registration Failed', fallback: 'There was an error registering for this event.' },
} as const;

/**
 * The same answer for a new place, an address already waiting and one already registered, so the form cannot be used
 * to learn who signed up: the mail says which (the place on the list, or that nothing changed).
 */
export const WAITLIST_MESSAGES = {
  success: (eventTitle: string, email: string): FormMessage => ({
    title: 'Check Your Inbox',
    description: `We've e-mailed ${email} about the waiting list for ${eventTitle}: its place on the list, or, if it was already signed up, that nothing has changed. If a spot opens up, the first person waiting is registered at once and told by e-mail.`,
  }),
  unmailed: (eventTitle: string, email: string): FormMessage => ({
    title: 'Check Back Later',
    description: `We could not e-mail ${email}: it has had several messages from us in the last hours. Unless it was already signed up for ${eventTitle}, it is on the waiting list now; if a spot opens up, the first person waiting is registered at once.`,
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

/**
 * Where each form posts when the browser sends it itself. The answer is a redirect to the form's page, which keeps
 * the form's #fragment and so brings the outcome into view.
 */
export const FORM_POST_PATHS = {
  volunteer: '/api/forms/volunteer',
  contact: '/api/forms/contact',
  newsletter: '/api/forms/newsletter',
  registration: (eventId: string) => `/api/forms/events/${encodeURIComponent(eventId)}/register`,
  waitlist: (eventId: string) => `/api/forms/events/${encodeURIComponent(eventId)}/waitlist`,
} as const;

/**
 * The hidden field every public form carries: a token rendered into the page, so a second post of the same
 * submission (a reload, a second press, Back and send again) is recognised and stored once (ADR 055).
 */
export const FORM_TOKEN_FIELD = 'formToken';

/** The query parameter of the page a form post redirects to: it names the kept outcome, never what was typed. */
export const FORM_RESULT_PARAM = 'result';

/** Shown when the same submission is sent again while the first is still being handled. */
export const FORM_PENDING_MESSAGE: FormMessage = {
  title: 'Already Sent',
  description:
    'We already have this form from you and are still handling it. Reload this page in a moment to see how it went.',
};

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
