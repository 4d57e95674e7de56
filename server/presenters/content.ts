import type { HistorySection, PageText } from '../db/entities';
import type { HistorySectionDto, PageTextDto } from '../../shared/api/types';

export const presentHistorySection = (s: HistorySection): HistorySectionDto => ({
  id: s.id,
  title: s.title,
  content: s.content,
  imageUrl: s.imageUrl,
  imageAlt: s.imageAlt,
  isVisible: s.isVisible,
  displayOrder: s.displayOrder,
  updatedAt: s.updatedAt.toISOString(),
  version: s.version,
  isDemo: s.isDemo,
});

export const presentPageText = (t: PageText): PageTextDto => ({
  key: t.key,
  title: t.title,
  body: t.body,
  isDemo: t.isDemo,
  updatedAt: t.updatedAt.toISOString(),
  version: t.version,
});
