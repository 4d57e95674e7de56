import type { ReactNode } from 'react';

/**
 * A screen made of panels that sit under a public page on the web (home content, history): the desktop has
 * no page around them, so it gives them the screen's own level-one heading.
 */
export function PanelScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="adm-screen">
      <h1 tabIndex={-1}>{title}</h1>
      {children}
    </div>
  );
}
