import { useState } from 'react';
import type { z } from 'zod';
import type { FormMessage, PublicFormName } from '@shared/forms/publicForms';
import { useFormOutcome } from '../../lib/formOutcome';
import { useSubmission } from '../../lib/useSubmission';
import { useZodForm, type LazySchema } from '../../lib/useZodForm';
import { FormNotice } from './FormNotice';

interface Options<S extends z.ZodType> {
  name: PublicFormName;
  schema: LazySchema<S>;
  empty: Record<string, string>;
  /** The JSON route the scripted form posts to. */
  path: string;
  messages: { success: FormMessage; failure: { title: string; fallback: string } };
}

/**
 * One public form on a page (contact, volunteer): what the browser posted itself shows as a notice until the form is
 * sent again with scripts; a success empties the fields.
 */
export function usePublicForm<S extends z.ZodType>({ name, schema, empty, path, messages }: Options<S>) {
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
    notice: posted && showPosted && <FormNotice ok={posted.ok} message={posted.message} />,
    onSubmit: form.handleSubmit((data) => {
      setShowPosted(false);
      mutation.mutate(data);
    }),
  };
}
