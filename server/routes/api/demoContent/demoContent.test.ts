import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_KEYS } from '@shared/lib/pageTexts';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { createEvent, daysFromNow } from '@server/test/factories';
import { photoWithGps } from '@server/test/images';
import { putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import {
  Event,
  EventRegistration,
  GalleryImage,
  HistorySection,
  HomePageContent,
  NewsletterIssue,
  PageContent,
  PageText,
} from '@server/db/entities';
import { DEMO_REMOVERS, removeDemoContent, type DemoRemover } from '@server/services/demoContent';
import { countSettingsPlaceholders } from '@server/services/siteSettings';
import type { DemoContentSummaryDto } from '@shared/api/types';

/** "Remove all demo content" (ADR 043): only rows the demo seed marked go, in one transaction. */
describe('demo content removal', () => {
  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
  }, 180_000);
  afterAll(() => server.close());

  const db = () => server.deps.db;
  const demoCount = async () =>
    (await db().repo(Event).countBy({ isDemo: true })) +
    (await db().repo(GalleryImage).countBy({ isDemo: true })) +
    (await db().repo(HomePageContent).countBy({ isDemo: true })) +
    (await db().repo(HistorySection).countBy({ isDemo: true })) +
    (await db().repo(PageContent).countBy({ isDemo: true })) +
    (await db().repo(PageText).countBy({ isDemo: true })) +
    (await db().repo(NewsletterIssue).countBy({ isDemo: true })) +
    (await countSettingsPlaceholders(db().read));

  it('the demo seed marks every row it writes, and the summary counts them', async () => {
    const res = await admin.get<DemoContentSummaryDto>('/api/admin/demo-content');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.items.map((i) => [i.name, i]));
    const events = await db().repo(Event).count();
    const photos = await db().repo(GalleryImage).count();
    expect(events).toBeGreaterThan(0);
    expect(byName.events).toEqual({ name: 'events', count: events, label: `${events} demo events` });
    expect(byName.photos).toEqual({ name: 'photos', count: photos, label: `${photos} demo photos` });
    expect(byName.pageImages.count).toBe(2);
    expect(byName.sections.count).toBe((await db().repo(HomePageContent).count()) + 6);
    expect(byName.pageTexts.count).toBe(PAGE_TEXT_KEYS.length);
    expect(byName.newsletters.count).toBe(1);
    // The sample e-mail, phone, EIN, donation page, P.O. box and the board (the demo has no social links).
    expect(byName.settings.count).toBe(6);
    expect(res.body.total).toBe(await demoCount());
  });

  it('only admins see or remove it: 401 signed out, 403 for members, nothing removed', async () => {
    const before = await demoCount();
    expectApiError(await server.client().get('/api/admin/demo-content'), 401);
    expectApiError(await member.get('/api/admin/demo-content'), 403);
    expectApiError(await server.client().post('/api/admin/demo-content/remove'), 401);
    expectApiError(await member.post('/api/admin/demo-content/remove'), 403);
    expect(await demoCount()).toBe(before);
  });

  it('a failing step rolls the whole removal back', async () => {
    const before = await demoCount();
    const failing: DemoRemover = {
      name: 'failing',
      label: () => 'a step that fails',
      count: async () => 0,
      remove: async () => {
        throw new Error('disk on fire');
      },
    };
    await expect(removeDemoContent(server.deps, [...DEMO_REMOVERS, failing])).rejects.toThrow('disk on fire');
    expect(await demoCount()).toBe(before);
  });

  it('removes demo events with their registrations, demo photos with their files, demo sections and texts; keeps what admins made or edited', async () => {
    // What admins made: an event with a registration, a photo, a home section, a history section, a page text.
    const own = await createEvent(db(), { title: 'Our Own Walk', date: daysFromNow(10) });
    const registered = await server
      .client()
      .post(`/api/events/${own.id}/register`, { firstName: 'Ann', lastName: 'Own', email: 'ann@example.org' });
    expect(registered.status).toBe(201);
    const uploadURL = await uploadUrlFor(admin);
    expect((await putFile(uploadURL, await photoWithGps())).status).toBe(200);
    const photo = await admin.post('/api/images', { imageURL: uploadURL, title: 'Our Own Photo' });
    expect(photo.status).toBe(201);
    const ownPhotoPath = `/objects/uploads/${uploadIdOf(uploadURL)}`;
    expect((await admin.put('/api/admin/home-content', { section: 'our-news', content: 'News' })).status).toBe(200);
    expect((await admin.post('/api/admin/history-content', { title: 'Our Own History' })).status).toBe(201);
    // Edited demo content becomes the organisation's own.
    const mission = await db().repo(PageText).findOneByOrFail({ key: 'about-mission' });
    const saved = await admin.put('/api/admin/page-texts/about-mission', {
      body: 'Our real mission.',
      version: mission.version,
    });
    expect(saved.status).toBe(200);
    const demoSection = await db().repo(HomePageContent).findOneByOrFail({ section: 'membership' });
    const edited = await admin.put('/api/admin/home-content', {
      section: 'membership',
      title: 'Join Us',
      content: 'Members welcome.',
      version: demoSection.version,
    });
    expect(edited.status).toBe(200);

    const demoEventIds = (await db().repo(Event).findBy({ isDemo: true })).map((e) => e.id);
    const demoPhoto = await db().repo(GalleryImage).findOneByOrFail({ isDemo: true });
    expect((await served(server, demoPhoto.imageUrl)).status).toBe(200);
    const demoRegistrations = await db()
      .repo(EventRegistration)
      .createQueryBuilder('r')
      .where('r.event_id IN (:...ids)', { ids: demoEventIds })
      .getCount();
    expect(demoRegistrations).toBeGreaterThan(0);

    const summary = await admin.get<DemoContentSummaryDto>('/api/admin/demo-content');
    const res = await admin.post<{ removed: DemoContentSummaryDto }>('/api/admin/demo-content/remove');
    expect(res.status).toBe(200);
    expect(res.body.removed).toEqual(summary.body);

    expect(await demoCount()).toBe(0);
    expect((await db().repo(Event).find()).map((e) => e.title)).toEqual(['Our Own Walk']);
    expect((await db().repo(EventRegistration).find()).map((r) => r.email)).toEqual(['ann@example.org']);
    expect((await db().repo(GalleryImage).find()).map((g) => g.title)).toEqual(['Our Own Photo']);
    expect((await db().repo(HomePageContent).find()).map((s) => s.section).sort()).toEqual(['membership', 'our-news']);
    expect((await db().repo(HistorySection).find()).map((s) => s.title)).toEqual(['Our Own History']);
    expect((await db().repo(PageText).find()).map((t) => [t.key, t.body])).toEqual([
      ['about-mission', 'Our real mission.'],
    ]);
    expect(await db().repo(PageContent).count()).toBe(0);
    // The organisation's sample details are emptied, on this instance's copy at once; the name stays.
    expect(server.deps.org).toMatchObject({ email: '', phone: '', ein: '', board: [] });
    expect(server.deps.org.name).not.toBe('');

    // The demo pictures' files are gone; the admin's photo is still served.
    expect((await served(server, demoPhoto.imageUrl, admin)).status).toBe(404);
    expect((await served(server, ownPhotoPath, admin)).status).toBe(200);

    const after = await admin.get<DemoContentSummaryDto>('/api/admin/demo-content');
    expect(after.body.total).toBe(0);
    expect(after.body.items.every((i) => i.count === 0)).toBe(true);
    // Removing again is harmless.
    const again = await admin.post<{ removed: DemoContentSummaryDto }>('/api/admin/demo-content/remove');
    expect(again.body.removed.total).toBe(0);
  });
});
