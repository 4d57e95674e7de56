import type { ReactNode } from 'react';

/** A record's facts as a description list: each label kept with its value in one grid cell. */
export function Facts({ className, facts }: { className: string; facts: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
