import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { ContactSubmission } from '@server/db/entities';

const message = {
  firstName: 'Pat',
  lastName: 'Sample',
  email: 'pat@example.org',
  subject: 'Trail question',
  message: 'Is the east loop open?',
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admins mark contact messages read or unread (PATCH /api/admin/contacts/:id)', () => {
  const t = useAdminAndMember();

  const send = async () => (await t.server.client().post('/api/contact', message)).body.id as string;
  const stored = (id: string) => t.server.deps.db.repo(ContactSubmission).findOneByOrFail({ id });
  const patch = (client: TestClient, id: string, body: unknown) =>
    client.request('PATCH', `/api/admin/contacts/${id}`, { json: body });

  it('marks a message read and unread again, answering with the whole message', async () => {
    const id = await send();
    const read = await patch(t.admin, id, { isRead: true });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...message, id, isRead: true, type: 'contact' });
    expect((await stored(id)).isRead).toBe(true);

    const unread = await patch(t.admin, id, { isRead: false });
    expect(unread.status).toBe(200);
    expect(unread.body.isRead).toBe(false);
    expect((await stored(id)).isRead).toBe(false);
  });

  it('the admin list shows the change, so the dashboard count follows', async () => {
    const id = await send();
    const unreadBefore = (await t.admin.get('/api/admin/contacts')).body.filter(
      (c: { isRead: boolean }) => !c.isRead,
    ).length;
    await patch(t.admin, id, { isRead: true });
    const list = await t.admin.get('/api/admin/contacts');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.find((c: { id: string }) => c.id === id).isRead).toBe(true);
    expect(list.body.filter((c: { isRead: boolean }) => !c.isRead).length).toBe(unreadBefore - 1);
  });

  it('changes nothing else, even when asked to', async () => {
    const id = await send();
    const before = await stored(id);
    const res = await patch(t.admin, id, { isRead: true, subject: 'Changed', message: 'Changed' });
    expectApiError(res, 400, 'Only isRead can be changed');
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['text for the flag', { isRead: 'true' }],
    ['a number for the flag', { isRead: 1 }],
    ['null for the flag', { isRead: null }],
    ['a list', [{ isRead: true }]],
  ])('400 with a field error for %s, nothing changed', async (_label, body) => {
    const id = await send();
    const res = await t.admin.request('PATCH', `/api/admin/contacts/${id}`, body === undefined ? {} : { json: body });
    expectApiError(res, 400);
    expect((await stored(id)).isRead).toBe(false);
  });

  it('names the field it refuses', async () => {
    const res = await patch(t.admin, await send(), { isRead: 'yes' });
    expectApiError(res, 400);
    expect(res.body.fieldErrors).toEqual({ isRead: ['isRead must be true or false'] });
  });

  it('404 for a message that does not exist or an id that cannot be one', async () => {
    expectApiError(await patch(t.admin, MISSING, { isRead: true }), 404, 'Message not found');
    expectApiError(await patch(t.admin, 'not-an-id', { isRead: true }), 404, 'Message not found');
  });

  it('401 signed out and 403 for a member, before anything else is checked', async () => {
    const id = await send();
    expectApiError(await patch(t.server.client(), id, { isRead: true }), 401);
    expectApiError(await patch(t.member, id, { isRead: true }), 403, 'Admin access required.');
    expectApiError(await patch(t.member, MISSING, { bad: 1 }), 403, 'Admin access required.');
    expect((await stored(id)).isRead).toBe(false);
  });
});
