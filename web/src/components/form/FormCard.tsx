import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  /** Id for the heading, which also names the form for assistive technology. */
  titleId: string;
  title: string;
  subtitle?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A titled card holding one public form; validation is left to the shared schemas, not the browser. */
export function FormCard({ titleId, title, subtitle, onSubmit, children }: Props) {
  return (
    <div className="card form-card">
      <div className="card-body">
        <h3 id={titleId} className="form-card-title">
          {title}
        </h3>
        {subtitle && <p className="form-card-subtitle">{subtitle}</p>}
        {/* method="post": sent before the scripts have started, the details do not end up in an address (ADR 024). */}
        <form className="form-stack" aria-labelledby={titleId} method="post" noValidate onSubmit={onSubmit}>
          {children}
        </form>
      </div>
    </div>
  );
}
