import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { galleryQuery } from '../../api/queries';
import { countOf } from '../../lib/plural';
import { isStoredImagePath } from '../../lib/pastEvents';
import { panelStates, QueryStates } from '../common/QueryStates';

interface Props {
  isOpen: boolean;
  onClose(): void;
  /** The chosen pictures' stored paths, in the gallery's order. */
  onChoose(paths: string[]): void;
}

/**
 * The easy way to name stored pictures: the gallery's photos (every one a stored image) as thumbnails to tick,
 * so nobody has to find or type a path.
 */
export function StoredImagePicker({ isOpen, onClose, onChoose }: Props) {
  const gallery = useQuery({ ...galleryQuery(), enabled: isOpen });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (isOpen) setChosen(new Set());
  }, [isOpen]);
  const images = (gallery.data ?? []).filter((image) => isStoredImagePath(image.imageUrl));
  const toggle = (path: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Pick Stored Images" portalClassName="adm" className="adm-picker">
      <DialogBody>
        <p className="adm-meta">
          Tick the photos to turn into past events. Every gallery photo is stored on the site; to use another, upload it
          to the gallery first.
        </p>
        <QueryStates
          query={gallery}
          {...panelStates('stored images', 'Upload photos to the gallery first.')}
          isEmpty={(list) => !list.some((image) => isStoredImagePath(image.imageUrl))}
        >
          {() => (
            <ul className="adm-picker-grid">
              {images.map((image) => (
                <li key={image.id}>
                  <label className="adm-picker-item">
                    <input
                      type="checkbox"
                      checked={chosen.has(image.imageUrl)}
                      onChange={() => toggle(image.imageUrl)}
                    />
                    <img src={image.imageUrl} alt="" width={160} height={120} loading="lazy" />
                    <span>{image.title}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              disabled={chosen.size === 0}
              onClick={() => onChoose(images.map((i) => i.imageUrl).filter((p) => chosen.has(p)))}
              text={chosen.size > 0 ? `Add ${countOf(chosen.size, 'Image')}` : 'Add Images'}
            />
          </>
        }
      />
    </Dialog>
  );
}
