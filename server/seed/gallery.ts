import type { GalleryPosition } from '../../shared/constants';
import type { Organisation } from '../../shared/organisation';
import type { SceneName } from './artwork/render';

/**
 * The demo gallery: sixteen painted scenes, four per category. Titles and captions describe the
 * pictures (they are illustrations, and the alt texts say so); the last three sit in the 'below' section
 * so the gallery's divider and the admin's up/down toggle have something to show.
 */
export interface GallerySeed {
  scene: SceneName;
  title: string;
  description: string;
  altText: string;
  category: 'conservation' | 'events' | 'wildlife' | 'landscapes';
  position: GalleryPosition;
  /** Text on the tent banner, for event scenes. */
  banner?: string;
}

export function gallerySeeds(org: Organisation): GallerySeed[] {
  return [
    {
      scene: 'planting',
      title: 'Planting native saplings',
      description:
        'Volunteers dig, carry and settle young trees into the old field, each one ringed with mulch and tied to a stake.',
      altText:
        'Illustration of three volunteers planting saplings in a green field, one digging with a shovel and one kneeling by a young tree.',
      category: 'conservation',
      position: 'above',
    },
    {
      scene: 'meadowMorning',
      title: 'Morning mist over the meadow',
      description: 'Early light burns the mist off the low ground while the wildflowers open.',
      altText: 'Illustration of a wildflower meadow at sunrise with mist lying in front of a distant line of trees.',
      category: 'landscapes',
      position: 'above',
    },
    {
      scene: 'tentDay',
      title: 'Welcome tent on a community day',
      description: 'Seedlings, leaflets and a water jug on the welcome table, with hosts ready to point the way.',
      altText: `Illustration of a green canopy tent with a banner reading ${org.preserveName} above a table, with visitors walking up across the grass.`,
      category: 'events',
      position: 'above',
      banner: org.preserveName,
    },
    {
      scene: 'deerEdge',
      title: 'White-tailed deer at the woodland edge',
      description: 'A doe stops to listen in the morning mist while a younger deer watches from the trees.',
      altText: 'Illustration of two deer in a misty meadow in front of a line of broadleaf trees and spruces.',
      category: 'wildlife',
      position: 'above',
    },
    {
      scene: 'vineClearing',
      title: 'Clearing vines from the old nursery rows',
      description: 'Cut vines are piled up for hauling so the rows of nursery trees can breathe again.',
      altText: 'Illustration of volunteers beside a pile of cut vines and brush in front of rows of trees.',
      category: 'conservation',
      position: 'above',
    },
    {
      scene: 'pondGolden',
      title: 'The pond at golden hour',
      description: 'Late sun turns the still water gold, with cattails standing at either end.',
      altText: 'Illustration of a pond glowing with evening light, cattails at its edges and low hills behind.',
      category: 'landscapes',
      position: 'above',
    },
    {
      scene: 'guidedWalk',
      title: 'Guided walk on the meadow trail',
      description: 'A walk leader stops the group to point out what is flowering along the mown path.',
      altText: 'Illustration of a line of walkers on a mown path through a meadow, with a guide pointing ahead.',
      category: 'events',
      position: 'above',
    },
    {
      scene: 'monarchCloseUp',
      title: 'Monarch on a coneflower',
      description: 'A monarch butterfly settles over a purple coneflower in the summer meadow.',
      altText: 'Illustration of an orange and black monarch butterfly with open wings above pink coneflowers.',
      category: 'wildlife',
      position: 'above',
    },
    {
      scene: 'seedSowing',
      title: 'Sowing meadow seed by hand',
      description: 'Native seed is scattered in a wide arc across prepared ground as the sun goes down.',
      altText: 'Illustration of a volunteer in a sun hat scattering seed across a field in warm evening light.',
      category: 'conservation',
      position: 'above',
    },
    {
      scene: 'annualMeeting',
      title: 'Members gather for the annual meeting',
      description: 'Members and neighbours hear the year in review under the tent on the meadow.',
      altText:
        'Illustration of an audience seated in rows facing a white tent with an Annual Meeting banner and a speaker.',
      category: 'events',
      position: 'above',
      banner: 'Annual Meeting',
    },
    {
      scene: 'heronPond',
      title: 'Great blue heron in the shallows',
      description: 'A heron stands motionless at the edge of the pond, waiting for a fish to come close.',
      altText:
        'Illustration of a grey-blue heron standing in calm water, with ripples around its legs and trees beyond.',
      category: 'wildlife',
      position: 'above',
    },
    {
      scene: 'autumnTrail',
      title: 'Autumn along the woodland trail',
      description: 'Trees in full autumn colour line the path as two walkers head into the woods.',
      altText: 'Illustration of a path between orange, red and gold trees, with two small figures walking away.',
      category: 'landscapes',
      position: 'above',
    },
    {
      scene: 'nestBoxes',
      title: 'Bluebird boxes along the meadow',
      description: 'Nest boxes on posts across the open field give bluebirds a safe place to raise their young.',
      altText:
        'Illustration of a bluebird perched on a wooden nest box, with more boxes on posts across a flowering meadow.',
      category: 'conservation',
      position: 'above',
    },
    {
      scene: 'publicLandsDay',
      title: 'National Public Lands Day workday',
      description: 'A day of service on the trail: planting, digging and carrying, with a table for sign-in.',
      altText:
        'Illustration of volunteers in safety vests planting and digging beside a path, with a blue tent bannered Public Lands Day.',
      category: 'events',
      position: 'below',
      banner: 'Public Lands Day',
    },
    {
      scene: 'geeseDusk',
      title: 'Geese over the meadow at dusk',
      description: 'A skein of geese heads for the water as the sun sets behind the hills.',
      altText: 'Illustration of geese flying in a V across a pink and violet sunset sky above dark hills and trees.',
      category: 'wildlife',
      position: 'below',
    },
    {
      scene: 'winterRows',
      title: 'Snow on the old nursery rows',
      description: 'Bare trees and young evergreens still stand in the rows they were planted in.',
      altText: 'Illustration of a snowy field with rows of bare trees and evergreens leading into the distance.',
      category: 'landscapes',
      position: 'below',
    },
  ];
}
