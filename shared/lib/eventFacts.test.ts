import { describe, expect, it } from 'vitest';
import { eventFacts, eventFactTexts, NO_LOCATION, TOLD_TO_REGISTRANTS } from './eventFacts';
import { preserveTimeToInstant } from './eventTime';

const event = {
  date: preserveTimeToInstant(2031, 5, 9, 8, 0).toISOString(),
  time: '8:00 AM - 10:00 AM',
  location: 'North trailhead',
};

describe('eventFacts', () => {
  it('prints date, time and place as labelled rows, the date in the long style unless asked otherwise', () => {
    expect(eventFacts(event)).toEqual([
      { field: 'date', label: 'Date', text: 'Friday, May 9, 2031' },
      { field: 'time', label: 'Time', text: '8:00 AM - 10:00 AM' },
      { field: 'location', label: 'Location', text: 'North trailhead' },
    ]);
    expect(eventFacts(event, { dateStyle: 'monthDayYear' })[0].text).toBe(eventFactTexts(event, 'monthDayYear').date);
  });

  it('says there is no place, or leaves the row out where asked', () => {
    const unplaced = { ...event, location: null };
    expect(eventFacts(unplaced).at(-1)).toEqual({ field: 'location', label: 'Location', text: NO_LOCATION });
    expect(NO_LOCATION).toBe('No location');
    expect(eventFacts(unplaced, { unsetPlace: 'omit' }).map((f) => f.field)).toEqual(['date', 'time']);
    expect(eventFactTexts({ ...event, location: '' }).location).toBeNull();
  });

  it('registrants are told about the day, the time and the place', () => {
    expect(TOLD_TO_REGISTRANTS).toEqual(['date', 'time', 'location']);
  });
});
