import { describe, expect, it } from 'vitest';
import type { RegistrationDto } from '../../api/types';
import { registrationsCsv } from './registrationsCsv';

const person = (firstName: string, checkedIn: boolean): RegistrationDto =>
  ({
    id: `id-${firstName}`,
    eventId: 'event-1',
    firstName,
    lastName: 'Walker',
    email: `${firstName.toLowerCase()}@example.org`,
    phone: null,
    specialRequests: null,
    registeredAt: '2026-11-20T15:00:00.000Z',
    checkedIn,
  }) as RegistrationDto;

describe('registrations CSV', () => {
  it('says who was checked in at the trailhead, in its last column', () => {
    const lines = registrationsCsv([person('Ada', true), person('Bo', false)])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Phone,Special requests,Registered at,Checked in');
    expect(lines[1]).toBe('Ada,Walker,ada@example.org,,,2026-11-20T15:00:00.000Z,Yes');
    expect(lines[2]).toBe('Bo,Walker,bo@example.org,,,2026-11-20T15:00:00.000Z,');
  });
});
