import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { EventDto } from '../../api/types';
import { EventCard, type EventCardActions } from '../events/EventCard';

afterEach(cleanup);

const event: EventDto = {
  id: 'e1',
  title: 'Frog Chorus',
  description: 'Listening.',
  date: '2031-04-05T23:00:00.000Z',
  time: '7:00 PM',
  startTime: '19:00',
  endTime: null,
  allDay: false,
  timeNeedsReview: false,
  category: null,
  recordsHours: false,
  guestLimit: 0,
  childrenTakeSeats: true,
  questions: [],
  seriesId: null,
  location: 'Pond',
  maxCapacity: 12,
  currentRegistrations: 0,
  imageUrl: null,
  imageUrls: [],
  eventContent: null,
  isActive: true,
  status: 'scheduled',
  checkedInCount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  version: 1,
};
const actions = {} as EventCardActions;

/** The desktop app's offline copies mark a card whose change has not reached the site; the site's own never are. */
describe('a card with a change not on the site', () => {
  const card = (e: object) =>
    render(
      <MemoryRouter>
        <EventCard event={e as EventDto} actions={actions} />
      </MemoryRouter>,
    );

  it('says "Not sent yet", or that a conflict waits, and nothing for the site’s own record', () => {
    card({ ...event, draft: true });
    expect(screen.getByText('Not sent yet')).toBeTruthy();
    cleanup();
    card({ ...event, draft: true, draftConflict: true });
    expect(screen.getByText('Conflict: not sent')).toBeTruthy();
    cleanup();
    card(event);
    expect(screen.queryByText('Not sent yet')).toBeNull();
    expect(screen.getByText('0 / 12')).toBeTruthy();
  });
});
