import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '../../test/suites';
import { expectApiError } from '../../test/assertions';
import { createEvent } from '../../test/factories';
import { EventRegistration, SiteSettings, Volunteer } from '../../db/entities';
import { settingsValuesOf, type SiteSettingsValues } from '@shared/organisation';
import { PHONE_MESSAGE } from '@shared/schemas/common';

const BAD_NUMBERS = ['abc', '12', '555-CALL-NOW', '609.555.0142', '+1 (609) 555-0142 ext. 7', '1'.repeat(21)];
const GOOD_NUMBERS = ['(609) 555-0142', '+44 20 7946 0958', '5550142', '+1-609-555-0142'];

/** Every phone number the site keeps follows one rule, with one message, whichever route it comes through. */
describe('phone numbers', () => {
  const t = useAdminAndMember();
  const person = (n: number) => ({ firstName: 'Pat', lastName: 'Sample', email: `phone-${n}@example.org` });
  let seq = 0;

  it.each(BAD_NUMBERS)(
    'refuses %j on a volunteer application, a registration, a waiting-list join and a walk-in',
    async (phone) => {
      const event = await createEvent(t.server.deps.db, { title: 'Phone Rule Walk', maxCapacity: 0 });
      const open = await createEvent(t.server.deps.db, { title: 'Phone Rule Open Walk' });
      const answers = [
        await t.server.client().post('/api/volunteers', { ...person(++seq), interest: 'Event Volunteer', phone }),
        await t.server.client().post(`/api/events/${open.id}/register`, { ...person(++seq), phone }),
        await t.server.client().post(`/api/events/${event.id}/waitlist`, { ...person(++seq), phone }),
        await t.admin.post(`/api/admin/events/${open.id}/walk-ins`, { ...person(++seq), phone }),
      ];
      for (const res of answers) {
        expectApiError(res, 400);
        expect(res.body.fieldErrors).toEqual({
          phone: [phone.length > 40 ? 'Phone must be at most 40 characters' : PHONE_MESSAGE],
        });
      }
      expect(await t.server.deps.db.repo(Volunteer).countBy({ phone })).toBe(0);
      expect(await t.server.deps.db.repo(EventRegistration).countBy({ phone })).toBe(0);
    },
  );

  it.each(GOOD_NUMBERS)('keeps %j as typed', async (phone) => {
    const open = await createEvent(t.server.deps.db, { title: 'Phone Rule Good Walk' });
    const volunteer = await t.server
      .client()
      .post('/api/volunteers', { ...person(++seq), interest: 'Event Volunteer', phone });
    expect(volunteer.status, volunteer.text).toBe(201);
    const registration = await t.server.client().post(`/api/events/${open.id}/register`, { ...person(++seq), phone });
    expect(registration.status, registration.text).toBe(201);
    expect(await t.server.deps.db.repo(Volunteer).countBy({ phone })).toBe(1);
    expect(await t.server.deps.db.repo(EventRegistration).countBy({ phone })).toBe(1);
  });

  it('the organisation phone in the site settings follows the same rule', async () => {
    const current = (await t.server.client().get('/api/settings')).body as SiteSettingsValues & { version: number };
    // A site started empty has no name yet, and the settings cannot be saved without one.
    const body = {
      ...settingsValuesOf(current),
      name: 'Heron Marsh Trust',
      abbreviation: 'HMT',
      version: current.version,
    };
    const refused = await t.admin.put('/api/admin/settings', { ...body, phone: '555-CALL-NOW' });
    expectApiError(refused, 400);
    expect(refused.body.fieldErrors).toEqual({ phone: [PHONE_MESSAGE] });
    const saved = await t.admin.put('/api/admin/settings', { ...body, phone: '+44 20 7946 0958' });
    expect(saved.status, saved.text).toBe(200);
    expect((await t.server.deps.db.repo(SiteSettings).find())[0].data.phone).toBe('+44 20 7946 0958');
  });
});
