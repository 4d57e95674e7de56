import type Router from '@koa/router';
import { ContactSubmission } from '@server/db/entities';
import { presentContact } from '@server/presenters';
import { queueContactMails } from '@server/services/mail/outgoing';
import { CONTACT_MESSAGES } from '@shared/forms/publicForms';
import { insertContactSchema, updateContactSchema } from '@shared/schemas/contact';
import { visitorRecordRouter } from '../visitorRecords';

export function contactRouter(): Router {
  return visitorRecordRouter({
    entity: ContactSubmission,
    routes: { send: 'contactSend', form: 'contactForm', list: 'adminContacts', update: 'adminContactUpdate' },
    insertSchema: insertContactSchema,
    initial: () => ({ type: 'contact', isRead: false }),
    queueMails: queueContactMails,
    present: presentContact,
    form: {
      name: 'contact',
      path: '/',
      fields: ['firstName', 'lastName', 'email', 'subject', 'message'],
      messages: CONTACT_MESSAGES,
    },
    // Read or unread: the admins' own bookkeeping of which messages someone has dealt with.
    flag: 'isRead',
    updateSchema: updateContactSchema,
    thing: 'message',
    notFoundMessage: 'Message not found',
  });
}
