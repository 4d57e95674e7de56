import { useDrop } from 'react-dnd';
import type { GalleryImageDto } from '../../api/types';
import type { Section } from '../../lib/galleryBoard';
import { GALLERY_ABOVE_COUNT } from '../../constants';
import { useProgressiveCount } from '../common/useProgressiveCount';
import { GALLERY_DRAG_TYPE, GalleryImageCard, type CardActions, type GalleryDragItem } from './GalleryImageCard';

export const SECTION_TITLES: Record<Section, string> = {
  above: 'Featured photos (above section)',
  below: 'More from the Preserve (below section)',
};

interface Props {
  section: Section;
  images: GalleryImageDto[];
  busyId: string | null;
  actions: CardActions;
}

/** One section of the board as a drop target: a drop on a picture goes before it, a drop on empty space goes last. */
export function GallerySectionList({ section, images, busyId, actions }: Props) {
  const [{ over }, drop] = useDrop<GalleryDragItem, unknown, { over: boolean }>({
    accept: GALLERY_DRAG_TYPE,
    drop: (item, monitor) => {
      if (monitor.didDrop()) return; // a picture in this section took it
      actions.drop(item.id, section, images.filter((i) => i.id !== item.id).length);
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) }),
  });
  const headingId = `adm-gallery-${section}`;
  // A gallery of a thousand pictures is a thousand cards with drag handles: the below section renders in steps (the
  // first at once) after the few featured ones, which render whole so that nothing under them moves as steps arrive.
  const shown = useProgressiveCount(images.length, section === 'above' ? GALLERY_ABOVE_COUNT : 4);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{SECTION_TITLES[section]}</h2>
      <ul
        ref={(node) => {
          drop(node);
        }}
        className={`adm-gallery-grid${over ? ' is-over' : ''}`}
        aria-labelledby={headingId}
        aria-busy={shown < images.length}
        data-section={section}
      >
        {images.slice(0, shown).map((image, index) => (
          <GalleryImageCard
            key={image.id}
            image={image}
            section={section}
            index={index}
            count={images.length}
            busy={busyId === image.id}
            actions={actions}
          />
        ))}
        {images.length === 0 && <li className="adm-gallery-empty">Drop pictures here</li>}
      </ul>
    </section>
  );
}
