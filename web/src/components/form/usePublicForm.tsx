import { useState } from 'react';
import type { z } from '../../../../shared/schemas/zod';
import { CONTACT_MESSAGES, FORM_POST_PATHS, VOLUNTEER_MESSAGES } from '@shared/forms/publicForms';
import { useFormOutcome } from '../../lib/formOutcome';
import { useSubmission } from '../../lib/useSubmission';
import { useZodForm, type LazySchema } from '../../lib/useZodForm';
import { FormNotice } from './FormNotice';

/** Each card form's JSON route (where the scripted form posts) and what its toasts say. */
const CARD_FORMS = {
  contact: { path: '/api/contact', messages: CONTACT_MESSAGES },
  volunteer: { path: '/api/volunteers', messages: VOLUNTEER_MESSAGES },
} as const;

/**
 * One public form on a page (contact, volunteer): what the browser posted itself shows as a notice until the form is
 * sent again with scripts; a success empties the fields.
 */
export function usePublicForm<S extends z.ZodType>(
  name: keyof typeof CARD_FORMS,
  schema: LazySchema<S>,
  empty: Record<string, string>,
) {
  const { path, messages } = CARD_FORMS[name];
  const posted = useFormOutcome(name);
  const [showPosted, setShowPosted] = useState(true);
  const form = useZodForm(schema, empty, { posted });
  const mutation = useSubmission<z.output<S>>({
    path,
    success: messages.success,
    failure: messages.failure,
    onSuccess: () => form.reset(),
  });
  return {
    form,
    pending: mutation.isPending,
    /** What the form's FormCard takes from it: where the browser posts it itself, the notice, the scripted send. */
    card: {
      action: FORM_POST_PATHS[name],
      notice: posted && showPosted && <FormNotice ok={posted.ok} message={posted.message} />,
      onSubmit: form.handleSubmit((data) => {
        setShowPosted(false);
        mutation.mutate(data);
      }),
    },
  };
}
