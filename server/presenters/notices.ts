import type { AppDeps } from '../deps';
import type { NoticeSettings } from '../db/entities';
import type { NoticeSettingsDto } from '../../shared/api/types';
import { noticeValuesOf } from '../services/notices';

/** Before the first save the notices come from ADMIN_NOTIFY_EMAIL, and the screen says so (`fromEnvironment`). */
export function presentNotices(row: NoticeSettings | null, deps: Pick<AppDeps, 'config'>): NoticeSettingsDto {
  return {
    ...noticeValuesOf(row, deps.config.adminNotifyEmail),
    version: row?.version ?? null,
    fromEnvironment: !row && deps.config.adminNotifyEmail !== null,
  };
}
