import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { Event, User } from '../db/entities';
import { hashPassword } from '../services/passwords';
import { preserveCalendarDay, preserveTimeToInstant } from '../../shared/lib/eventTime';

/** Test data builders. Passwords use a low scrypt cost so suites stay quick; the format is the real one. */
export const TEST_PASSWORD = 'correct horse battery';

export async function createUser(
  db: Database,
  overrides: Partial<Pick<User, 'email' | 'firstName' | 'lastName' | 'isAdmin'>> & { password?: string } = {},
): Promise<User> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const passwordHash = await hashPassword(password, 2 ** 10);
  return db.write((m) =>
    m.save(
      m.create(User, {
        email: `user-${randomUUID().slice(0, 8)}@example.org`,
        firstName: 'Test',
        lastName: 'Person',
        profileImageUrl: null,
        isAdmin: false,
        ...fields,
        passwordHash,
      }),
    ),
  );
}

const DAY = 24 * 60 * 60 * 1000;

export async function createEvent(db: Database, overrides: Partial<Event> = {}): Promise<Event> {
  return db.write((m) =>
    m.save(
      m.create(Event, {
        title: 'Sample Meadow Walk',
        description: 'A walk through the meadow.\n\nBring water.',
        date: new Date(Date.now() + 14 * DAY),
        time: '10:00 AM',
        location: 'Main trailhead',
        maxCapacity: 20,
        currentRegistrations: 0,
        imageUrl: null,
        imageUrls: [],
        eventContent: null,
        isActive: true,
        createdBy: null,
        ...overrides,
      }),
    ),
  );
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** Midnight that began the given instant's day on the preserve's clock. */
export function startOfPreserveDay(instant: Date): Date {
  const [y, m, d] = preserveCalendarDay(instant).split('-').map(Number);
  return preserveTimeToInstant(y, m, d, 0, 0);
}
