import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { ContactSubmission } from '@server/db/entities';

const message = {
  firstName: 'Pat',
  lastName: 'Sample',
  email: 'pat@example.org',
  subject: 'Trail question',
  message: 'Is the east loop open after the storm?',
};

describe('contact messages', () => {
  const t = useAdminAndMember();

  const count = () => t.server.deps.db.repo(ContactSubmission).count();

  it('POST stores the message: 201, type contact, unread', async () => {
    const res = await t.server.client().post('/api/contact', message);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ['id', 'firstName', 'lastName', 'email', 'subject', 'message', 'type', 'isRead', 'createdAt', 'version'].sort(),
    );
    expect(res.body).toMatchObject({ ...message, type: 'contact', isRead: false });
    const row = await t.server.deps.db.repo(ContactSubmission).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ ...message, type: 'contact', isRead: false });
  });

  it('ignores server-set fields sent by the client', async () => {
    const res = await t.server.client().post('/api/contact', { ...message, isRead: true, type: 'spam' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isRead: false, type: 'contact' });
  });

  const required: Array<[keyof typeof message, string]> = [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ];
  it.each(required)('400 when %s is missing or blank, nothing stored', async (field, text) => {
    const before = await count();
    const { [field]: _omit, ...without } = message;
    const missing = await t.server.client().post('/api/contact', without);
    expectApiError(missing, 400, text);
    expect(missing.body.fieldErrors).toEqual({ [field]: [text] });
    const blank = await t.server.client().post('/api/contact', { ...message, [field]: '  ' });
    expectApiError(blank, 400, text);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a bad e-mail', { email: 'pat.example.org' }, 'email', 'Please enter a valid email address'],
    ['an over-long subject', { subject: 's'.repeat(201) }, 'subject', 'Subject must be at most 200 characters'],
    ['an over-long message', { message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['a list as message', { message: ['a', 'b'] }, 'message', 'Message is required'],
  ])('400 for %s', async (_label, patch, field, text) => {
    const res = await t.server.client().post('/api/contact', { ...message, ...patch });
    expectApiError(res, 400, text);
    expect(res.body.fieldErrors).toEqual({ [field]: [text] });
  });

  it('400 for an empty body, naming all five fields', async () => {
    const res = await t.server.client().post('/api/contact', {});
    expectApiError(res, 400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
  });

  it('GET /api/admin/contacts: 401 signed out, 403 without isAdmin', async () => {
    expectApiError(await t.server.client().get('/api/admin/contacts'), 401);
    expectApiError(await t.member.get('/api/admin/contacts'), 403, 'Admin access required.');
  });

  it('GET /api/admin/contacts lists every message, newest first', async () => {
    const latest = await t.server.client().post('/api/contact', { ...message, subject: 'Newest' });
    const res = await t.admin.get('/api/admin/contacts');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await count());
    expect(res.body[0]).toEqual(latest.body);
  });
});
