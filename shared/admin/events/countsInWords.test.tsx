import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { EventDto, RegistrationDto } from '../../api/types';
import type { Cluster } from '../../lib/registrationClusters';
import { renderAdmin } from '../test/renderAdmin';
import { ClusterPanel, clusterSize } from './ClusterPanel';
import { SignInSheet } from './SignInSheet';

afterEach(cleanup);

const cluster = (registered: number, waiting: number): Cluster => ({
  by: 'domain',
  key: 'example.org',
  label: '@example.org',
  registrationIds: Array.from({ length: registered }, (_, i) => `r${i}`),
  waitingIds: Array.from({ length: waiting }, (_, i) => `w${i}`),
});

const event = (maxCapacity: number | null) =>
  ({
    id: 'e1',
    title: 'Owl Prowl',
    date: '2031-02-14T05:00:00.000Z',
    time: '7:00 PM',
    location: null,
    maxCapacity,
  }) as EventDto;

const registration = (id: string, firstName: string, lastName: string) =>
  ({
    id,
    eventId: 'e1',
    firstName,
    lastName,
    email: '',
    phone: null,
    specialRequests: null,
    checkedIn: false,
  }) as RegistrationDto;

/** The events screens' counts in words: one takes the singular, any other number the plural. */
describe('counts on the events screens', () => {
  it('a cluster of one person and of several says so', () => {
    expect(clusterSize(cluster(1, 0))).toBe('1 person registered');
    expect(clusterSize(cluster(2, 1))).toBe('2 people registered, 1 waiting');
    expect(clusterSize(cluster(0, 3))).toBe('0 people registered, 3 waiting');
    renderAdmin(<ClusterPanel eventId="e1" clusters={[cluster(1, 2)]} />);
    expect(screen.getByRole('listitem').textContent).toMatch(/^@example\.org: 1 person registered, 2 waiting/);
  });

  it('the sign-in sheet counts one place and one person in the singular', () => {
    render(<SignInSheet event={event(1)} rows={[registration('a', 'Ada', 'Hoot')]} />);
    expect(screen.getByText(/^Sign-in sheet:/).textContent).toBe(
      'Sign-in sheet: 1 person registered of 1 place. Tick each person who came.',
    );
    cleanup();
    render(<SignInSheet event={event(12)} rows={[registration('a', 'Ada', 'Hoot'), registration('b', 'Bo', 'Owl')]} />);
    expect(screen.getByText(/^Sign-in sheet:/).textContent).toBe(
      'Sign-in sheet: 2 people registered of 12 places. Tick each person who came.',
    );
    cleanup();
    render(<SignInSheet event={event(null)} rows={[]} />);
    expect(screen.getByText(/^Sign-in sheet:/).textContent).toBe(
      'Sign-in sheet: 0 people registered. Tick each person who came.',
    );
  });
});
