import type { ReactNode } from 'react';

/** A table's head row: one column header per entry, each naming its column for screen readers. */
export function ColumnHeads({ columns }: { columns: Array<{ key: string; label: ReactNode } | string> }) {
  return (
    <thead>
      <tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
