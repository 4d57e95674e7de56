import { useRef } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import type { GalleryImageDto } from '../../../../shared/api/types';
import { Img } from '../../components/Img';
import type { Section } from './reorderModel';
import type { MoveAction } from './ReorderBoard';

const DRAG_TYPE = 'gallery-image';
interface DragItem {
  id: string;
}

interface SectionProps {
  section: Section;
  label: string;
  images: GalleryImageDto[];
  onMove(id: string, action: MoveAction): void;
  onDrop(id: string, section: Section, index: number): void;
}

/** One section as a drop target: a drop on a picture goes before it, a drop on empty space goes last. */
export function ReorderSection({ section, label, images, onMove, onDrop }: SectionProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [{ over }, drop] = useDrop<DragItem, unknown, { over: boolean }>({
    accept: DRAG_TYPE,
    drop: (item, monitor) => {
      if (monitor.didDrop()) return; // a picture in this section took it
      onDrop(item.id, section, images.filter((i) => i.id !== item.id).length);
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) }),
  });
  drop(ref);

  return (
    <ul ref={ref} className={`gallery-grid reorder-grid${over ? ' is-over' : ''}`} data-section={section} aria-label={label}>
      {images.map((img, index) => (
        <ReorderItem key={img.id} image={img} section={section} index={index} count={images.length} onMove={onMove} onDrop={onDrop} />
      ))}
      {images.length === 0 && <li className="reorder-empty">Drop pictures here</li>}
    </ul>
  );
}

interface ItemProps {
  image: GalleryImageDto;
  section: Section;
  index: number;
  count: number;
  onMove(id: string, action: MoveAction): void;
  onDrop(id: string, section: Section, index: number): void;
}

function ReorderItem({ image, section, index, count, onMove, onDrop }: ItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const [{ dragging }, drag] = useDrag<DragItem, unknown, { dragging: boolean }>({
    type: DRAG_TYPE,
    item: { id: image.id },
    collect: (m) => ({ dragging: m.isDragging() }),
  });
  const [{ over }, drop] = useDrop<DragItem, unknown, { over: boolean }>({
    accept: DRAG_TYPE,
    drop: (item) => {
      if (item.id !== image.id) onDrop(item.id, section, index);
    },
    collect: (m) => ({ over: m.isOver() }),
  });
  drag(drop(ref));

  const other = section === 'above' ? 'below' : 'above';
  const name = <span className="visually-hidden">: {image.title}</span>;
  return (
    <li ref={ref} className={`gallery-item reorder-item${dragging ? ' is-dragging' : ''}${over ? ' is-over' : ''}`} data-reorder-id={image.id}>
      <div className="reorder-media">
        {/* Not draggable by itself: a drag that starts on the picture must move the whole item. */}
        <Img src={image.imageUrl} alt="" sizes="200px" draggable={false} />
      </div>
      <p className="gallery-tile-caption">{image.title}</p>
      <div className="reorder-buttons">
        <button type="button" className="btn btn-outline" data-action="earlier" disabled={index === 0} onClick={() => onMove(image.id, 'earlier')}>
          Move earlier{name}
        </button>
        <button type="button" className="btn btn-outline" data-action="later" disabled={index === count - 1} onClick={() => onMove(image.id, 'later')}>
          Move later{name}
        </button>
        <button type="button" className="btn btn-outline" data-action="section" onClick={() => onMove(image.id, 'section')}>
          Move to {other} section{name}
        </button>
      </div>
    </li>
  );
}
