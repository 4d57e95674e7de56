import type { Database } from '../../../db/database';
import { HomePageContent, PageContent } from '../../../db/entities';
import { notFound } from '../../../errors';
import { presentHomeSection, presentPageContent } from '../../../presenters';
import { pageContentKeySchema } from '../../../../shared/schemas/content';
import type { HomeSectionDto, PageContentDto } from '../../../../shared/api/types';

/** Visitors see visible blocks only; admins see every block so they can manage hidden ones. */
export async function listHomeContent(db: Database, includeHidden: boolean): Promise<HomeSectionDto[]> {
  const rows = await db.repo(HomePageContent).find({
    where: includeHidden ? {} : { isVisible: true },
    order: { displayOrder: 'ASC', section: 'ASC' },
  });
  return rows.map(presentHomeSection);
}

export async function getPageContent(db: Database, key: string): Promise<PageContentDto> {
  const row = pageContentKeySchema.safeParse(key).success ? await db.repo(PageContent).findOneBy({ key }) : null;
  if (!row) throw notFound('No content for that key');
  return presentPageContent(row);
}
