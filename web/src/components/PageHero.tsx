import type { ReactNode } from 'react';
import { PlainText } from '@shared/ui/PlainText';

/** The band at the top of a content page: its h1, the page's lead text when it has one, and anything else given. */
export function PageHero({ title, lead, children }: { title: ReactNode; lead?: string; children?: ReactNode }) {
  return (
    <div className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        {lead && <PlainText text={lead} className="lead" />}
        {children}
      </div>
    </div>
  );
}
