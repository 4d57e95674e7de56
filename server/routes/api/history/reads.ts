import type { Database } from '@server/db/database';
import { HistorySection } from '@server/db/entities';
import type { HistorySectionDto } from '@shared/api/types';
import { presentHistorySection } from '@server/presenters/content';

/**
 * The history page's custom sections in page order. Visitors (and the public read, whoever asks) get visible
 * ones only, so the page looks the same to an admin as to a visitor; the admin editor asks for all.
 */
export async function listHistorySections(db: Database, includeHidden: boolean): Promise<HistorySectionDto[]> {
  const rows = await db.repo(HistorySection).find({
    where: includeHidden ? {} : { isVisible: true },
    order: { displayOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
  });
  return rows.map(presentHistorySection);
}
