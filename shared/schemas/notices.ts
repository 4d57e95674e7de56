import { z } from './zod';
import { textField, versionField } from './common';

/**
 * Who hears of what waits for the office (ADR 057): a notice by e-mail of each new contact message, volunteer
 * application and member photo waiting for approval, to the addresses admins set on the Site Settings screen, each
 * kind on or off. These addresses are never shown to visitors (the public settings do not carry them).
 */
export const NOTICE_KINDS = ['contactMessages', 'volunteerApplications', 'memberPhotos'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** How the screen names each kind. */
export const NOTICE_LABELS: Record<NoticeKind, string> = {
  contactMessages: 'New contact messages',
  volunteerApplications: 'New volunteer applications',
  memberPhotos: 'Member photos waiting for approval',
};

export const MAX_NOTICE_RECIPIENTS = 10;
export const NOTICE_ADDRESS_MESSAGE = 'Please enter valid email addresses, separated by commas';
export const NOTICE_NEEDS_ADDRESS = 'Add at least one address, or turn this notice off';

export interface NoticeSetting {
  enabled: boolean;
  recipients: string[];
}

export type NoticeSettingsValues = Record<NoticeKind, NoticeSetting>;

/** The addresses typed in one box ("a@x.org, b@y.org" or one a line), in order, each once. */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter((a) => a !== '' && !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()));
}

const recipient = textField('Address', 254, { kind: 'address' }).pipe(z.email(NOTICE_ADDRESS_MESSAGE));

const noticeSetting = z
  .object({
    enabled: z.boolean({ error: 'On or off must be true or false' }),
    recipients: z
      .array(recipient, { error: NOTICE_ADDRESS_MESSAGE })
      .max(MAX_NOTICE_RECIPIENTS, `At most ${MAX_NOTICE_RECIPIENTS} addresses`),
  })
  .strip()
  .refine((n) => !n.enabled || n.recipients.length > 0, { error: NOTICE_NEEDS_ADDRESS, path: ['recipients'] });

/** PUT /api/admin/notices: every kind, and the version the screen loaded (0 before the first save). */
export const noticeSettingsSchema = z
  .object({
    contactMessages: noticeSetting,
    volunteerApplications: noticeSetting,
    memberPhotos: noticeSetting,
    version: versionField,
  })
  .strip();

export type NoticeSettingsInput = z.input<typeof noticeSettingsSchema>;
