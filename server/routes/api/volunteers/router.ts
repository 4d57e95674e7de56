import type Router from '@koa/router';
import { Volunteer } from '@server/db/entities';
import { presentVolunteer } from '@server/presenters';
import { queueVolunteerMails } from '@server/services/mail/outgoing';
import { VOLUNTEER_MESSAGES } from '@shared/forms/publicForms';
import { insertVolunteerSchema, updateVolunteerSchema } from '@shared/schemas/volunteers';
import { visitorRecordRouter } from '../visitorRecords';

export function volunteersRouter(): Router {
  return visitorRecordRouter({
    entity: Volunteer,
    routes: { send: 'volunteerApply', form: 'volunteerForm', list: 'adminVolunteers', update: 'adminVolunteerUpdate' },
    insertSchema: insertVolunteerSchema,
    initial: () => ({ isActive: true }),
    queueMails: queueVolunteerMails,
    present: presentVolunteer,
    form: {
      name: 'volunteer',
      path: '/',
      fields: ['firstName', 'lastName', 'email', 'phone', 'interest', 'experience', 'availability'],
      messages: VOLUNTEER_MESSAGES,
    },
    // Active or inactive: admins note who is still helping; the application itself is never edited.
    flag: 'isActive',
    updateSchema: updateVolunteerSchema,
    thing: 'volunteer',
    notFoundMessage: 'Volunteer not found',
  });
}
