import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, visitorMessage } from '@shared/api/http';
import type { NewsletterSignup } from '@shared/schemas/newsletter';
import { FORM_POST_PATHS, NEWSLETTER_MESSAGES, type FormMessage, type NewsletterPage } from '@shared/forms/publicForms';
import { useFormOutcome } from '../../lib/formOutcome';
import { lazySchema, useZodForm } from '../../lib/useZodForm';
import { FormNotice } from '../form/FormNotice';
import { TextField } from '../form/Fields';
import { HoneypotField } from '../form/HoneypotField';
import { FormTokenField } from '../form/FormTokenField';
import '../../styles/pages/newsletter-signup.css';

const schema = lazySchema(() => import('@shared/schemas/newsletter').then((m) => m.newsletterSignupSchema));

const EMPTY = { email: '', firstName: '', website: '' };

/**
 * The newsletter sign-up box (double opt-in, ADR 035): checked with the server's schema, sent with scripts and
 * answered in place; before or without scripts the browser posts it and the server answers with this page again.
 * `page` says which page that is.
 */
export function NewsletterSignupForm({ page, titleId }: { page: NewsletterPage; titleId: string }) {
  const posted = useFormOutcome('newsletter');
  const form = useZodForm(schema, EMPTY, { posted });
  const [answer, setAnswer] = useState<{ ok: boolean; message: FormMessage } | null>(
    posted ? { ok: posted.ok, message: posted.message } : null,
  );
  const mutation = useMutation({
    mutationFn: (data: NewsletterSignup) => apiRequest('POST', '/api/newsletter/subscribe', data),
    onSuccess: () => {
      setAnswer({ ok: true, message: NEWSLETTER_MESSAGES.success });
      form.reset();
    },
    onError: (err) => {
      const { title, fallback } = NEWSLETTER_MESSAGES.failure;
      setAnswer({ ok: false, message: { title, description: visitorMessage(err) ?? fallback } });
    },
  });

  return (
    <form
      className="newsletter-signup"
      aria-labelledby={titleId}
      action={`${FORM_POST_PATHS.newsletter}#${titleId}`}
      method="post"
      noValidate
      onSubmit={form.handleSubmit((data) => {
        setAnswer(null);
        mutation.mutate(data);
      })}
    >
      {answer && <FormNotice ok={answer.ok} message={answer.message} />}
      <input type="hidden" name="page" value={page} />
      <div className="newsletter-signup-fields">
        <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
        <TextField form={form} name="firstName" label="First name (optional)" autoComplete="given-name" />
      </div>
      <HoneypotField form={form} />
      <FormTokenField />
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}
