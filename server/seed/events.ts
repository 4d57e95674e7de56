import { randomUUID } from 'node:crypto';
import type { Organisation } from '../../shared/organisation';
import type { Event, EventRegistration } from '../db/entities';
import type { SceneName } from './artwork/render';
import { addDays, compareDays, onOrAfter, onOrBefore, preserveToday, publicLandsDay, startOf, type Day } from './calendar';
import { samplePerson } from './samplePeople';
import { normalizeEmail } from '../../shared/schemas/common';

/**
 * Demo events placed relative to today, so the site always has something coming up and something to look
 * back on. Each event that shows registrations gets that many real registration rows: the counter and the
 * rows must always agree, exactly as live registration keeps them.
 */
interface EventSeed {
  title: string;
  description: string;
  day: Day;
  time: string;
  location: string;
  maxCapacity: number | null;
  registrations: number;
  scenes: SceneName[];
  recap?: (attended: number) => string;
  isActive?: boolean;
}

export type EventRow = Pick<
  Event,
  | 'id'
  | 'title'
  | 'description'
  | 'date'
  | 'time'
  | 'location'
  | 'maxCapacity'
  | 'currentRegistrations'
  | 'imageUrl'
  | 'imageUrls'
  | 'eventContent'
  | 'isActive'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
>;
export type RegistrationRow = Pick<
  EventRegistration,
  'id' | 'eventId' | 'firstName' | 'lastName' | 'email' | 'emailNormalized' | 'phone' | 'specialRequests' | 'registeredAt'
>;

const SAT = 6;
const SUN = 0;
const THU = 4;
const FRI = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const ENTRANCE = 'Meet at the preserve entrance';

function upcomingSeeds(today: Day): EventSeed[] {
  const after = (days: number, wd: number) => onOrAfter(addDays(today, days), wd);
  let npld = publicLandsDay(today.y);
  if (compareDays(npld, today) <= 0) npld = publicLandsDay(today.y + 1);
  return [
    {
      title: 'Guided Meadow Walk',
      description:
        'An easy, unhurried loop through the meadow with one of our volunteer walk leaders. We stop often to look at whatever is flowering, singing or crawling that morning, and there is always time for questions.\n\n' +
        'The walk takes about ninety minutes on mown paths. Wear closed shoes and bring water; binoculars are welcome but not needed.',
      day: after(3, SAT),
      time: '9:00 AM',
      location: ENTRANCE,
      maxCapacity: 20,
      registrations: 6,
      scenes: ['guidedWalk', 'meadowMorning'],
    },
    {
      title: 'Invasive Vine Pull in the Old Nursery',
      description:
        'The former nursery rows are some of the most interesting ground on the preserve, and the vines climbing over them are one of its biggest problems. Join a small crew to cut and pull vines so the trees underneath can recover.\n\n' +
        'Gloves, loppers and snacks are provided. Wear long sleeves and sturdy shoes. Ages 14 and up; volunteers under 18 come with an adult.',
      day: after(10, SAT),
      time: '8:30 AM',
      location: 'Old nursery rows (meet at the preserve entrance)',
      maxCapacity: 12,
      registrations: 10,
      scenes: ['vineClearing'],
    },
    {
      title: 'Family Nature Detectives',
      description:
        'A morning of hands-on discovery for children aged 5 to 10 and their grown-ups. Every detective gets a field notebook and a magnifier, then sets off to look for tracks, nibbled leaves, feathers and other clues about who lives here.\n\n' +
        'Places are limited so every child gets attention. Please register once per family.',
      day: after(17, SUN),
      time: '10:00 AM',
      location: ENTRANCE,
      maxCapacity: 8,
      registrations: 8,
      scenes: ['heronPond', 'monarchCloseUp'],
    },
    {
      title: 'Preserve Open House',
      description:
        'Drop in any time during the afternoon to meet the volunteers who look after the preserve, hear what we are working on this season and find out how to get involved. Registration is not required, but it helps us plan.\n\n' +
        'The welcome tent will have trail maps and activity sheets for children.',
      day: after(24, SAT),
      time: '1:00 PM',
      location: 'Welcome tent by the meadow',
      maxCapacity: null,
      registrations: 4,
      scenes: ['tentDay', 'meadowMorning'],
    },
    {
      title: 'National Public Lands Day Trail Workday',
      description:
        'Every September, volunteers across the country give a day to the public lands near them. Ours is a morning on the trails: trimming back overgrowth, planting along the edges and freshening up the path where it has worn thin.\n\n' +
        'Tools and safety vests are provided. Come for an hour or stay all morning; everyone is welcome to lunch under the tent afterwards.',
      day: npld,
      time: '9:00 AM',
      location: ENTRANCE,
      maxCapacity: 30,
      registrations: 5,
      scenes: ['publicLandsDay', 'planting', 'tentDay'],
    },
    {
      title: 'Birding at Dawn',
      description:
        'Early morning is the busiest time of day for birds. Walk the meadow edge and the pond with an experienced birder and learn to recognise birds by their calls as well as their colours.\n\n' +
        'Beginners are very welcome. A few pairs of loaner binoculars are available; just mention it when you register.',
      day: after(31, SUN),
      time: '6:30 AM',
      location: ENTRANCE,
      maxCapacity: 15,
      registrations: 3,
      scenes: ['nestBoxes', 'geeseDusk'],
    },
    {
      title: 'Native Seed Collection Morning',
      description:
        'Help gather ripe seed from native meadow plants so it can be sown on newly cleared ground. We will show you what to pick and how to tell ripe seed from unripe.\n\n' +
        'Bring a hat and water. Paper bags and labels are provided.',
      day: after(45, SAT),
      time: '9:30 AM',
      location: 'Meadow gate',
      maxCapacity: 16,
      registrations: 0,
      scenes: ['seedSowing'],
    },
    {
      title: 'Evening Pond Walk',
      description:
        'A slow walk around the pond as the day cools, watching for herons, turtles and the first bats of the evening. We finish at the water’s edge as the light fades.\n\n' +
        'About an hour on level ground. Insect repellent is a good idea.',
      day: after(59, FRI),
      time: '6:00 PM',
      location: 'Pond overlook',
      maxCapacity: 20,
      registrations: 2,
      scenes: ['pondGolden', 'heronPond'],
    },
  ];
}

