import type { ReactNode } from 'react';
import type { Organisation } from '@shared/organisation';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULES } from '@shared/schemas/auth';
import { SiteLogo } from '../components/Logo';

/** The card every server-rendered account page sits in: the organisation's mark, then the content. */
export function AuthCard({ org, children }: { org: Organisation; children: ReactNode }) {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <a href="/" className="brand auth-brand">
          <SiteLogo url={org.logoUrl} priority />
          {(org.name || org.preserveName) && <span className="brand-name">{org.name || org.preserveName}</span>}
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
export function Field({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  hint,
  errors,
  minLength,
  maxLength,
}: FieldProps) {
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

export interface PostFormProps {
  action: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  /** Values carried along unseen (a token, where to return to). */
  hidden?: Record<string, string>;
  children?: ReactNode;
}

/** A plain POST form that works without JavaScript: its hidden values, its fields, then one full-width button. */
export function PostForm({ action, labelledBy, submitLabel, hidden = {}, children }: PostFormProps) {
  return (
    <form method="post" action={action} className="form-stack" aria-labelledby={labelledBy}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className="btn btn-primary btn-block">
        {submitLabel}
      </button>
    </form>
  );
}

/**
 * The form behind an e-mailed link, carrying its token, after the message of a failed try; once the token is
 * unusable, a link to what to do instead.
 */
export function TokenForm({
  token,
  error,
  form,
  otherwise,
  children,
}: {
  token: string | null;
  error?: string;
  form: Omit<PostFormProps, 'hidden' | 'children'>;
  otherwise: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert message={error} />
      {token ? (
        <PostForm {...form} hidden={{ token }}>
          {children}
        </PostForm>
      ) : (
        <p>
          <a href={otherwise.href}>{otherwise.label}</a>
        </p>
      )}
    </>
  );
}

/** The footnote link every account page ends with. */
export function AuthFootnote({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="auth-footnote">
      <a href={href}>{children}</a>
    </p>
  );
}

/** What the pages behind an e-mailed one-button link are given. */
export interface LinkActionProps {
  org: Organisation;
  /** The token from the link while it can still act; null otherwise (then no button is shown). */
  token: string | null;
  /** How things stand, when nothing went wrong (done now, or before). */
  notice?: string;
  error?: string;
}

interface LinkActionPageProps extends LinkActionProps {
  headingId: string;
  heading: string;
  /** The heading once the notice says it is done. */
  doneHeading: string;
  action: string;
  /** The sentence above the button. */
  lead: ReactNode;
  submitLabel: string;
  back: { href: string; label: string };
  /** Shown under the heading (what the link is about). */
  children?: ReactNode;
}

/**
 * The page behind an e-mailed link that acts only when its button is pressed (a POST), never by opening the link,
 * so a mail program that fetches links to scan them changes nothing.
 */
export function LinkActionPage({
  org,
  token,
  notice,
  error,
  headingId,
  heading,
  doneHeading,
  action,
  lead,
  submitLabel,
  back,
  children,
}: LinkActionPageProps) {
  return (
    <AuthCard org={org}>
      <h1 id={headingId}>{notice ? doneHeading : heading}</h1>
      {children}
      <FormAlert message={error} />
      {notice && <p role="status">{notice}</p>}
      {token && (
        <PostForm action={action} labelledBy={headingId} submitLabel={submitLabel} hidden={{ token }}>
          <p>{lead}</p>
        </PostForm>
      )}
      <AuthFootnote href={back.href}>{back.label}</AuthFootnote>
    </AuthCard>
  );
}

/** The field where someone chooses a password, with the rules it must meet said beside it. */
export function NewPasswordField({ id, label, errors }: { id: string; label: string; errors?: string[] }) {
  return (
    <Field
      id={id}
      name="password"
      type="password"
      label={label}
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={PASSWORD_RULES}
      errors={errors}
    />
  );
}
