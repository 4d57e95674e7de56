import { describe, expect, it } from 'vitest';
import { preserveTimeToInstant } from './eventTime';
import { eventCalendarPath, googleCalendarUrl, webcalUrl } from './calendarLinks';
import { SAMPLE_ORGANISATION } from '../organisation';

const event = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Meadow Walk & Talk',
  date: preserveTimeToInstant(2026, 6, 15, 10, 0).toISOString(),
  time: '10 AM - 12:30 PM',
  location: 'Main trailhead',
  description: 'Bring water.\nWear boots.',
  version: 1,
  status: 'scheduled',
  updatedAt: '2026-05-01T12:00:00.000Z',
};

const preserve = {
  name: '',
  street: '12 Mapleton Road',
  town: 'Kingston',
  state: 'NJ',
  postcode: '08528',
  coordinates: '40.3779, -74.6135',
};
const site = (publicUrl: string) => ({ org: { ...SAMPLE_ORGANISATION, preserveLocation: preserve }, publicUrl });

describe('calendar links', () => {
  it('Google Calendar gets the title, UTC times of the range, place, zone and the event page', () => {
    const url = new URL(googleCalendarUrl(event, site('https://preserve.example.org')));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Meadow Walk & Talk');
    expect(url.searchParams.get('dates')).toBe('20260615T140000Z/20260615T163000Z');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('location')).toBe(
      'Main trailhead, Mapleton Preserve, 12 Mapleton Road, Kingston, NJ 08528',
    );
    expect(url.searchParams.get('details')).toBe(
      `Bring water. Wear boots.\n\nhttps://preserve.example.org/events/${event.id}`,
    );
  });

  it('an event without a clock time is a whole day; without a place of its own it is at the preserve', () => {
    const url = new URL(googleCalendarUrl({ ...event, time: 'All day', location: null }, site('https://x.example')));
    expect(url.searchParams.get('dates')).toBe('20260615/20260616');
    expect(url.searchParams.get('location')).toBe('Mapleton Preserve, 12 Mapleton Road, Kingston, NJ 08528');
  });

  it('the feed as webcal: and an event file path', () => {
    expect(webcalUrl('https://preserve.example.org')).toBe('webcal://preserve.example.org/events.ics');
    expect(webcalUrl('http://localhost:5000')).toBe('webcal://localhost:5000/events.ics');
    expect(eventCalendarPath(event.id)).toBe(`/events/${event.id}/calendar.ics`);
  });
});