function pastSeeds(org: Organisation, today: Day, now: Date): EventSeed[] {
  const before = (days: number, wd: number) => onOrBefore(addDays(today, -days), wd);
  const seeds: EventSeed[] = [
    {
      title: 'Community Trail Care Day',
      description:
        'A morning of trail maintenance: trimming back overgrowth, clearing fallen branches and re-marking the meadow loop.\n\nTools, gloves and water were provided.',
      day: before(9, SAT),
      time: '9:00 AM',
      location: ENTRANCE,
      maxCapacity: 25,
      registrations: 18,
      scenes: ['publicLandsDay', 'planting'],
      recap: (n) => `${n} volunteers spent the morning on the trails, trimming overgrowth and hauling away fallen branches. The meadow loop is clear and easy walking again. Thank you, everyone!`,
    },
    {
      title: 'Pond Life Discovery for Families',
      description:
        'Children and their grown-ups explored the edge of the pond with dip nets, trays and identification cards.\n\nSuitable for ages 4 and up.',
      day: before(30, SUN),
      time: '10:00 AM',
      location: 'Pond overlook',
      maxCapacity: 15,
      registrations: 15,
      scenes: ['heronPond'],
      recap: (n) => `${n} families dipped nets at the water’s edge. Dragonfly nymphs were the catch of the day, and every young explorer went home with a sketch of something they found.`,
    },
    {
      title: 'Birdhouse Building Workshop',
      description: 'Build a nest box from a pre-cut kit, then help choose where the new boxes go along the meadow edge.\n\nAll materials and tools were supplied.',
      day: before(58, SAT),
      time: '10:00 AM',
      location: 'Welcome tent by the meadow',
      maxCapacity: 12,
      registrations: 9,
      scenes: ['nestBoxes'],
      recap: (n) => `${n} builders put together nest boxes that now stand on posts along the meadow edge. Thanks to everyone who brought a drill and a steady hand.`,
    },
    {
      title: 'Meadow Seed Sowing',
      description: 'Volunteers sowed native wildflower and grass seed over ground cleared earlier in the year.\n\nNo experience was needed.',
      day: before(90, SAT),
      time: '9:30 AM',
      location: 'Meadow gate',
      maxCapacity: 20,
      registrations: 14,
      scenes: ['seedSowing', 'meadowMorning'],
      recap: (n) => `${n} volunteers scattered native seed across freshly cleared ground. Watch this space for the first seedlings next season.`,
    },
    {
      title: 'Volunteer Orientation Evening',
      description: 'An introduction for new volunteers: who we are, how the work is organised, and a short walk to see the projects under way.',
      day: before(120, THU),
      time: '6:30 PM',
      location: 'Welcome tent by the meadow',
      maxCapacity: null,
      registrations: 11,
      scenes: ['tentDay'],
      recap: (n) => `${n} new volunteers joined us for introductions, a short walk and a first look at the year’s work plan. Welcome aboard!`,
    },
    {
      title: 'Woodland Edge Planting',
      description: 'A big planting day along the edge of the woods, giving young native trees a head start where the old nursery fields meet the forest.',
      day: before(160, SAT),
      time: '9:00 AM',
      location: 'Old nursery rows (meet at the preserve entrance)',
      maxCapacity: 30,
      registrations: 22,
      scenes: ['planting', 'vineClearing'],
      recap: (n) => `${n} volunteers planted young trees along the woodland edge, each with a stake and a ring of mulch to help it through its first summer.`,
    },
  ];

  // Annual meetings as the bulk creator makes them: June 15, 10:00 AM, inactive, named by year.
  const thisYear = startOf({ y: today.y, m: 6, d: 15 }, '10:00 AM') < now;
  const latest = thisYear ? today.y : today.y - 1;
  const recaps = [
    'Members heard the year in review, received the treasurer’s report and elected trustees. Thank you to everyone who came and stayed for refreshments.',
    'Members looked back on a busy year on the preserve and welcomed a new group of volunteers. Minutes are available from the secretary on request.',
  ];
  for (const [i, year] of [latest, latest - 1].entries()) {
    seeds.push({
      title: `${org.abbreviation} Annual Meeting ${year}`,
      description: `The yearly meeting of the members of ${org.name}: a look back at the year on the preserve, the treasurer’s report and the election of trustees. All members are welcome.`,
      day: { y: year, m: 6, d: 15 },
      time: '10:00 AM',
      location: `${org.preserveName}, Kingston NJ`,
      maxCapacity: null,
      registrations: 0,
      scenes: ['annualMeeting'],
      recap: () => recaps[i],
      isActive: false,
    });
  }
  return seeds;
}

