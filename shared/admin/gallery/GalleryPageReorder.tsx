import { Button } from '@blueprintjs/core';
import { GalleryOrderEditor } from './GalleryOrderEditor';

/**
 * The public gallery page's reorder mode: the admin screen's board in place of the visitors' grid, left when the
 * order is saved or with Exit Reorder Mode. It loads the whole gallery itself, as the screen does.
 */
export function GalleryPageReorder({ onDone }: { onDone(): void }) {
  return (
    <GalleryOrderEditor
      emptyDescription="There are no pictures to reorder yet."
      onSaved={onDone}
      extraActions={<Button onClick={onDone}>Exit Reorder Mode</Button>}
    />
  );
}
