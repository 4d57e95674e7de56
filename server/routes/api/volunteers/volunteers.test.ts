import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { Volunteer } from '@server/db/entities';
import { VOLUNTEER_INTERESTS } from '@shared/constants';

const application = {
  firstName: 'Jamie',
  lastName: 'Sample',
  email: 'jamie@example.org',
  phone: '(609) 555-0199',
  interest: 'Conservation Worker',
  experience: 'Two seasons of trail work.',
  availability: 'Saturday mornings',
};

describe('volunteers', () => {
  const t = useAdminAndMember();

  const count = () => t.server.deps.db.repo(Volunteer).count();

  it('POST stores an application: 201 with the presented volunteer', async () => {
    const res = await t.server.client().post('/api/volunteers', application);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'email',
        'phone',
        'interest',
        'experience',
        'availability',
        'isActive',
        'createdAt',
        'version',
      ].sort(),
    );
    expect(res.body).toMatchObject({ ...application, isActive: true });
    const row = await t.server.deps.db.repo(Volunteer).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ ...application, isActive: true });
  });

  it.each(VOLUNTEER_INTERESTS)('accepts the interest %s', async (interest) => {
    const res = await t.server.client().post('/api/volunteers', { ...application, interest });
    expect(res.status).toBe(201);
    expect(res.body.interest).toBe(interest);
  });

  it('optional fields may be blank or absent and are stored as null', async () => {
    const res = await t.server.client().post('/api/volunteers', {
      firstName: ' Lee ',
      lastName: 'Sample',
      email: ' lee@example.org ',
      interest: 'Event Volunteer',
      phone: '',
      experience: '   ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Lee',
      email: 'lee@example.org',
      phone: null,
      experience: null,
      availability: null,
    });
  });

  it('ignores server-set fields sent by the client', async () => {
    const res = await t.server
      .client()
      .post('/api/volunteers', { ...application, isActive: false, id: 'x', createdAt: '2000-01-01' });
    expect(res.status).toBe(201);
    expect(res.body.isActive).toBe(true);
    expect(res.body.id).not.toBe('x');
    expect(res.body.createdAt.startsWith('2000')).toBe(false);
  });

  it.each([
    ['an unknown interest', { interest: 'Board Member' }, 'interest', 'Please choose an area of interest'],
    ['an interest in the wrong case', { interest: 'event volunteer' }, 'interest', 'Please choose an area of interest'],
    ['a missing interest', { interest: undefined }, 'interest', 'Please choose an area of interest'],
    ['a blank first name', { firstName: ' ' }, 'firstName', 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['a bad e-mail', { email: 'jamie@' }, 'email', 'Please enter a valid email address'],
    ['a missing e-mail', { email: undefined }, 'email', 'Email is required'],
    [
      'an over-long experience',
      { experience: 'x'.repeat(5001) },
      'experience',
      'Experience must be at most 5000 characters',
    ],
    [
      'an over-long availability',
      { availability: 'x'.repeat(2001) },
      'availability',
      'Availability must be at most 2000 characters',
    ],
    ['a number as phone', { phone: 6095550199 }, 'phone', 'Phone must be text'],
  ])('400 for %s, nothing stored', async (_label, patch, field, message) => {
    const before = await count();
    const res = await t.server.client().post('/api/volunteers', { ...application, ...patch });
    expectApiError(res, 400, message);
    expect(res.body.fieldErrors).toEqual({ [field]: [message] });
    expect(await count()).toBe(before);
  });

  it('400 for an empty body, naming every required field', async () => {
    const res = await t.server.client().post('/api/volunteers', {});
    expectApiError(res, 400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'firstName', 'interest', 'lastName']);
  });

  it('GET /api/admin/volunteers: 401 signed out, 403 without isAdmin', async () => {
    expectApiError(await t.server.client().get('/api/admin/volunteers'), 401);
    expectApiError(await t.member.get('/api/admin/volunteers'), 403, 'Admin access required.');
  });

  it('GET /api/admin/volunteers lists every application, newest first', async () => {
    const latest = await t.server.client().post('/api/volunteers', { ...application, firstName: 'Newest' });
    const res = await t.admin.get('/api/admin/volunteers');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await count());
    expect(res.body[0]).toEqual(latest.body);
    const times = res.body.map((v: { createdAt: string }) => Date.parse(v.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
