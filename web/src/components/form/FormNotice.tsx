import type { FormMessage } from '@shared/forms/publicForms';

/**
 * How a form came out, written into the page: the answer the server renders to a form the browser posted itself
 * carries the same title and text the scripted form shows in its notice.
 */
export function FormNotice({ ok, message }: { ok: boolean; message: FormMessage }) {
  return (
    <div className={`form-notice ${ok ? 'form-notice-success' : 'form-notice-error'}`} role={ok ? 'status' : 'alert'}>
      <p className="form-notice-title">{message.title}</p>
      <p>{message.description}</p>
    </div>
  );
}
