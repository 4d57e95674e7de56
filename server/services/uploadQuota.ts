import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';
import { UNSEEN_BY_VISITORS } from '../db/database';
import { MemberUploadDay, type User } from '../db/entities';
import { HttpError } from '../errors';
import { preserveCalendarDay, preserveTimeToInstant } from '../../shared/lib/eventTime';

/**
 * Members' upload budget: at most MEMBER_UPLOAD_BYTES_PER_DAY bytes of files a day on the preserve's calendar
 * (ADR 049). The count of upload addresses (the `uploads` rate limit) says nothing of what each file costs; bytes
 * do, and every byte that arrives counts, whether the picture is then accepted or refused, because the server
 * has read it either way. Admins have no budget: they add the site's own pictures, a folder of a year's photos at
 * a time.
 */

type QuotaDeps = Pick<AppDeps, 'db' | 'config'>;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;

export const uploadQuotaMessage = (bytesPerDay: number) =>
  `You have uploaded as much as a member may in one day (${sizeText(bytesPerDay)}). Please try again tomorrow.`;

/** 429 with the time left until the preserve's next midnight, when the budget is new. */
function quotaReached(bytesPerDay: number, now: Date): HttpError {
  const [year, month, day] = preserveCalendarDay(now).split('-').map(Number);
  const tomorrow = preserveTimeToInstant(year, month, day + 1, 0, 0);
  const seconds = Math.max(1, Math.ceil((tomorrow.getTime() - now.getTime()) / 1000));
  return new HttpError(429, uploadQuotaMessage(bytesPerDay), undefined, undefined, { 'Retry-After': String(seconds) });
}

/** Refuses a member whose budget for today is spent (asked before an upload address is handed out). */
export async function checkUploadBudget(deps: QuotaDeps, user: User, now = new Date()): Promise<void> {
  if (user.isAdmin) return;
  const row = await deps.db.repo(MemberUploadDay).findOneBy({ userId: user.id, day: preserveCalendarDay(now) });
  if (row && row.bytes >= deps.config.memberUploadBytesPerDay)
    throw quotaReached(deps.config.memberUploadBytesPerDay, now);
}

/**
 * Counts `bytes` against the member's budget for today, or refuses with 429 when they would pass it; called with a
 * file's size once it has arrived and before anything decodes it. One conditional UPDATE decides, so uploads that
 * race cannot pass the budget together (SQLite runs writes one at a time; PostgreSQL locks the row and checks the
 * condition again once the other update committed).
 */
export async function claimUploadBytes(deps: QuotaDeps, user: User, bytes: number, now = new Date()): Promise<void> {
  if (user.isAdmin) return;
  const limit = deps.config.memberUploadBytesPerDay;
  const day = preserveCalendarDay(now);
  const claimed = await deps.db.write(async (m) => {
    await m
      .createQueryBuilder()
      .delete()
      .from(MemberUploadDay)
      .where('user_id = :userId AND day < :day', { userId: user.id, day })
      .execute();
    await m
      .createQueryBuilder()
      .insert()
      .into(MemberUploadDay)
      .values({ id: randomUUID(), userId: user.id, day, bytes: 0 })
      .orIgnore()
      .execute();
    const result = await m
      .createQueryBuilder()
      .update(MemberUploadDay)
      .set({ bytes: () => 'bytes + :bytes' })
      .where('user_id = :userId AND day = :day AND bytes + :bytes <= :limit')
      .setParameters({ userId: user.id, day, bytes, limit })
      .execute();
    return result.affected === 1;
  }, UNSEEN_BY_VISITORS);
  if (!claimed) throw quotaReached(limit, now);
}
