import { createContext, useContext } from 'react';
import type { FormOutcome, PublicFormName } from '@shared/forms/publicForms';

/** The outcome of a form the browser posted itself, when the server answered that post with this page. */
export const FormOutcomeContext = createContext<FormOutcome | null>(null);

/** The posted outcome for this form (and event, for a registration), if the page is the answer to one. */
export function useFormOutcome(form: PublicFormName, eventId?: string): FormOutcome | null {
  const outcome = useContext(FormOutcomeContext);
  if (!outcome || outcome.form !== form) return null;
  if (eventId !== undefined && outcome.eventId !== eventId) return null;
  return outcome;
}
