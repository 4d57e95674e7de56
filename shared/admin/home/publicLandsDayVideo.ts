/**
 * The fixed video the Video File Scanner adds in one click: a National Public Lands
 * Day film kept in the site's own storage. The operator puts the file there once with
 * `node server/scripts/cli.mjs video add national-public-lands-day.mp4` (ADR 014); until then the Video File
 * Scanner does not offer to add it, so visitors never get a player for a missing film.
 */
export const PUBLIC_LANDS_DAY_VIDEO_URL = '/objects/videos/national-public-lands-day.mp4';

export const PUBLIC_LANDS_DAY_SECTION = {
  section: 'national-public-lands-day-video',
  title: 'National Public Lands Day',
  // The URL on its own line: the home page finds it and shows the player; the rest is the thank-you line.
  content: `${PUBLIC_LANDS_DAY_VIDEO_URL}\n\nThank you to everyone who joined us for National Public Lands Day!`,
  isVisible: true,
  displayOrder: 1,
} as const;