export function buildDemoEvents(
  org: Organisation,
  now: Date,
  urlOf: (scene: SceneName) => string,
): { events: EventRow[]; registrations: RegistrationRow[] } {
  const today = preserveToday(now);
  const events: EventRow[] = [];
  const registrations: RegistrationRow[] = [];
  let personNo = 0;
  const seeds = [...upcomingSeeds(today).map((s) => ({ s, past: false })), ...pastSeeds(org, today, now).map((s) => ({ s, past: true }))];
  for (const { s, past } of seeds) {
    const date = startOf(s.day, s.time);
    const createdAt = new Date(Math.min(now.getTime(), date.getTime()) - 30 * DAY_MS);
    const id = randomUUID();
    events.push({
      id,
      title: s.title,
      description: s.description,
      date,
      time: s.time,
      location: s.location,
      maxCapacity: s.maxCapacity,
      currentRegistrations: s.registrations,
      imageUrl: urlOf(s.scenes[0]),
      imageUrls: s.scenes.map(urlOf),
      eventContent: s.recap ? s.recap(s.registrations) : null,
      isActive: s.isActive ?? true,
      createdBy: null,
      createdAt,
      updatedAt: createdAt,
    });
    // People sign up over the weeks before an event; for upcoming ones, all before now.
    const latest = past ? date.getTime() - DAY_MS : now.getTime() - 60 * 60 * 1000;
    for (let k = 0; k < s.registrations; k++) {
      const person = samplePerson(personNo++);
      registrations.push({
        id: randomUUID(),
        eventId: id,
        ...person,
        emailNormalized: normalizeEmail(person.email),
        registeredAt: new Date(latest - ((k * 37) % 20) * DAY_MS - k * 41 * 60 * 1000),
      });
    }
  }
  return { events, registrations };
}
