import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  detail: ReactNode;
}

/** The preserve's opening hours, the same wherever a page lists them. */
export const OPENING_HOURS_FACT: Fact = { term: 'Hours', detail: 'Open every day, sunrise to sunset' };

/** Short facts as term and detail pairs (visiting hours, founding year...), laid out as a grid of small cards. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="fact-list">
      {facts.map((f) => (
        <div key={f.term}>
          <dt>{f.term}</dt>
          <dd>{f.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
