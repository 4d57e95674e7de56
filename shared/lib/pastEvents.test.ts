import { describe, expect, it } from 'vitest';
import { imagePathsFrom, isStoredImagePath, pastEventRows, yearFromPath } from './pastEvents';
import { SAMPLE_SETTINGS } from '../organisation';

const org = { abbreviation: 'FMP', preserveName: 'Mapleton Preserve' };
const now = new Date('2026-03-01T12:00:00Z');

describe('yearFromPath', () => {
  it.each([
    ['/images/2019/meeting.jpg', 2019],
    ['attached_assets/2015/annual.png', 2015],
    ['/photos/2018-annual-meeting.jpg', 2018],
    ['/photos/2017.jpg', 2017],
    ['https://cdn.example.org/archive/2012/x.webp', 2012],
    ['/a/2014/b/2016/c.jpg', 2014],
  ])('%s -> %i', (path, year) => expect(yearFromPath(path, now)).toBe(year));

  it.each([
    ['no year at all', '/images/meeting.jpg'],
    ['digits not after a slash', '/images/meeting2019.jpg'],
    ['a longer number', '/images/20190615/meeting.jpg'],
    ['a year at the very start without a slash', '2019/meeting.jpg'],
    ['an upload id that starts with digits', '/objects/uploads/1234abcd-0000-4000-8000-000000000000'],
  ])('%s -> the current year', (_label, path) => expect(yearFromPath(path, now)).toBe(2026));

  it('skips four digits that cannot be a year and takes the next one', () => {
    expect(yearFromPath('/0001/2011/x.jpg', now)).toBe(2011);
    expect(yearFromPath('/9999/x.jpg', now)).toBe(2026);
  });
});

describe('imagePathsFrom', () => {
  it('keeps one trimmed path per line and drops blank lines', () => {
    expect(imagePathsFrom('  /a/2019/x.jpg \n\n   \r\n/b.jpg\r\n')).toEqual(['/a/2019/x.jpg', '/b.jpg']);
    expect(imagePathsFrom(' \n \n')).toEqual([]);
  });
});

describe('pastEventRows', () => {
  it('gives each path an annual meeting of its year: June 15, 10:00 AM, at the preserve', () => {
    const [a, b] = pastEventRows('/images/2019/meeting.jpg\n\n/images/meeting.jpg', org, now);
    expect(a).toMatchObject({
      title: 'FMP Annual Meeting 2019',
      date: '2019-06-15',
      time: '10:00 AM',
      location: 'Mapleton Preserve',
      imageUrl: '/images/2019/meeting.jpg',
    });
    expect(a.description).toContain('2019 annual meeting');
    expect(b.title).toBe('FMP Annual Meeting 2026');
    // June 15 of this year is still to come: a past event takes today instead.
    expect(b.date).toBe('2026-03-01');
    expect(pastEventRows('/images/meeting.jpg', org, new Date('2026-08-01T12:00:00Z'))[0].date).toBe('2026-06-15');
  });

  it("takes the year a stored picture tells: its title's, else its upload's, never one to come", () => {
    const stored = '/objects/uploads/1234abcd-0000-4000-8000-000000000000';
    const known = (k: { title?: string; createdAt?: string }) => () => k;
    expect(pastEventRows(stored, org, now, known({ title: 'Meeting 2019 at the barn' }))[0]).toMatchObject({
      title: 'FMP Annual Meeting 2019',
      date: '2019-06-15',
    });
    expect(pastEventRows(stored, org, now, known({ title: 'Barn', createdAt: '2021-02-03T10:00:00Z' }))[0].title).toBe(
      'FMP Annual Meeting 2021',
    );
    // A year after this one in a title is no year of a past event; the upload's is used.
    expect(
      pastEventRows(stored, org, now, known({ title: 'Plan 2031', createdAt: '2024-12-31T23:30:00-05:00' }))[0].title,
    ).toBe('FMP Annual Meeting 2024');
  });

  it('names only what an empty site has set: no blank short name or place', () => {
    const [row] = pastEventRows('/x/2019/y.jpg', { abbreviation: '', preserveName: '' }, now);
    expect(row.title).toBe('Annual Meeting 2019');
    expect(row.description).toMatch(/^The 2019 annual meeting\. Members/);
    expect(row.location).toBe('');
  });

  it("places the event at the preserve's location setting: its name and street address", () => {
    const [d] = pastEventRows('/x/2010/y.jpg', SAMPLE_SETTINGS, now);
    expect(d.location).toBe('Mapleton Preserve, Kingston, NJ 08528');
    const named = { ...SAMPLE_SETTINGS, preserveLocation: { ...SAMPLE_SETTINGS.preserveLocation, name: 'Old Barn' } };
    expect(pastEventRows('/x.jpg', named, now)[0].location).toBe('Old Barn, Kingston, NJ 08528');
  });

  it('uses the organisation it is given', () => {
    const [d] = pastEventRows('/x/2010/y.jpg', { abbreviation: 'ABC', preserveName: 'Elm Woods' }, now);
    expect(d.title).toBe('ABC Annual Meeting 2010');
    expect(d.location).toBe('Elm Woods');
  });

  it('nothing typed, nothing to create', () => {
    expect(pastEventRows('\n  \n', org, now)).toEqual([]);
  });
});

describe('isStoredImagePath', () => {
  it('is true only for the path of a stored upload', () => {
    expect(isStoredImagePath('/objects/uploads/1234abcd-0000-4000-8000-000000000000')).toBe(true);
    expect(isStoredImagePath('/images/2019/annual-meeting.jpg')).toBe(false);
    expect(isStoredImagePath('https://example.org/objects/uploads/1234abcd-0000-4000-8000-000000000000')).toBe(false);
    expect(isStoredImagePath('/objects/uploads/1234abcd-0000-4000-8000-000000000000/../x')).toBe(false);
  });
});
