import type { ReactNode } from 'react';
import { PlainText } from '@shared/ui/PlainText';

export interface Fact {
  term: string;
  detail: ReactNode;
}

/** The preserve's opening hours from the site settings, the same wherever a page lists them; none when empty. */
export const openingHoursFact = (hours: string): Fact | null =>
  hours.trim() ? { term: 'Hours', detail: <PlainText text={hours} /> } : null;

/** What a visit costs, from the site settings; none when the settings say nothing. */
export const admissionFact = (admission: string): Fact | null =>
  admission.trim() ? { term: 'Admission', detail: admission } : null;

/**
 * Short facts as term and detail pairs (visiting hours, founding year...), laid out as a grid of small cards.
 * A fact given as null (a detail the site settings leave empty) is left out.
 */
export function FactList({ facts }: { facts: Array<Fact | null> }) {
  const shown = facts.filter((f): f is Fact => f !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="fact-list">
      {shown.map((f) => (
        <div key={f.term}>
          <dt>{f.term}</dt>
          <dd>{f.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
