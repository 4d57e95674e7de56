import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  /** Id for the heading, which also names the form for assistive technology. */
  titleId: string;
  title: string;
  subtitle?: string;
  /** Where the browser posts the form itself when its scripts have not started (or never do). */
  action: string;
  /** What came of the last post, shown above the fields. */
  notice?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A titled card holding one public form; validation is left to the shared schemas, not the browser. */
export function FormCard({ titleId, title, subtitle, action, notice, onSubmit, children }: Props) {
  return (
    <div className="card form-card">
      <div className="card-body">
        <h3 id={titleId} className="form-card-title">
          {title}
        </h3>
        {subtitle && <p className="form-card-subtitle">{subtitle}</p>}
        {notice}
        {/* Posted by the browser itself before the scripts have started: the server checks, stores and answers
            with this page again (ADR 030). With scripts, onSubmit sends it and the page stays. */}
        <form
          className="form-stack"
          aria-labelledby={titleId}
          action={`${action}#${titleId}`}
          method="post"
          noValidate
          onSubmit={onSubmit}
        >
          {children}
        </form>
      </div>
    </div>
  );
}
