import type { Organisation } from '../../shared/organisation';
import type { SceneName } from './artwork/render';

/**
 * SAMPLE history for the demo site (ADR 043): a timeline of the land and a programme for an anniversary day, as
 * history sections an admin edits or deletes like their own. Only the community's care since its first year and
 * the founding year are the organisation's known dates; everything else says it is sample.
 */
export interface HistorySectionSeed {
  title: string;
  content: string;
  scene: SceneName;
  imageAlt: string;
}

export function historySectionSeeds(org: Organisation): HistorySectionSeed[] {
  return [
    {
      title: 'Sample: Working Land',
      content:
        'Sample text for the early years: before it was a preserve, the land was open country worked by local families.',
      scene: 'meadowMorning',
      imageAlt: 'Painting of a meadow in the morning light',
    },
    {
      title: 'Sample: Rows of Young Trees',
      content: 'Sample text for the nursery years: a plant nursery grew trees and shrubs here in long, straight rows.',
      scene: 'winterRows',
      imageAlt: 'Painting of trees in rows under snow',
    },
    {
      title: 'Sample: Growing Wild',
      content:
        'Sample text for the years after the nursery: once it closed, the rows grew tall and the fields began to turn back to nature.',
      scene: 'autumnTrail',
      imageAlt: 'Painting of a trail through autumn woods',
    },
    {
      title: `Before ${org.foundingYear}: Neighbours Step In`,
      content:
        'People from the surrounding community begin caring for the land: walking it, tending it and welcoming others. (Sample wording.)',
      scene: 'guidedWalk',
      imageAlt: 'Painting of walkers on a guided walk',
    },
    {
      title: `${org.foundingYear}: A Nonprofit Is Founded`,
      content: `${org.name} is founded to protect the preserve for the long term. (Sample wording.)`,
      scene: 'annualMeeting',
      imageAlt: 'Painting of members gathered for a meeting outdoors',
    },
    {
      title: 'Sample: 100th Anniversary Celebration',
      content: [
        "Sample programme: join neighbours, members and volunteers for a day on the preserve marking a century of this land's story, with walks, music and a picnic on the meadow.",
        [
          '- 10:00 AM: Welcome and opening words at the main entrance',
          '- 10:30 AM: Guided history walk through the former nursery lands',
          '- 12:00 PM: Picnic on the meadow (bring a blanket)',
          '- 1:00 PM: Live music from a sample band, playing folk and bluegrass',
          '- 3:00 PM: Community tree planting and closing',
        ].join('\n'),
      ].join('\n\n'),
      scene: 'tentDay',
      imageAlt: 'Painting of a tent on the meadow on a festival day',
    },
  ];
}
