import { describe, expect, it } from 'vitest';
import { parseTimeRange } from './eventTimeRange';

const t = (hour: number, minute = 0) => ({ hour, minute });

describe('parseTimeRange', () => {
  it.each([
    ['10:00 AM', t(10), null],
    ['9:30am', t(9, 30), null],
    ['2 p.m.', t(14), null],
    ['Noon', t(12), null],
    ['14:30', t(14, 30), null],
    ['10 AM - 2 PM', t(10), t(14)],
    ['10:00 AM – 12:00 PM', t(10), t(12)],
    ['9-11am', t(9), t(11)],
    ['11 - 2 PM', t(11), t(14)],
    ['1:30 to 3:00 p.m.', t(13, 30), t(15)],
    ['9am - noon', t(9), t(12)],
    ['9 - noon', t(9), t(12)],
    ['14:00-16:30', t(14), t(16, 30)],
    ['6 PM until 8:30 PM', t(18), t(20, 30)],
    ['Ages 8-12, starts 9:30 AM', t(9, 30), null],
    ['Doors 6pm, talk 7 - 8 PM', t(19), t(20)],
  ])('%s', (text, start, end) => {
    expect(parseTimeRange(text)).toEqual({ start, end });
  });

  it('an end before the start is ignored, keeping the start', () => {
    expect(parseTimeRange('3 PM - 1 PM')).toEqual({ start: t(15), end: null });
  });

  it.each(['', 'All day', 'TBA', 'Ages 8-12', 'Sunrise to sunset', null, undefined])(
    'no readable time in %j',
    (text) => {
      expect(parseTimeRange(text)).toBeNull();
    },
  );
});
