import type { Organisation } from '../../shared/organisation';
import { sanitizeRichText } from '../services/sanitize';

/**
 * Demo blocks for the home page: plain text, a little HTML, a video, and one hidden draft so the admin's
 * visibility toggle has something to show. Stored through the same sanitiser the admin form uses.
 */
export interface HomeSectionSeed {
  section: string;
  title: string;
  content: string;
  isVisible: boolean;
  displayOrder: number;
}

// SAMPLE video link: a placeholder id, not a real recording. An admin replaces it with the organisation's
// own video (for example with the Video File Scanner on the home page).
export const SAMPLE_VIDEO_URL = 'https://www.youtube.com/watch?v=sample-video';

export function homeSectionSeeds(org: Organisation): HomeSectionSeed[] {
  const sections: Omit<HomeSectionSeed, 'displayOrder'>[] = [
    {
      // The page's own hero already welcomes visitors, so the first block states the mission instead.
      section: 'mission',
      title: 'Our Mission',
      content:
        `We protect the ${org.acres} acres of ${org.preserveName}, its meadows, woodland and former nursery fields, as a place where native plants and wildlife can thrive. ` +
        'We keep the trails open, restore habitat with the help of volunteers, and welcome everyone who wants to walk, learn or lend a hand.',
      isVisible: true,
    },
    {
      section: 'plan-a-visit',
      title: 'Plan a Visit',
      content:
        '<p>The preserve is open <strong>every day from sunrise to sunset</strong>, and admission is free.</p>' +
        '<p>Come for a quiet walk on your own, or join one of our <a href="/events">guided walks and workdays</a>. ' +
        'You can also browse the <a href="/gallery">photo gallery</a> to see the preserve through the seasons.</p>',
      isVisible: true,
    },
    {
      section: 'public-lands-day-video',
      title: 'A Day of Service',
      content: `${SAMPLE_VIDEO_URL}\n\nEach September volunteers join us for National Public Lands Day, a day of service for the places we share.`,
      isVisible: true,
    },
    {
      section: 'membership',
      title: 'Become a Member',
      content:
        '<p>A donation of any size makes you a member. Members are invited to our events and the annual meeting, receive the newsletter, ' +
        'and hear first when volunteers are needed.</p><p><a href="/donate">Become a member with a gift</a></p>',
      isVisible: true,
    },
    {
      section: 'trail-notice',
      title: 'Trail Notice (draft)',
      content:
        'Parts of the meadow loop can be wet and muddy after heavy rain. Please stay on the mown paths. (Hidden draft: an admin shows it when it applies.)',
      isVisible: false,
    },
  ];
  return sections.map((s, i) => ({ ...s, content: sanitizeRichText(s.content) ?? '', displayOrder: i + 1 }));
}
