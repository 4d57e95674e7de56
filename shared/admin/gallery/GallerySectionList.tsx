import { useDrop } from 'react-dnd';
import type { GalleryImageDto } from '../../api/types';
import type { Section } from '../../lib/galleryBoard';
import { GALLERY_DRAG_TYPE, GalleryImageCard, type GalleryDragItem, type ImageAction } from './GalleryImageCard';

interface Props {
  section: Section;
  title: string;
  images: GalleryImageDto[];
  busyId: string | null;
  onAction(image: GalleryImageDto, action: ImageAction): void;
  onDrop(id: string, section: Section, index: number): void;
}

/** One section of the gallery as a drop target: a drop on empty space puts the picture last. */
export function GallerySectionList({ section, title, images, busyId, onAction, onDrop }: Props) {
  const [{ over }, drop] = useDrop<GalleryDragItem, unknown, { over: boolean }>({
    accept: GALLERY_DRAG_TYPE,
    drop: (item, monitor) => {
      if (monitor.didDrop()) return; // a picture in this section took it
      onDrop(item.id, section, images.filter((i) => i.id !== item.id).length);
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) }),
  });
  const headingId = `adm-gallery-${section}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} ({images.length})
      </h2>
      <ul
        ref={(node) => {
          drop(node);
        }}
        className={`adm-gallery-grid${over ? ' is-over' : ''}`}
        aria-labelledby={headingId}
      >
        {images.map((image, index) => (
          <GalleryImageCard
            key={image.id}
            image={image}
            section={section}
            index={index}
            count={images.length}
            busy={busyId === image.id}
            onAction={onAction}
            onDrop={onDrop}
          />
        ))}
        {images.length === 0 && <li className="adm-gallery-empty">Drop pictures here</li>}
      </ul>
    </section>
  );
}
