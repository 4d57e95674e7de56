import { describe, expect, it } from 'vitest';
import { preserveTimeToInstant } from './eventTime';
import { eventCalendarPath, googleCalendarUrl, webcalUrl } from './calendarLinks';

const event = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Meadow Walk & Talk',
  date: preserveTimeToInstant(2026, 6, 15, 10, 0).toISOString(),
  time: '10 AM - 12:30 PM',
  location: 'Main trailhead',
  description: 'Bring water.\nWear boots.',
};

describe('calendar links', () => {
  it('Google Calendar gets the title, UTC times of the range, place, zone and the event page', () => {
    const url = new URL(googleCalendarUrl(event, 'https://preserve.example.org'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Meadow Walk & Talk');
    expect(url.searchParams.get('dates')).toBe('20260615T140000Z/20260615T163000Z');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('location')).toBe('Main trailhead');
    expect(url.searchParams.get('details')).toBe(
      `Bring water. Wear boots.\n\nhttps://preserve.example.org/events/${event.id}`,
    );
  });

  it('an event without a clock time is a whole day; no place, no location', () => {
    const url = new URL(googleCalendarUrl({ ...event, time: 'All day', location: null }, 'https://x.example'));
    expect(url.searchParams.get('dates')).toBe('20260615/20260616');
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('the feed as webcal: and an event file path', () => {
    expect(webcalUrl('https://preserve.example.org')).toBe('webcal://preserve.example.org/events.ics');
    expect(webcalUrl('http://localhost:5000')).toBe('webcal://localhost:5000/events.ics');
    expect(eventCalendarPath(event.id)).toBe(`/events/${event.id}/calendar.ics`);
  });
});
