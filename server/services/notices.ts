import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import type { AppDeps } from '../deps';
import { ContactSubmission, GalleryImage, NoticeSettings, Volunteer } from '../db/entities';
import { claimVersion } from '../db/versions';
import { NOTICE_KINDS, type NoticeKind, type NoticeSettingsValues } from '../../shared/schemas/notices';
import type { WaitingDto } from '../../shared/api/types';
import { NEW_VOLUNTEER_DAYS } from '../../shared/constants';

/** The one row's id. */
export const NOTICE_SETTINGS_ID = 'notices';

/**
 * Before an admin first saves the notices, the server's ADMIN_NOTIFY_EMAIL (what earlier versions used alone) gets
 * the notices it always got, of messages and volunteers; photos waiting for approval had no notice, so none goes.
 */
export function defaultNotices(adminNotifyEmail: string | null): NoticeSettingsValues {
  const office = adminNotifyEmail ? [adminNotifyEmail] : [];
  return {
    contactMessages: { enabled: office.length > 0, recipients: office },
    volunteerApplications: { enabled: office.length > 0, recipients: office },
    memberPhotos: { enabled: false, recipients: [] },
  };
}

/** A stored row's values, each kind filled from the defaults if the row lacks it. */
export function noticeValuesOf(row: NoticeSettings | null, adminNotifyEmail: string | null): NoticeSettingsValues {
  const base = defaultNotices(adminNotifyEmail);
  if (!row) return base;
  return Object.fromEntries(
    NOTICE_KINDS.map((kind) => {
      const saved = row.data[kind];
      return [kind, saved ? { enabled: saved.enabled, recipients: [...saved.recipients] } : base[kind]];
    }),
  ) as NoticeSettingsValues;
}

type NoticeDeps = Pick<AppDeps, 'config'>;

/** The saved notices; null until an admin first saves them. */
export function readNotices(deps: Pick<AppDeps, 'db'>): Promise<NoticeSettings | null> {
  return deps.db.read.getRepository(NoticeSettings).findOneBy({ id: NOTICE_SETTINGS_ID });
}

/**
 * The addresses that hear of a new `kind`, read inside the transaction that records it (so a notice follows the
 * settings as they are when the thing arrives, on every instance); none when that notice is off.
 */
export async function noticeRecipients(deps: NoticeDeps, m: EntityManager, kind: NoticeKind): Promise<string[]> {
  const row = await m.findOneBy(NoticeSettings, { id: NOTICE_SETTINGS_ID });
  const setting = noticeValuesOf(row, deps.config.adminNotifyEmail)[kind];
  return setting.enabled ? setting.recipients : [];
}

/**
 * Saves an admin's notices. The first save creates the row (whatever version is named); later ones name the version
 * they were loaded at, and a stale one is a 409 with the notices as they now are.
 */
export async function saveNotices(
  m: EntityManager,
  values: NoticeSettingsValues,
  version: number | undefined,
  adminId: string,
  present: (row: NoticeSettings) => unknown,
): Promise<NoticeSettings> {
  const now = new Date();
  if (!(await m.existsBy(NoticeSettings, { id: NOTICE_SETTINGS_ID }))) {
    await m
      .createQueryBuilder()
      .insert()
      .into(NoticeSettings)
      .values({ id: NOTICE_SETTINGS_ID, data: values, version: 1, updatedAt: now, updatedBy: adminId })
      .orIgnore()
      .execute();
    const row = await m.findOneByOrFail(NoticeSettings, { id: NOTICE_SETTINGS_ID });
    // Ours, unless another admin's first save landed just before; then this one is checked like any later save.
    if (row.version === 1 && row.updatedBy === adminId && row.updatedAt.getTime() === now.getTime()) return row;
  }
  await claimVersion(m, NoticeSettings, { id: NOTICE_SETTINGS_ID }, version, { thing: 'notices', present });
  await m.update(NoticeSettings, { id: NOTICE_SETTINGS_ID }, { data: values, updatedAt: now, updatedBy: adminId });
  return m.findOneByOrFail(NoticeSettings, { id: NOTICE_SETTINGS_ID });
}

/** What waits for the office: unread messages, volunteers of the last days, members' photos not yet approved. */
export async function waitingCounts(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<WaitingDto> {
  const read = deps.db.read;
  const since = new Date(now.getTime() - NEW_VOLUNTEER_DAYS * 24 * 3600_000);
  const [unreadMessages, newVolunteers, photosToApprove] = await Promise.all([
    read.getRepository(ContactSubmission).countBy({ isRead: false }),
    read.getRepository(Volunteer).countBy({ createdAt: MoreThanOrEqual(since) }),
    read.getRepository(GalleryImage).countBy({ isPublic: false }),
  ]);
  return { unreadMessages, newVolunteers, photosToApprove };
}
