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

/** Nothing to show yet: the spec's empty-state title, a hint, and maybe a first action. */
export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return <NonIdealState className="adm-empty" title={<h2 className="adm-empty-title">{title}</h2>} description={description} action={action as never} />;
}

/** A load failed: say so and offer a way to try again. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Try Again' }: { title: string; message?: string; onRetry(): void; retryLabel?: string }) {
  return (
    <NonIdealState
      className="adm-empty"
      title={<h2 className="adm-empty-title">{title}</h2>}
      description={message}
      action={<Button intent="primary" text={retryLabel} onClick={onRetry} />}
    />
  );
}
