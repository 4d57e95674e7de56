import { HONEYPOT_FIELD } from '@shared/constants';
import type { ZodForm } from '../../lib/useZodForm';

/**
 * A box for bots only (shared/schemas/common.ts, honeypotField). It is in the page as an ordinary text input,
 * because bots that fill forms skip display:none, but it is moved off screen (visually-hidden), hidden from
 * screen readers (aria-hidden), out of the tab order and away from autofill, so no person ever fills it.
 */
export function HoneypotField({ form }: { form: ZodForm }) {
  const { id, name, value, onChange } = form.field(HONEYPOT_FIELD);
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name={name} value={value} onChange={onChange} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
