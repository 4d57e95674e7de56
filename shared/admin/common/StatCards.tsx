import { Card, Classes } from '@blueprintjs/core';

/**
 * A row of big numbers, each with what it counts. While `loading`, each number is a skeleton of the same size, so
 * nothing below moves when the numbers arrive.
 */
export function StatCards({
  stats,
  label,
  className,
  loading = false,
}: {
  stats: { label: string; value: number }[];
  label?: string;
  className?: string;
  loading?: boolean;
}) {
  return (
    <section aria-label={label} className={className ? `adm-stats ${className}` : 'adm-stats'}>
      {stats.map((s) => (
        <Card key={s.label}>
          <span className={loading ? `adm-stat-value ${Classes.SKELETON}` : 'adm-stat-value'}>{s.value}</span>
          {s.label}
        </Card>
      ))}
    </section>
  );
}
