import { z } from './zod';
import './common';
import { OUTBOUND_EMAIL_STATUSES } from '../api/mail';

export const MAIL_LIST_DEFAULT_LIMIT = 50;
export const MAIL_LIST_MAX_LIMIT = 200;

/** GET /api/admin/emails?limit=&offset=&status= : newest first, one page at a time. */
export const mailListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAIL_LIST_MAX_LIMIT, `Limit must be at most ${MAIL_LIST_MAX_LIMIT}`)
    .default(MAIL_LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset cannot be negative')
    .max(1_000_000, 'Offset is too large')
    .default(0),
  status: z
    .enum(OUTBOUND_EMAIL_STATUSES, { error: `Status must be one of ${OUTBOUND_EMAIL_STATUSES.join(', ')}` })
    .optional(),
});
export type MailListQuery = z.output<typeof mailListQuerySchema>;
