import { Button } from '@blueprintjs/core';
import type { GalleryImageDto } from '../../api/types';
import type { Section } from '../../lib/galleryBoard';
import { useImageModeration } from './adminWrites';
import { ModerationButtons } from './ModerationButtons';
import { EditImageDetailsButton } from './EditImageDetailsButton';

interface Props {
  image: GalleryImageDto;
  /** Where visitors see it (shared/lib/gallerySections.ts): a ninth picture marked 'above' is shown below. */
  section: Section;
  onChanged(image: GalleryImageDto): void;
}

/**
 * In the public gallery's lightbox, for admins: the board's approve and hide/show buttons, the up/down toggle,
 * which moves the picture at once to the head of the other section (the server places it, ADR 012), and Edit
 * Details for the picture's words.
 */
export function GalleryImageAdminActions({ image, section, onChanged }: Props) {
  const change = useImageModeration(onChanged);
  const busy = change.isPending;
  const other = section === 'above' ? 'below' : 'above';
  return (
    <>
      <EditImageDetailsButton image={image} onChanged={onChanged} />
      <ModerationButtons image={image} busy={busy} onChange={(c) => change.mutate({ image, change: c })}>
        <Button disabled={busy} onClick={() => change.mutate({ image, change: { position: other } })}>
          Move to {other} section
        </Button>
      </ModerationButtons>
    </>
  );
}
