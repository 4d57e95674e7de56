import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** The tinted background that alternates with the plain one down a page. */
  alt?: boolean;
  /** Classes added to the container, e.g. 'prose'. */
  containerClass?: string;
  children: ReactNode;
}

/** A full-width band of a content page with its h2 heading. */
export function PageSection({ id, title, alt = false, containerClass, children }: Props) {
  return (
    <section className={alt ? 'page-section section-alt' : 'page-section'} aria-labelledby={id}>
      <div className={containerClass ? `container ${containerClass}` : 'container'}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
