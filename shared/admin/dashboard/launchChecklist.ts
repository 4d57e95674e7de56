import type { EventDto, PageTextDto, SiteSettingsDto } from '../../api/types';
import type { PageTextKey } from '../../lib/pageTexts';
import { sampleFieldsOf } from '../../organisation';

export interface LaunchStep {
  label: string;
  done: boolean;
  /** Where the admin fills it in. */
  to: string;
}

const SETTINGS = '/admin/settings';

/**
 * The page texts a site should not go live without: what visitors read first on the home and About pages, how to
 * find the preserve, and the footer on every page. Every other place is optional (its section is simply left out
 * while empty), so it is not a step: a list of 21 could never be finished as intended.
 */
export const LAUNCH_TEXTS: readonly PageTextKey[] = [
  'home-welcome',
  'home-about',
  'about-story',
  'about-mission',
  'visiting',
  'contact-intro',
  'footer-about',
];

/**
 * What a site needs before it goes live, in the order a volunteer fills it in: the settings the pages and mails
 * show (each left out of the pages while empty), the organisation's own words, and a first event. A demo site's
 * sample details count as not done: they are not the organisation's.
 */
export function launchSteps(
  settings: SiteSettingsDto,
  texts: PageTextDto[],
  events: EventDto[],
  /** How many of the events the demo seed wrote (DemoContentSummaryDto's 'events'). */
  demoEvents: number,
): LaunchStep[] {
  const samples = new Set(sampleFieldsOf(settings));
  const set = (value: string | number | null, sample?: string) =>
    value != null && String(value).trim() !== '' && !(sample && samples.has(sample));
  const a = settings.postalAddress;
  const written = LAUNCH_TEXTS.filter((key) => texts.some((t) => t.key === key && t.body.trim() && !t.isDemo));
  return [
    {
      label: 'Organisation name and short name',
      done: set(settings.name, 'name') && set(settings.abbreviation),
      to: SETTINGS,
    },
    { label: "The preserve's name", done: set(settings.preserveName), to: SETTINGS },
    { label: 'E-mail address', done: set(settings.email, 'email'), to: SETTINGS },
    { label: 'Phone number', done: set(settings.phone, 'phone'), to: SETTINGS },
    { label: 'Mailing address', done: set(a.town) && set(a.line1, 'postal address'), to: SETTINGS },
    { label: 'Opening hours', done: set(settings.openingHours), to: SETTINGS },
    { label: 'Admission', done: set(settings.admission), to: SETTINGS },
    { label: 'Founding year', done: set(settings.foundingYear), to: SETTINGS },
    { label: 'Logo', done: set(settings.logoUrl), to: SETTINGS },
    { label: 'Donation page (for GIVE NOW)', done: set(settings.donationUrl, 'donation page'), to: SETTINGS },
    {
      label: `The main page texts in your own words (${written.length} of ${LAUNCH_TEXTS.length})`,
      done: written.length === LAUNCH_TEXTS.length,
      // The first one still missing, so the link opens at it.
      to: `/admin/page-texts${written.length < LAUNCH_TEXTS.length ? `#${LAUNCH_TEXTS.find((k) => !written.includes(k))}` : ''}`,
    },
    { label: 'A first event of your own', done: events.length > demoEvents, to: '/admin/events' },
  ];
}
