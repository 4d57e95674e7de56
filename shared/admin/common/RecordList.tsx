import type { ReactNode } from 'react';

interface Props<T> {
  /** The list's accessible name. */
  label: string;
  /** Classes beside adm-list. */
  className?: string;
  items: readonly T[];
  children(item: T): ReactNode;
}

/** An admin screen's list of records, one item each. */
export function RecordList<T extends { id: string }>({ label, className, items, children }: Props<T>) {
  return (
    <ul className={className ? `adm-list ${className}` : 'adm-list'} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
