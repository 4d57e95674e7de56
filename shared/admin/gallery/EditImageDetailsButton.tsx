import { useRef, useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { GalleryImageDto } from '../../api/types';
import { ImageDetailsDialog } from './ImageDetailsDialog';

interface Props {
  image: GalleryImageDto;
  /** The uploader correcting their own photo while it waits for approval (not an admin). */
  own?: boolean;
  onChanged?(image: GalleryImageDto): void;
}

/**
 * Edit Details in the public gallery's lightbox. The dialog opens inside the lightbox: the lightbox is a native
 * modal dialog, so anything put outside it could be neither clicked nor focused.
 */
export function EditImageDetailsButton({ image, own = false, onChanged }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        ref={button}
        aria-label={`Edit Details: ${image.title}`}
        onClick={() => setContainer(button.current?.closest('dialog') ?? document.body)}
      >
        Edit Details
      </Button>
      <ImageDetailsDialog
        image={container ? image : null}
        own={own}
        portalContainer={container ?? undefined}
        onClose={() => setContainer(null)}
        onSaved={onChanged}
      />
    </>
  );
}
