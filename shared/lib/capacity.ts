import { countOf } from './plural';

/** Registration capacity: an event with a maximum is full once its registrations reach it; none means open. */
export interface CapacityFields {
  maxCapacity: number | null;
  currentRegistrations: number;
}

export function isFull(e: CapacityFields): boolean {
  return e.maxCapacity != null && e.currentRegistrations >= e.maxCapacity;
}

export function spotsRemaining(e: CapacityFields): number | null {
  return e.maxCapacity == null ? null : Math.max(0, e.maxCapacity - e.currentRegistrations);
}

/** Whether a party of `seats` people fits in the seats left; an event without a maximum fits everyone. */
export function fits(e: CapacityFields, seats: number): boolean {
  const left = spotsRemaining(e);
  return left === null || left >= seats;
}

/** 'Event Full', '1 spot remaining', '{n} spots remaining' or 'Open Registration'. */
export function capacityLabel(e: CapacityFields): string {
  if (isFull(e)) return 'Event Full';
  const left = spotsRemaining(e);
  if (left == null) return 'Open Registration';
  return `${countOf(left, 'spot')} remaining`;
}
