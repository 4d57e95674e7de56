import type { CapacityFields } from '@shared/lib/capacity';
import { capacityLabel, isFull } from '@shared/lib/capacity';
import { PeopleIcon } from './Icons';

/** 'Event Full', '{n} spots remaining' or 'Open Registration', coloured by how urgent it is. */
export function CapacityBadge({ event, className = '' }: { event: CapacityFields; className?: string }) {
  const full = isFull(event);
  return (
    <p className={`capacity-badge${full ? ' is-full' : ''} ${className}`.trim()} data-testid="capacity">
      <PeopleIcon />
      <span>{capacityLabel(event)}</span>
    </p>
  );
}
