import type { EventStatus } from '@shared/api/types';
import type { CapacityFields } from '@shared/lib/capacity';
import { capacityLabel, isFull } from '@shared/lib/capacity';
import { PeopleIcon } from './Icons';
import './capacityBadge.css';

/**
 * 'Event Full', '{n} spots remaining' ('1 spot remaining') or 'Open Registration', coloured by how urgent it is; 'Cancelled' for an
 * event that was called off.
 */
export function CapacityBadge({
  event,
  className = '',
}: {
  event: CapacityFields & { status?: EventStatus };
  className?: string;
}) {
  const cancelled = event.status === 'cancelled';
  const full = cancelled || isFull(event);
  return (
    <p className={`capacity-badge${full ? ' is-full' : ''} ${className}`.trim()} data-testid="capacity">
      <PeopleIcon />
      <span>{cancelled ? 'Cancelled' : capacityLabel(event)}</span>
    </p>
  );
}
