import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { Volunteer } from '@server/db/entities';

const application = {
  firstName: 'Jamie',
  lastName: 'Sample',
  email: 'jamie@example.org',
  phone: '(609) 555-0199',
  interest: 'Conservation Worker',
  experience: 'Two seasons of trail work.',
  availability: 'Saturday mornings',
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admins mark volunteers active or inactive (PATCH /api/admin/volunteers/:id)', () => {
  const t = useAdminAndMember();

  const apply = async () => (await t.server.client().post('/api/volunteers', application)).body.id as string;
  const stored = (id: string) => t.server.deps.db.repo(Volunteer).findOneByOrFail({ id });
  const patch = (client: TestClient, id: string, body: unknown) =>
    client.request('PATCH', `/api/admin/volunteers/${id}`, { json: body });

  it('marks a volunteer inactive and active again, answering with the whole application', async () => {
    const id = await apply();
    const off = await patch(t.admin, id, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ ...application, id, isActive: false });
    expect((await stored(id)).isActive).toBe(false);

    const on = await patch(t.admin, id, { isActive: true });
    expect(on.status).toBe(200);
    expect(on.body.isActive).toBe(true);
    expect((await stored(id)).isActive).toBe(true);
  });

  it('the admin list shows the change and is never cached', async () => {
    const id = await apply();
    await patch(t.admin, id, { isActive: false });
    const list = await t.admin.get('/api/admin/volunteers');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.find((v: { id: string }) => v.id === id).isActive).toBe(false);
  });

  it('never edits the application itself', async () => {
    const id = await apply();
    const before = await stored(id);
    const res = await patch(t.admin, id, {
      isActive: false,
      email: 'someone-else@example.org',
      interest: 'Education Support',
    });
    expectApiError(res, 400, 'Only isActive can be changed');
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['text for the flag', { isActive: 'false' }],
    ['a number for the flag', { isActive: 0 }],
    ['null for the flag', { isActive: null }],
    ['a list', [{ isActive: false }]],
  ])('400 for %s, nothing changed', async (_label, body) => {
    const id = await apply();
    const res = await t.admin.request('PATCH', `/api/admin/volunteers/${id}`, body === undefined ? {} : { json: body });
    expectApiError(res, 400);
    expect((await stored(id)).isActive).toBe(true);
  });

  it('names the field it refuses', async () => {
    const res = await patch(t.admin, await apply(), { isActive: 'no' });
    expectApiError(res, 400);
    expect(res.body.fieldErrors).toEqual({ isActive: ['isActive must be true or false'] });
  });

  it('404 for a volunteer that does not exist or an id that cannot be one', async () => {
    expectApiError(await patch(t.admin, MISSING, { isActive: false }), 404, 'Volunteer not found');
    expectApiError(await patch(t.admin, 'not-an-id', { isActive: false }), 404, 'Volunteer not found');
  });

  it('401 signed out and 403 for a member, before anything else is checked', async () => {
    const id = await apply();
    expectApiError(await patch(t.server.client(), id, { isActive: false }), 401);
    expectApiError(await patch(t.member, id, { isActive: false }), 403, 'Admin access required.');
    expectApiError(await patch(t.member, MISSING, { bad: 1 }), 403, 'Admin access required.');
    expect((await stored(id)).isActive).toBe(true);
  });
});
