import { describe, expect, it } from 'vitest';
import { notEnoughSeats, partyProblem, partyText, seatsOf } from './eventParty';

describe('parties', () => {
  it('take a seat per person, children only where the event counts them', () => {
    expect(seatsOf({ guestLimit: 3, childrenTakeSeats: true }, { guests: 1, children: 2 })).toBe(4);
    expect(seatsOf({ guestLimit: 3, childrenTakeSeats: false }, { guests: 1, children: 2 })).toBe(2);
    expect(seatsOf({ guestLimit: 0, childrenTakeSeats: true }, { guests: 0, children: 0 })).toBe(1);
  });

  it('may bring at most the guests the event allows, children included', () => {
    expect(partyProblem({ guestLimit: 2, childrenTakeSeats: false }, { guests: 1, children: 1 })).toBeNull();
    expect(partyProblem({ guestLimit: 2, childrenTakeSeats: false }, { guests: 1, children: 2 })).toBe(
      'You can bring at most 2 guests to this event.',
    );
    expect(partyProblem({ guestLimit: 1, childrenTakeSeats: true }, { guests: 2, children: 0 })).toBe(
      'You can bring at most 1 guest to this event.',
    );
    expect(partyProblem({ guestLimit: 0, childrenTakeSeats: true }, { guests: 1, children: 0 })).toBe(
      'This event takes one person per registration.',
    );
  });

  it('read as the office reads them, and the refusal counts what is left', () => {
    expect(partyText({ guests: 0, children: 0 })).toBe('1 person');
    expect(partyText({ guests: 2, children: 0 })).toBe('3 people');
    expect(partyText({ guests: 1, children: 1 })).toBe('3 people (2 adults, 1 child)');
    expect(notEnoughSeats(1)).toBe('Sorry, only 1 spot is left for this event: please register fewer people.');
    expect(notEnoughSeats(2)).toBe('Sorry, only 2 spots are left for this event: please register fewer people.');
  });
});
