import type { ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';

/**
 * An empty state with one heading at the level the page needs. common/ScreenStates' EmptyState puts its h2
 * inside NonIdealState's own h4, which axe reports as heading-order (reported to the integrator); this keeps
 * the same look without the extra heading.
 */
export function EmptyNotice({ title, level = 2, description, action }: { title: string; level?: 2 | 3; description?: ReactNode; action?: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical adm-empty`}>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <Heading className="adm-empty-title">{title}</Heading>
        {description && <div>{description}</div>}
      </div>
      {action}
    </div>
  );
}
