import { Button } from '@blueprintjs/core';

/**
 * Empty and error states for panels that sit inside a public page under an h2. The shared EmptyState and
 * ErrorState put their h2 inside Blueprint's h4 (NonIdealState), which breaks the page's heading order there.
 */
export function PanelEmpty({ title, description }: { title: string; description: string }) {
  return (
    <div className="adm-panel-state">
      <h3>{title}</h3>
      <p>{description}</p>
    </div>
  );
}

export function PanelError({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <div className="adm-panel-state" role="alert">
      <h3>{title}</h3>
      <p>{message}</p>
      <Button intent="primary" text="Try Again" onClick={onRetry} />
    </div>
  );
}
