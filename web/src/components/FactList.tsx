import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  detail: ReactNode;
}

/** The preserve's opening hours from the site settings, the same wherever a page lists them; none when empty. */
export const openingHoursFact = (hours: string): Fact | null => (hours ? { term: 'Hours', detail: hours } : null);

/**
 * Short facts as term and detail pairs (visiting hours, founding year...), laid out as a grid of small cards.
 * A fact given as null (a detail the site settings leave empty) is left out.
 */
export function FactList({ facts }: { facts: Array<Fact | null> }) {
  return (
    <dl className="fact-list">
      {facts
        .filter((f): f is Fact => f !== null)
        .map((f) => (
          <div key={f.term}>
            <dt>{f.term}</dt>
            <dd>{f.detail}</dd>
          </div>
        ))}
    </dl>
  );
}
