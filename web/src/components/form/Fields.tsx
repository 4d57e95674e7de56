import type { InputHTMLAttributes, ReactNode } from 'react';
import type { ZodForm } from '../../lib/useZodForm';

interface Common {
  form: ZodForm;
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

function Wrapper({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && <p className="field-hint">{hint}</p>}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  form,
  name,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
  placeholder,
}: Common & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; placeholder?: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'inputMode'
  >) {
  const { error, ...f } = form.field(name);
  return (
    <Wrapper id={f.id} label={label} required={required} hint={hint} error={error}>
      <input
        {...f}
        type={type}
        required={required}
        aria-required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Wrapper>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  required,
  hint,
  rows = 3,
  placeholder,
}: Common & { rows?: number; placeholder?: string }) {
  const { error, ...f } = form.field(name);
  return (
    <Wrapper id={f.id} label={label} required={required} hint={hint} error={error}>
      <textarea {...f} rows={rows} required={required} aria-required={required} placeholder={placeholder} />
    </Wrapper>
  );
}

export function SelectField({
  form,
  name,
  label,
  required,
  hint,
  options,
  placeholder = 'Select an option',
}: Common & { options: readonly string[]; placeholder?: string }) {
  const { error, ...f } = form.field(name);
  return (
    <Wrapper id={f.id} label={label} required={required} hint={hint} error={error}>
      <select {...f} required={required} aria-required={required}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

/** First and last name side by side: every public form asks for them the same way. */
export function NameFields({ form }: { form: ZodForm }) {
  return (
    <div className="form-row">
      <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
    </div>
  );
}
