import { countOf } from './plural';

/** Most guests an event may let one sign-up bring: a family or a small group, not a coach party. */
export const GUEST_LIMIT_MAX = 20;

/** How an event takes parties: up to `guestLimit` people with each registrant; children take seats or not. */
export interface PartyRules {
  guestLimit: number;
  childrenTakeSeats: boolean;
}

/** Who comes with the registrant: adults and children besides them. */
export interface Party {
  guests: number;
  children: number;
}

export const NO_PARTY: Party = { guests: 0, children: 0 };

/** The seats a sign-up takes: the registrant, their adult guests, and the children when the event counts them. */
export function seatsOf(rules: PartyRules, party: Party): number {
  return 1 + party.guests + (rules.childrenTakeSeats ? party.children : 0);
}

/** Why a party cannot come as it is, or null: more guests than the event lets one person bring. */
export function partyProblem(rules: PartyRules, party: Party): string | null {
  if (party.guests + party.children <= rules.guestLimit) return null;
  return rules.guestLimit === 0
    ? 'This event takes one person per registration.'
    : `You can bring at most ${countOf(rules.guestLimit, 'guest')} to this event.`;
}

/** The people of a party as the office reads them: '3 people (2 adults, 1 child)', or '1 person'. */
export function partyText(party: Party): string {
  const people = 1 + party.guests + party.children;
  if (!party.children) return countOf(people, 'person', 'people');
  return `${countOf(people, 'person', 'people')} (${countOf(1 + party.guests, 'adult')}, ${countOf(party.children, 'child', 'children')})`;
}

/** The refusal when the seats left are fewer than a party needs (a single person on a full event is told "full"). */
export const notEnoughSeats = (left: number) =>
  `Sorry, only ${countOf(left, 'spot')} ${left === 1 ? 'is' : 'are'} left for this event: please register fewer people.`;
