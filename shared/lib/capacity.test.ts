import { describe, expect, it } from 'vitest';
import { capacityLabel, fits, isFull, spotsRemaining } from './capacity';

describe('capacity rules', () => {
  it('full when a maximum is set and registrations reach it', () => {
    expect(isFull({ maxCapacity: 10, currentRegistrations: 10 })).toBe(true);
    expect(isFull({ maxCapacity: 10, currentRegistrations: 11 })).toBe(true);
    expect(isFull({ maxCapacity: 10, currentRegistrations: 9 })).toBe(false);
    expect(isFull({ maxCapacity: null, currentRegistrations: 10_000 })).toBe(false);
  });

  it('spots remaining, never negative; null without a limit', () => {
    expect(spotsRemaining({ maxCapacity: 10, currentRegistrations: 3 })).toBe(7);
    expect(spotsRemaining({ maxCapacity: 10, currentRegistrations: 12 })).toBe(0);
    expect(spotsRemaining({ maxCapacity: null, currentRegistrations: 3 })).toBeNull();
  });

  it('a party fits when the seats left hold all of it; no maximum fits anyone', () => {
    expect(fits({ maxCapacity: 10, currentRegistrations: 7 }, 3)).toBe(true);
    expect(fits({ maxCapacity: 10, currentRegistrations: 8 }, 3)).toBe(false);
    expect(fits({ maxCapacity: 10, currentRegistrations: 12 }, 1)).toBe(false);
    expect(fits({ maxCapacity: null, currentRegistrations: 900 }, 6)).toBe(true);
  });

  it("labels: 'Event Full', '1 spot remaining', '{n} spots remaining', 'Open Registration'", () => {
    expect(capacityLabel({ maxCapacity: 10, currentRegistrations: 10 })).toBe('Event Full');
    expect(capacityLabel({ maxCapacity: 10, currentRegistrations: 12 })).toBe('Event Full');
    expect(capacityLabel({ maxCapacity: 10, currentRegistrations: 3 })).toBe('7 spots remaining');
    expect(capacityLabel({ maxCapacity: 25, currentRegistrations: 0 })).toBe('25 spots remaining');
    expect(capacityLabel({ maxCapacity: 10, currentRegistrations: 9 })).toBe('1 spot remaining');
    expect(capacityLabel({ maxCapacity: null, currentRegistrations: 0 })).toBe('Open Registration');
    expect(capacityLabel({ maxCapacity: null, currentRegistrations: 500 })).toBe('Open Registration');
  });
});
