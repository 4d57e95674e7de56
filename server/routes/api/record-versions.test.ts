import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '@server/test/suites';
import type { TestResponse } from '../../test/client';
import { createEvent } from '../../test/factories';
import {
  ContactSubmission,
  Event,
  GalleryImage,
  HistorySection,
  HomePageContent,
  User,
  Volunteer,
} from '../../db/entities';

/** ADR 018: optional versions on admin writes; a stale one gets 409 with the current record and writes nothing. */
describe('record versions and 409 conflicts', () => {
  const t = useSignedInAdmin();

  function expectConflict(res: TestResponse, thing: string) {
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Someone else changed this ${thing} since you opened it.`);
    expect(res.text).not.toMatch(/\n\s+at /);
  }

  it('events: new ones start at 1; the right version bumps, a stale one is refused unchanged, none works', async () => {
    const created = await t.admin.post('/api/admin/events', {
      title: 'Bird Walk',
      description: 'Birds.',
      date: '2030-05-01',
      time: '9:00 AM',
      location: 'Trail',
      maxCapacity: null,
    });
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(1);
    const id = created.body.id;

    const first = await t.admin.put(`/api/admin/events/${id}`, { title: 'Bird Walk at Dawn', version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);

    const stale = await t.admin.put(`/api/admin/events/${id}`, { title: 'Overwritten', version: 1 });
    expectConflict(stale, 'event');
    expect(stale.body.current).toMatchObject({ id, title: 'Bird Walk at Dawn', version: 2 });
    // Who saved the copy that won, and when.
    const saver = await t.server.deps.db.repo(User).findOneByOrFail({ isAdmin: true });
    expect(stale.body.changedBy).toEqual({
      name: [saver.firstName, saver.lastName].filter(Boolean).join(' ') || saver.email,
      at: stale.body.current.updatedAt,
    });
    const row = await t.server.deps.db.repo(Event).findOneByOrFail({ id });
    expect(row).toMatchObject({ title: 'Bird Walk at Dawn', version: 2 });

    const without = await t.admin.put(`/api/admin/events/${id}`, { title: 'Last writer wins' });
    expect(without.status).toBe(200);
    expect(without.body).toMatchObject({ title: 'Last writer wins', version: 3 });

    expect((await t.admin.put(`/api/admin/events/${id}`, { version: 'two' })).status).toBe(400);
  });

  it('events: a delete with a stale ?version= is refused; with the right one it deletes', async () => {
    const event = await createEvent(t.server.deps.db);
    expectConflict(await t.admin.delete(`/api/admin/events/${event.id}?version=7`), 'event');
    expect(await t.server.deps.db.repo(Event).existsBy({ id: event.id })).toBe(true);
    expect((await t.admin.delete(`/api/admin/events/${event.id}?version=x`)).status).toBe(400);
    expect((await t.admin.delete(`/api/admin/events/${event.id}?version=1`)).status).toBe(204);
    expect(await t.server.deps.db.repo(Event).existsBy({ id: event.id })).toBe(false);
  });

  it('home sections: versions by section name, a stale edit keeps the stored text', async () => {
    const created = await t.admin.put('/api/admin/home-content', {
      section: 'welcome',
      title: 'Welcome',
      content: 'Hello',
    });
    expect(created.body.version).toBe(1);
    const edited = await t.admin.put('/api/admin/home-content', {
      section: 'welcome',
      title: 'Welcome!',
      content: 'Hi',
      version: 1,
    });
    expect(edited.body.version).toBe(2);
    const stale = await t.admin.put('/api/admin/home-content', {
      section: 'welcome',
      title: 'Mine',
      content: 'Mine',
      version: 1,
    });
    expectConflict(stale, 'section');
    expect(stale.body.current).toMatchObject({ section: 'welcome', title: 'Welcome!', version: 2 });
    // Who saved the copy that won, and when, so the refused side knows whose work it is.
    const saver = await t.server.deps.db.repo(User).findOneByOrFail({ isAdmin: true });
    const stored = await t.server.deps.db.repo(HomePageContent).findOneByOrFail({ section: 'welcome' });
    expect(stale.body.changedBy).toEqual({
      name: [saver.firstName, saver.lastName].filter(Boolean).join(' ') || saver.email,
      at: stored.updatedAt.toISOString(),
    });
    expect(await t.server.deps.db.repo(HomePageContent).findOneByOrFail({ section: 'welcome' })).toMatchObject({
      title: 'Welcome!',
      version: 2,
    });
    expect(
      (await t.admin.put('/api/admin/home-content', { section: 'welcome', title: 'Anyway', content: 'x' })).body
        .version,
    ).toBe(3);
  });

  it('history sections: stale edit and delete refused; create ignores a sent version', async () => {
    const created = await t.admin.post('/api/admin/history-content', { title: 'The Barn', version: 9 });
    expect(created.body.version).toBe(1);
    const id = created.body.id;
    expect(
      (await t.admin.put(`/api/admin/history-content/${id}`, { title: 'The Old Barn', version: 1 })).body.version,
    ).toBe(2);
    const stale = await t.admin.put(`/api/admin/history-content/${id}`, { title: 'Mine', version: 1 });
    expectConflict(stale, 'section');
    expect(stale.body.current).toMatchObject({ title: 'The Old Barn', version: 2 });
    expectConflict(await t.admin.delete(`/api/admin/history-content/${id}?version=1`), 'section');
    expect(await t.server.deps.db.repo(HistorySection).findOneByOrFail({ id })).toMatchObject({
      title: 'The Old Barn',
      version: 2,
    });
    expect((await t.admin.delete(`/api/admin/history-content/${id}?version=2`)).status).toBe(204);
  });

  it('gallery images: a moderation with a stale version and a stale delete are refused', async () => {
    const image = await t.server.deps.db.write((m) =>
      m.save(
        m.create(GalleryImage, {
          title: 'Heron',
          imageUrl: '/objects/uploads/x',
          isPublic: false,
          displayOrder: 0,
          position: 'above',
          createdAt: new Date(),
        }),
      ),
    );
    const patch = (json: unknown) => t.admin.request('PATCH', `/api/admin/images/${image.id}`, { json });
    expect((await patch({ isPublic: true, version: 1 })).body).toMatchObject({ isPublic: true, version: 2 });
    const stale = await patch({ isPublic: false, version: 1 });
    expectConflict(stale, 'image');
    expect(stale.body.current).toMatchObject({ id: image.id, isPublic: true, version: 2 });
    expectConflict(await t.admin.delete(`/api/images/${image.id}?version=1`), 'image');
    expect(await t.server.deps.db.repo(GalleryImage).existsBy({ id: image.id })).toBe(true);
    expect((await t.admin.delete(`/api/images/${image.id}?version=2`)).status).toBe(204);
  });

  it('volunteers and contact messages: status changes are versioned too', async () => {
    const volunteer = await t.server.deps.db.write((m) =>
      m.save(
        m.create(Volunteer, {
          firstName: 'Ada',
          lastName: 'L',
          email: 'ada@example.org',
          interest: 'trails',
          createdAt: new Date(),
        }),
      ),
    );
    const patch = (path: string, json: unknown) => t.admin.request('PATCH', path, { json });
    expect((await patch(`/api/admin/volunteers/${volunteer.id}`, { isActive: false, version: 1 })).body).toMatchObject({
      isActive: false,
      version: 2,
    });
    const staleVolunteer = await patch(`/api/admin/volunteers/${volunteer.id}`, { isActive: true, version: 1 });
    expectConflict(staleVolunteer, 'volunteer');
    expect((await t.server.deps.db.repo(Volunteer).findOneByOrFail({ id: volunteer.id })).isActive).toBe(false);

    const message = await t.server.deps.db.write((m) =>
      m.save(
        m.create(ContactSubmission, {
          firstName: 'B',
          lastName: 'C',
          email: 'b@example.org',
          subject: 'Hi',
          message: 'Hello',
          createdAt: new Date(),
        }),
      ),
    );
    expect((await patch(`/api/admin/contacts/${message.id}`, { isRead: true })).body).toMatchObject({
      isRead: true,
      version: 2,
    });
    const staleMessage = await patch(`/api/admin/contacts/${message.id}`, { isRead: false, version: 1 });
    expectConflict(staleMessage, 'message');
    expect(staleMessage.body.current).toMatchObject({ isRead: true, version: 2 });
  });
});
