import { Card } from '@blueprintjs/core';

/** A row of big numbers, each with what it counts. */
export function StatCards({
  stats,
  label,
  className,
}: {
  stats: { label: string; value: number }[];
  label?: string;
  className?: string;
}) {
  return (
    <section aria-label={label} className={className ? `adm-stats ${className}` : 'adm-stats'}>
      {stats.map((s) => (
        <Card key={s.label}>
          <span className="adm-stat-value">{s.value}</span>
          {s.label}
        </Card>
      ))}
    </section>
  );
}
