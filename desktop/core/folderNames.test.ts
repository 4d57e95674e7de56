import { describe, expect, it } from 'vitest';
import { factsOfFolderName, factsOfFolderPath } from './folderNames';

describe('folder import: what a folder name says', () => {
  it.each([
    ['2019-10-12 Annual Meeting', { title: 'Annual Meeting', date: '2019-10-12', year: 2019 }],
    ['2019_10_12 Annual Meeting', { title: 'Annual Meeting', date: '2019-10-12', year: 2019 }],
    ['2019.3.7 - Trail cleanup', { title: 'Trail cleanup', date: '2019-03-07', year: 2019 }],
    ['Bird count 2020-12-19', { title: 'Bird count', date: '2020-12-19', year: 2020 }],
    ['2021 Fall Walk', { title: 'Fall Walk', date: null, year: 2021 }],
    ['2021 Spring Planting', { title: 'Spring Planting', date: null, year: 2021 }],
    ['Mid-Summer Walk 2018', { title: 'Mid-Summer Walk', date: null, year: 2018 }],
    ['2018-meeting', { title: 'meeting', date: null, year: 2018 }],
    ['spring_walk', { title: 'spring walk', date: null, year: null }],
    ['2019', { title: null, date: null, year: 2019 }],
    ['2019-02-30', { title: null, date: null, year: 2019 }],
    ['IMG 0042', { title: 'IMG 0042', date: null, year: null }],
  ])('%s', (name, facts) => {
    expect(factsOfFolderName(name)).toEqual(facts);
  });

  it('takes the title from the photos’ own folder and the date or year from the nearest folder that names one', () => {
    expect(factsOfFolderPath(['Photos', '2019', 'spring-walk'])).toEqual({
      title: 'spring walk',
      date: null,
      year: 2019,
    });
    expect(factsOfFolderPath(['Annual meetings', '2017'])).toEqual({ title: null, date: null, year: 2017 });
    expect(factsOfFolderPath(['Photos', 'misc'])).toEqual({ title: 'misc', date: null, year: null });
  });
});
