import type { Database } from '@server/db/database';
import { PageText } from '@server/db/entities';
import type { PageTextDto } from '@shared/api/types';
import { presentPageText } from '@server/presenters/content';

/** Every saved page text, by key; a page leaves out a text that is missing or empty. */
export async function listPageTexts(db: Database): Promise<PageTextDto[]> {
  const rows = await db.repo(PageText).find({ order: { key: 'ASC' } });
  return rows.map(presentPageText);
}
