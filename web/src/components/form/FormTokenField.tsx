import { FORM_TOKEN_FIELD } from '@shared/forms/publicForms';
import { useFormToken } from '../../lib/formOutcome';

/**
 * The page's form token, sent when the browser posts the form itself: the server stores a submission once however
 * often the same one is posted (a second press, Back and send again; ADR 055). The scripted send does not need it.
 */
export function FormTokenField() {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={useFormToken()} />;
}
