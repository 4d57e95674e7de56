import { useCallback, useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GalleryImageDto } from '@shared/api/types';
import type { GalleryPageDto } from '@shared/api/gallery';
import { pathOfKey, queryKeys } from '@shared/api/keys';
import { apiRequest } from '@shared/api/http';
import { galleryFirstPageQuery } from '@shared/api/queries';

/**
 * The gallery in pages (ADR 012). The first screenful arrives with the page; `loadMore` fetches the next page
 * (the scroll sentinel and the "Load more photos" button call it); `loadAll` fetches every remaining page,
 * for searching, filtering and reordering, which must see the whole gallery.
 */
export function useGalleryImages() {
  const first = useQuery(galleryFirstPageQuery());
  // How much more than the first page is wanted: a number of pages (scrolling), or everything (search, reorder).
  // Kept apart from the loaded pages so that after a change (the pages are fetched afresh) as many come back.
  const [depth, setDepth] = useState(0);
  const [all, setAll] = useState(false);
  const cursor = first.data?.nextCursor ?? null;
  const more = useInfiniteQuery({
    // Keyed by where the rest starts: after a change (an upload, a new order) the first page's cursor moves on.
    queryKey: queryKeys.galleryAfter(cursor ?? ''),
    // Each page is GET /api/gallery/after/{cursor}; the cursors are URL-safe as they come.
    queryFn: async ({ pageParam }) => (await apiRequest('GET', pathOfKey(queryKeys.galleryAfter(pageParam)))).json() as Promise<GalleryPageDto>,
    initialPageParam: cursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: cursor !== null && (depth > 0 || all),
  });

  const firstPage = useMemo(() => first.data?.images ?? [], [first.data]);
  const images = useMemo(() => {
    const seen = new Set<string>();
    const list: GalleryImageDto[] = [];
    for (const image of [...firstPage, ...(more.data?.pages.flatMap((p) => p.images) ?? [])]) {
      if (!seen.has(image.id)) list.push(image);
      seen.add(image.id);
    }
    return list;
  }, [firstPage, more.data]);

  const complete = first.data != null && (cursor === null || (more.data != null && !more.hasNextPage));
  const { hasNextPage, isFetching, isError: moreFailed, fetchNextPage } = more;
  const pages = more.data?.pages.length ?? 0;

  useEffect(() => {
    // A failed page stops the run (the retry button starts it again) rather than asking again and again.
    if ((all || pages < depth) && hasNextPage && !isFetching && !moreFailed) void fetchNextPage();
  }, [all, pages, depth, hasNextPage, isFetching, moreFailed, fetchNextPage]);

  const loadMore = useCallback(() => {
    if (!isFetching) setDepth(pages + 1);
  }, [isFetching, pages]);
  const loadAll = useCallback(() => setAll(true), []);

  return {
    isPending: first.isPending,
    isError: first.isError,
    refetch: first.refetch,
    /** Everything loaded so far, in gallery order. */
    images,
    /** The first page alone: it always holds the whole 'above' section. */
    firstPage,
    complete,
    loadingMore: more.isFetching,
    moreFailed,
    retryMore: () => void (more.data ? fetchNextPage() : more.refetch()),
    loadMore,
    loadAll,
  };
}
