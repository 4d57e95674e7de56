import { useId } from 'react';
import { Button } from '@blueprintjs/core';
import { FixGalleryUrlsButton } from './FixGalleryUrlsButton';
import './gallery.css';

interface Props {
  /** A search or a category filter is active on the page. */
  filtering: boolean;
  reordering: boolean;
  onReorder(): void;
}

/** The public gallery page's admin buttons, beside Upload Image: start reorder mode, and the one-off URL repair. */
export function GalleryPageAdminBar({ filtering, reordering, onReorder }: Props) {
  const id = useId();
  // Reordering a filtered view would silently move the hidden pictures too, so it waits for a full view.
  const blocked = filtering && !reordering;
  return (
    <>
      <Button disabled={blocked || reordering} aria-describedby={blocked ? `${id}-warn` : undefined} onClick={onReorder}>
        Reorder Images
      </Button>
      <FixGalleryUrlsButton />
      {blocked && (
        <p className="adm-gallery-warning" id={`${id}-warn`}>
          Clear the search and category filter to reorder images.
        </p>
      )}
    </>
  );
}
