import { describe, expect, it } from 'vitest';
import type { EventDto, PageTextDto, SiteSettingsDto } from '../../api/types';
import { EMPTY_SETTINGS, SAMPLE_SETTINGS } from '../../organisation';
import { LAUNCH_TEXTS, launchSteps } from './launchChecklist';

const settingsOf = (values: typeof EMPTY_SETTINGS): SiteSettingsDto =>
  ({ ...values, version: 1, updatedAt: '2026-12-01T10:00:00.000Z' }) as SiteSettingsDto;
const text = (key: string, isDemo = false): PageTextDto => ({
  key,
  title: null,
  body: `Our own words for ${key}.`,
  isDemo,
  updatedAt: '2026-12-01T10:00:00.000Z',
  version: 1,
});
const event = { id: 'e1', title: 'First Walk' } as EventDto;

const OWN: typeof EMPTY_SETTINGS = {
  ...EMPTY_SETTINGS,
  name: 'Friends of Willow Creek',
  abbreviation: 'FWC',
  preserveName: 'Willow Creek Preserve',
  email: 'office@willowcreek.example',
  phone: '(609) 555-0177',
  postalAddress: { line1: 'PO Box 12', town: 'Kingston', state: 'NJ', postcode: '08528' },
  openingHours: 'Dawn to dusk',
  admission: 'Free',
  foundingYear: 1998,
  logoUrl: '/objects/uploads/0b6c2d8e-5a8f-4c1e-9d0a-3f1e2b7c9a11',
  donationUrl: 'https://give.example/willow',
};

describe('the launch checklist', () => {
  it('on an empty site nothing is done, and each step links where it is filled in', () => {
    const steps = launchSteps(settingsOf(EMPTY_SETTINGS), [], [], 0);
    expect(steps.filter((s) => s.done)).toEqual([]);
    expect(steps.find((s) => s.label.startsWith('The main page texts'))).toMatchObject({
      label: `The main page texts in your own words (0 of ${LAUNCH_TEXTS.length})`,
      to: `/admin/page-texts#${LAUNCH_TEXTS[0]}`,
    });
  });

  it('can be finished: the settings, the main texts and one event of the office’s own, and no optional text', () => {
    const steps = launchSteps(
      settingsOf(OWN),
      LAUNCH_TEXTS.map((k) => text(k)),
      [event],
      0,
    );
    expect(steps.filter((s) => !s.done)).toEqual([]);
  });

  it('does not count the sample details, the demo texts or the demo events as the office’s own', () => {
    const steps = launchSteps(
      settingsOf({ ...OWN, email: SAMPLE_SETTINGS.email, name: SAMPLE_SETTINGS.name }),
      LAUNCH_TEXTS.map((k) => text(k, k === 'home-about')),
      [event],
      1,
    );
    expect(steps.filter((s) => !s.done).map((s) => s.label)).toEqual([
      'Organisation name and short name',
      'E-mail address',
      `The main page texts in your own words (${LAUNCH_TEXTS.length - 1} of ${LAUNCH_TEXTS.length})`,
      'A first event of your own',
    ]);
    expect(steps.find((s) => s.label.startsWith('The main page texts'))!.to).toBe('/admin/page-texts#home-about');
  });
});
