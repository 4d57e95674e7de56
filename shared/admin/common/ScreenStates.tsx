import type { ReactNode } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';

/** A list that is still loading: a spinner with words, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="adm-state" role="status">
      <Spinner size={24} aria-hidden />
      <span>{label}</span>
    </div>
  );
}

/**
 * The state's h2 and words. Blueprint wraps a `title` in its own h4, which would put a heading inside a
 * heading (invalid, and axe's heading-order fails); passing both as the description avoids that.
 */
function StateText({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div>
      <h2 className="adm-empty-title">{title}</h2>
      {description && <div className="adm-empty-description">{description}</div>}
    </div>
  );
}

/** Nothing to show yet: the spec's empty-state title, a hint, and maybe a first action. */
export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return <NonIdealState className="adm-empty" description={<StateText title={title} description={description} />} action={action as never} />;
}

/** A load failed: say so and offer a way to try again. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Try Again' }: { title: string; message?: string; onRetry(): void; retryLabel?: string }) {
  return (
    <NonIdealState
      className="adm-empty"
      description={<StateText title={title} description={message} />}
      action={<Button intent="primary" text={retryLabel} onClick={onRetry} />}
    />
  );
}
