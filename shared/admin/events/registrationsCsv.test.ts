import { describe, expect, it } from 'vitest';
import type { RegistrationDto, WaitlistEntryDto } from '../../api/types';
import { registrationsCsv } from './registrationsCsv';

const person = (firstName: string, checkedIn: boolean, email = `${firstName.toLowerCase()}@example.org`) =>
  ({
    id: `id-${firstName}`,
    eventId: 'event-1',
    firstName,
    lastName: 'Walker',
    email,
    phone: null,
    specialRequests: null,
    // 10:00 in the morning at the preserve (EST).
    registeredAt: '2026-11-20T15:00:00.000Z',
    checkedIn,
  }) as RegistrationDto;

const waiting = (firstName: string, position: number) =>
  ({
    id: `w-${firstName}`,
    eventId: 'event-1',
    position,
    firstName,
    lastName: 'Waiter',
    email: `${firstName.toLowerCase()}@example.org`,
    phone: '609-555-0100',
    specialRequests: null,
    joinedAt: '2026-11-21T01:15:00.000Z',
  }) as WaitlistEntryDto;

const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('registrations CSV', () => {
  it("is one table, with the preserve's local date and time, and who was checked in", () => {
    const lines = linesOf(registrationsCsv([person('Ada', true), person('Bo', false, '')]));
    expect(lines[0]).toBe(
      'First name,Last name,Email,Phone,Special requests,Status,Waiting list position,Signed up,Checked in,Adults with them,Children with them,Seats,Taken by',
    );
    expect(lines[1]).toBe('Ada,Walker,ada@example.org,,,Registered,,2026-11-20 10:00,Yes,0,0,1,');
    expect(lines[2]).toBe('Bo,Walker,,,,Registered,,2026-11-20 10:00,,0,0,1,');
    expect(lines).toHaveLength(3);
  });

  it('puts the people waiting in the same table, with their status and place, never a second table', () => {
    const lines = linesOf(registrationsCsv([person('Ada', false)], [waiting('Cy', 1), waiting('Di', 2)]));
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('First name,'))).toHaveLength(1);
    expect(lines[2]).toBe('Cy,Waiter,cy@example.org,609-555-0100,,Waiting list,1,2026-11-20 20:15,,0,0,1,');
    expect(lines[3]).toMatch(/^Di,Waiter,.*,Waiting list,2,/);
  });

  it("holds each party, how it was taken, and a column per question of the event with each person's answer", () => {
    const caller = {
      ...person('Eve', false, ''),
      guests: 1,
      children: 2,
      seats: 4,
      channel: 'phone',
      answers: [{ id: 2, label: 'Lunch?', value: 'Yes' }],
    } as RegistrationDto;
    const questions = [
      { id: 1, label: 'T-shirt', kind: 'choice' as const, options: ['S', 'M'], required: false },
      { id: 2, label: 'Lunch?', kind: 'yesno' as const, options: [], required: false },
    ];
    const lines = linesOf(registrationsCsv([caller], [], questions));
    expect(lines[0].endsWith(',Adults with them,Children with them,Seats,Taken by,T-shirt,Lunch?')).toBe(true);
    expect(lines[1].endsWith(',1,2,4,Phone,,Yes')).toBe(true);
  });
});
