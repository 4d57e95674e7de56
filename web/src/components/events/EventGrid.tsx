import type { ComponentType } from 'react';
import type { EventDto } from '@shared/api/types';

/** A page's grid of event cards; the first card's picture loads first, as the one most likely in view. */
export function EventGrid({
  label,
  events,
  Card,
}: {
  label: string;
  events: EventDto[];
  Card: ComponentType<{ event: EventDto; priority?: boolean }>;
}) {
  return (
    <ul className="grid grid-3 event-grid" aria-label={label}>
      {events.map((e, i) => (
        <li key={e.id}>
          <Card event={e} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
