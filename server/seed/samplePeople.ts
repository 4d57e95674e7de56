/**
 * Sample registrants for the demo. Every surname is "Sample", "Example" or "Demo" and every address is
 * at example.org, so nobody can mistake them for real people; phone numbers use the 555-01xx range that
 * is reserved for fiction.
 */
const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Riley',
  'Morgan',
  'Casey',
  'Jamie',
  'Quinn',
  'Rowan',
  'Emerson',
  'Harper',
  'Sasha',
  'Kai',
  'Noor',
  'Mateo',
  'Priya',
  'Elena',
  'Theo',
  'Amara',
  'Luca',
  'Mei',
  'Samir',
  'Ines',
  'Owen',
  'Zara',
  'Felix',
  'Hana',
  'Diego',
  'Leah',
  'Tomas',
  'Aisha',
];
const SURNAMES = ['Sample', 'Example', 'Demo'];

const REQUESTS = [
  'Bringing two children, ages 6 and 9.',
  'I use a cane; a shorter route would help.',
  'Happy to stay afterwards and help pack up.',
  'Vegetarian, if snacks are served.',
  'First visit, arriving by bike.',
];

export interface SamplePerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  specialRequests: string | null;
}

/** The n-th sample person; a running number keeps each e-mail address distinct. */
export function samplePerson(n: number): SamplePerson {
  const firstName = FIRST_NAMES[(n * 7) % FIRST_NAMES.length];
  const lastName = SURNAMES[n % SURNAMES.length];
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${n + 1}@example.org`.toLowerCase(),
    phone: n % 3 === 0 ? `(609) 555-01${String(n % 100).padStart(2, '0')}` : null,
    specialRequests: n % 9 === 4 ? REQUESTS[Math.floor(n / 9) % REQUESTS.length] : null,
  };
}
