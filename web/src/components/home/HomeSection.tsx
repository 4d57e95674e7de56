import type { ReactNode } from 'react';
import { PlainText } from '@shared/ui/PlainText';

interface Props {
  /** The fragment the header's and footer's links point at (/#anchor); the heading's id is derived from it. */
  anchor: string;
  title: string;
  /** The words under the heading (a page text); none: the heading stands alone. */
  intro?: string;
  /** The tinted background that alternates with the plain one down the page. */
  alt?: boolean;
  children: ReactNode;
}

/** A band of the home page that a site link lands on: its centred heading and introduction, then its content. */
export function HomeSection({ anchor, title, intro, alt = false, children }: Props) {
  const titleId = `${anchor}-title`;
  return (
    <section id={anchor} className={alt ? 'page-section section-alt' : 'page-section'} aria-labelledby={titleId}>
      <div className="container">
        <div className="section-header">
          <h2 id={titleId}>{title}</h2>
          {intro && <PlainText text={intro} />}
        </div>
        {children}
      </div>
    </section>
  );
}
