import { useDrop } from 'react-dnd';
import type { GalleryImageDto } from '../../api/types';
import type { Section } from '../../lib/galleryBoard';
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
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{SECTION_TITLES[section]}</h2>
      <ul
        ref={(node) => {
          drop(node);
        }}
        className={`adm-gallery-grid${over ? ' is-over' : ''}`}
        aria-labelledby={headingId}
        data-section={section}
      >
        {images.map((image, index) => (
          <GalleryImageCard key={image.id} image={image} section={section} index={index} count={images.length} busy={busyId === image.id} actions={actions} />
        ))}
        {images.length === 0 && <li className="adm-gallery-empty">Drop pictures here</li>}
      </ul>
    </section>
  );
}
