import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Callout } from '@blueprintjs/core';
import { galleryQuery } from '../../api/queries';
import { QueryStates } from '../common/QueryStates';
import { GalleryBoard } from './GalleryBoard';
import { countOf } from '../../lib/plural';

interface Props {
  /** Approve / hide / show on each picture, and a note of how many wait for approval (the admin screen). */
  moderation?: boolean;
  /** What the empty state suggests: the screen's and the page's ways to add a picture differ. */
  emptyDescription: string;
  onSaved?(): void;
  extraActions?: ReactNode;
}

/**
 * The whole gallery (GET /api/gallery: every page, pending and hidden pictures included) on the board, with the
 * loading, error and empty states. The admin screen and the public gallery's reorder mode both show this.
 */
export function GalleryOrderEditor({ moderation = false, emptyDescription, onSaved, extraActions }: Props) {
  const query = useQuery(galleryQuery());
  return (
    <QueryStates
      query={query}
      loadingLabel="Loading the gallery..."
      error={{ title: 'Error Loading Gallery', description: 'The gallery could not be loaded.' }}
      isEmpty={(images) => images.length === 0}
      empty={{ title: 'No Images Yet', description: emptyDescription }}
    >
      {(images) => {
        const pendingCount = images.filter((i) => i.pending).length;
        return (
          <>
            {moderation && pendingCount > 0 && (
              <Callout intent="warning" className="adm-gallery-pending">
                {`${countOf(pendingCount, 'picture is', 'pictures are')} waiting for approval.`}
              </Callout>
            )}
            <GalleryBoard images={images} moderation={moderation} onSaved={onSaved} extraActions={extraActions} />
          </>
        );
      }}
    </QueryStates>
  );
}
