import type { ReactNode } from 'react';
import { Button, Classes, Spinner } from '@blueprintjs/core';

export type StateHeadingLevel = 2 | 3;

export type ScreenStateProps =
  /** Still loading: a spinner with words, announced politely. */
  | { kind: 'loading'; label: string }
  /** Nothing to show yet: the screen's empty-state title, a hint, and maybe a first action. */
  | { kind: 'empty'; title: string; description?: ReactNode; action?: ReactNode; level?: StateHeadingLevel }
  /** A load failed: say so (announced at once) and offer a way to try again. */
  | {
      kind: 'error';
      title: string;
      description?: ReactNode;
      onRetry(): void;
      retryLabel?: string;
      level?: StateHeadingLevel;
    };

/**
 * The loading, empty and error states of every admin screen, panel and dialog, in one look. The heading level
 * follows where the state sits: 2 under a screen's h1, 3 inside a panel or dialog that already has an h2. It
 * borrows Blueprint's NonIdealState classes but not the component, whose own h4 around a `title` would put a
 * heading inside a heading and break the page's heading order.
 */
export function ScreenState(props: ScreenStateProps) {
  if (props.kind === 'loading') {
    return (
      <div className="adm-state" role="status">
        <Spinner size={24} aria-hidden />
        <span>{props.label}</span>
      </div>
    );
  }
  const Heading = props.level === 3 ? 'h3' : 'h2';
  const action =
    props.kind === 'error' ? (
      <Button intent="primary" text={props.retryLabel ?? 'Try Again'} onClick={props.onRetry} />
    ) : (
      props.action
    );
  return (
    <div
      className={`${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical adm-empty`}
      role={props.kind === 'error' ? 'alert' : undefined}
    >
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <Heading className="adm-empty-title">{props.title}</Heading>
        {props.description && <div className="adm-empty-description">{props.description}</div>}
      </div>
      {action}
    </div>
  );
}

/** The line under a list when one of its actions failed: "The <what> could not be <done>. Please try again." */
export function ActionFailed({ failed, what }: { failed: boolean; what: string }) {
  if (!failed) return null;
  return (
    <p className="adm-meta" role="alert">
      The {what}. Please try again.
    </p>
  );
}
