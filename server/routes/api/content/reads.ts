import type { Database } from '@server/db/database';
import { HomePageContent, PageContent } from '@server/db/entities';
import { notFound } from '@server/errors';
import { presentHomeSection, presentPageContent } from '@server/presenters';
import { sanitizeRichText } from '@server/services/sanitize';
import { pageContentKeySchema } from '@shared/schemas/content';
import type { HomeSectionDto, PageContentDto } from '@shared/api/types';

/** Visitors see visible blocks only; admins see every block so they can manage hidden ones. */
export async function listHomeContent(db: Database, includeHidden: boolean): Promise<HomeSectionDto[]> {
  const rows = await db.repo(HomePageContent).find({
    where: includeHidden ? {} : { isVisible: true },
    order: { displayOrder: 'ASC', section: 'ASC' },
  });
  // Cleaned again on the way out: the page renders this as HTML, and rows stored before cleaning existed
  // (or written straight into the database) must not reach a browser as they are.
  return rows.map((row) => presentHomeSection(Object.assign(row, { content: sanitizeRichText(row.content) })));
}

export async function getPageContent(db: Database, key: string): Promise<PageContentDto> {
  const row = pageContentKeySchema.safeParse(key).success ? await db.repo(PageContent).findOneBy({ key }) : null;
  if (!row) throw notFound('No content for that key');
  return presentPageContent(row);
}
