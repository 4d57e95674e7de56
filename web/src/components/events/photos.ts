/// <reference types="vite/client" />
/*
 * Artwork bundled with the site. `?no-inline` keeps every picture a hashed file in both the browser and the
 * server bundle: the two builds inline small assets under different limits, and a data URL on one side and
 * a file URL on the other would make the server HTML disagree with the hydrated page.
 */
import annualMeeting from '../../assets/events/annual-meeting.svg?no-inline';
import meadow from '../../assets/events/meadow.svg?no-inline';
import pond from '../../assets/events/pond.svg?no-inline';
import springCleanup from '../../assets/events/spring-cleanup.svg?no-inline';
import trailWork from '../../assets/events/trail-work.svg?no-inline';
import treePlanting from '../../assets/events/tree-planting.svg?no-inline';
import volunteers from '../../assets/events/volunteers.svg?no-inline';
import woodland from '../../assets/events/woodland.svg?no-inline';

export interface BundledPhoto {
  src: string;
  alt: string;
}

export const PHOTO_STRIP: BundledPhoto[] = [
  { src: meadow, alt: 'Wildflowers in the meadow at sunrise' },
  { src: woodland, alt: 'A trail winding through the woodland' },
  { src: pond, alt: 'A heron wading at the edge of the pond' },
  { src: volunteers, alt: 'Volunteers planting and watering a young tree' },
];

/** Shown on events whose title mentions National Public Lands Day, after the event's own pictures. */
export const PUBLIC_LANDS_DAY_PHOTOS: BundledPhoto[] = [
  { src: trailWork, alt: 'A volunteer crew spreading mulch on a trail' },
  { src: treePlanting, alt: 'A newly planted tree with a stake and a watering can' },
];

/**
 * For an event that has no picture of its own: one of the preserve scenes, always the same one for the same
 * event (so the server and the browser agree), and varied across a list so the cards do not all look alike.
 */
export function defaultPhotoFor(key: string): string {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return PHOTO_STRIP[hash % PHOTO_STRIP.length].src;
}

/**
 * Pictures for file names that older past-event records point at (files that never made it to this site),
 * keyed by the name without its extension. Add a line here to map another name.
 */
export const KNOWN_EVENT_PHOTOS: Record<string, string> = {
  'annual-meeting': annualMeeting,
  'spring-cleanup': springCleanup,
  'tree-planting': treePlanting,
  'trail-work': trailWork,
  'trail-maintenance': trailWork,
  'public-lands-day': trailWork,
  'nature-walk': woodland,
  'woodland-walk': woodland,
  'bird-walk': pond,
  'pond-study': pond,
  'wildflower-walk': meadow,
  'meadow-walk': meadow,
  volunteers: volunteers,
  'volunteer-day': volunteers,
};
