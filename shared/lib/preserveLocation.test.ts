import { describe, expect, it } from 'vitest';
import { SAMPLE_ORGANISATION } from '../organisation';
import { calendarLocationOf, coordinatesOf, mapLinkOf, placeNameOf } from './preserveLocation';
import { siteSettingsSchema } from '../schemas/settings';
import { fieldErrorsOf } from '../schemas/common';

const located = {
  ...SAMPLE_ORGANISATION,
  preserveLocation: {
    name: '',
    street: '12 Mapleton Road',
    town: 'Kingston',
    state: 'NJ',
    postcode: '08528',
    coordinates: '40.3779, -74.6135',
  },
};

describe("the preserve's location", () => {
  it('reads coordinates as map programs copy them, and nothing that is not a place on Earth', () => {
    expect(coordinatesOf('40.3779, -74.6135')).toEqual({ latitude: 40.3779, longitude: -74.6135 });
    expect(coordinatesOf(' 40.3779 -74.6135 ')).toEqual({ latitude: 40.3779, longitude: -74.6135 });
    expect(coordinatesOf('+40;-74')).toEqual({ latitude: 40, longitude: -74 });
    for (const bad of ['', '40.3779', '91, 10', '40, 181', 'north, west', '40.3779, -74.6135, 3'])
      expect(coordinatesOf(bad), bad).toBeNull();
  });

  it("a calendar's LOCATION: the event's place, the preserve, its street address; nothing said twice", () => {
    expect(calendarLocationOf(located, 'North trailhead')).toBe(
      'North trailhead, Mapleton Preserve, 12 Mapleton Road, Kingston, NJ 08528',
    );
    expect(calendarLocationOf(located, 'Mapleton Preserve barn')).toBe(
      'Mapleton Preserve barn, 12 Mapleton Road, Kingston, NJ 08528',
    );
    expect(calendarLocationOf(located, null)).toBe('Mapleton Preserve, 12 Mapleton Road, Kingston, NJ 08528');
    // Never the postal address, a P.O. Box.
    expect(calendarLocationOf(SAMPLE_ORGANISATION, null)).toBe('Mapleton Preserve, Kingston, NJ 08528');
  });

  it('its own name wins over the preserve name when given', () => {
    expect(placeNameOf(located)).toBe('Mapleton Preserve');
    expect(placeNameOf({ ...located, preserveLocation: { ...located.preserveLocation, name: 'Mapleton Barn' } })).toBe(
      'Mapleton Barn',
    );
  });

  it('the map link pins the coordinates when known, else is the map address an admin gave', () => {
    expect(mapLinkOf(located)).toBe(
      'https://www.openstreetmap.org/?mlat=40.3779&mlon=-74.6135#map=16/40.3779/-74.6135',
    );
    expect(mapLinkOf(SAMPLE_ORGANISATION)).toBe(SAMPLE_ORGANISATION.locationUrl);
    expect(mapLinkOf({ ...SAMPLE_ORGANISATION, locationUrl: '' })).toBe('');
  });

  it('the settings check each part, with a message that says how to write it', () => {
    const body = { ...SAMPLE_ORGANISATION, version: 1 };
    const withLocation = (change: Record<string, string>) =>
      siteSettingsSchema.safeParse({ ...body, preserveLocation: { ...located.preserveLocation, ...change } });
    expect(withLocation({}).success).toBe(true);
    expect(withLocation({ coordinates: '' }).success).toBe(true);
    const bad = withLocation({ coordinates: 'by the big oak', postcode: 'ABCDE' });
    expect(bad.success).toBe(false);
    expect(fieldErrorsOf(bad.error!)).toEqual({
      'preserveLocation.coordinates': ['Coordinates must be a latitude and a longitude, e.g. 40.3779, -74.6135'],
      'preserveLocation.postcode': ['ZIP code must look like 08528 or 08528-1234'],
    });
  });
});
