import { createContext, useContext } from 'react';
import type { FormOutcome, PublicFormName } from '@shared/forms/publicForms';

/**
 * What the page knows of forms the browser posts itself (ADR 055): the outcome, when the page is the result a form
 * post redirected to, and the token its public forms carry.
 */
export interface FormPosts {
  outcome: FormOutcome | null;
  token: string;
}

export const FormPostsContext = createContext<FormPosts>({ outcome: null, token: '' });

/** The posted outcome for this form (and event, for a registration), if the page is the result of one. */
export function useFormOutcome(form: PublicFormName, eventId?: string): FormOutcome | null {
  const { outcome } = useContext(FormPostsContext);
  if (!outcome || outcome.form !== form) return null;
  if (eventId !== undefined && outcome.eventId !== eventId) return null;
  return outcome;
}

/** The token a public form sends when the browser posts it itself. */
export const useFormToken = (): string => useContext(FormPostsContext).token;
