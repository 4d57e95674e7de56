import type { ReactNode } from 'react';
import type { Organisation } from '@shared/organisation';
import { LogoMark } from '../components/Logo';

/** The card every server-rendered account page sits in: the organisation's mark, then the content. */
export function AuthCard({ org, children }: { org: Organisation; children: ReactNode }) {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <a href="/" className="brand auth-brand">
          <LogoMark />
          <span className="brand-name">{org.name}</span>
        </a>
        {children}
      </div>
    </main>
  );
}

/** The one message a failed submission announces (role=alert reads it out when the page loads). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  defaultValue?: string;
  hint?: string;
  errors?: string[];
  minLength?: number;
  maxLength?: number;
}

/** A labelled input; its hint and errors are tied to it with aria-describedby so screen readers read them. */
export function Field({ id, name, label, type = 'text', autoComplete, defaultValue, hint, errors, minLength, maxLength }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={defaultValue}
        minLength={minLength}
        maxLength={maxLength}
        aria-describedby={describedBy}
        aria-invalid={errorId ? true : undefined}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field-error">
          {errors!.join(' ')}
        </p>
      )}
    </div>
  );
}
