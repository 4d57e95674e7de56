import { useRef } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { Button, ButtonGroup, Card, Tag } from '@blueprintjs/core';
import type { GalleryImageDto } from '../../api/types';
import type { Section } from '../../lib/galleryBoard';

export const GALLERY_DRAG_TYPE = 'admin-gallery-image';
export interface GalleryDragItem {
  id: string;
}

export type ImageAction = 'approve' | 'hide' | 'unhide' | 'earlier' | 'later' | 'other-section';

interface Props {
  image: GalleryImageDto;
  section: Section;
  index: number;
  count: number;
  busy: boolean;
  onAction(image: GalleryImageDto, action: ImageAction): void;
  /** A picture dragged onto this one goes before it. */
  onDrop(id: string, section: Section, index: number): void;
}

/** One picture: its state, the moderation buttons, and move buttons for those who do not drag. */
export function GalleryImageCard({ image, section, index, count, busy, onAction, onDrop }: Props) {
  const ref = useRef<HTMLLIElement>(null);
  const [{ dragging }, drag] = useDrag<GalleryDragItem, unknown, { dragging: boolean }>({
    type: GALLERY_DRAG_TYPE,
    item: { id: image.id },
    collect: (m) => ({ dragging: m.isDragging() }),
  });
  const [{ over }, drop] = useDrop<GalleryDragItem, unknown, { over: boolean }>({
    accept: GALLERY_DRAG_TYPE,
    drop: (item) => {
      if (item.id !== image.id) onDrop(item.id, section, index);
    },
    collect: (m) => ({ over: m.isOver() }),
  });
  drag(drop(ref));

  const other = section === 'above' ? 'below' : 'above';
  // The visible word is enough beside the picture; screen readers also hear which picture it acts on.
  const named = (label: string) => ({ 'aria-label': `${label}: ${image.title}`, children: label });
  return (
    <li ref={ref} className={`adm-gallery-item${dragging ? ' is-dragging' : ''}${over ? ' is-over' : ''}`} data-image-id={image.id}>
      <Card compact>
        <img src={image.imageUrl} alt="" draggable={false} loading="lazy" />
        <h3>{image.title}</h3>
        <p className="adm-gallery-meta">
          {image.category ?? 'conservation'}
          {image.pending && <Tag intent="warning">Pending approval</Tag>}
          {image.hidden && <Tag intent="danger">Hidden</Tag>}
        </p>
        <ButtonGroup className="adm-gallery-actions">
          {image.pending && (
            <Button intent="primary" size="small" disabled={busy} onClick={() => onAction(image, 'approve')} {...named('Approve')} />
          )}
          <Button size="small" disabled={busy} onClick={() => onAction(image, image.hidden ? 'unhide' : 'hide')} {...named(image.hidden ? 'Unhide' : 'Hide')} />
        </ButtonGroup>
        <ButtonGroup className="adm-gallery-actions">
          <Button size="small" disabled={index === 0} onClick={() => onAction(image, 'earlier')} {...named('Move earlier')} />
          <Button size="small" disabled={index === count - 1} onClick={() => onAction(image, 'later')} {...named('Move later')} />
          <Button size="small" onClick={() => onAction(image, 'other-section')} {...named(`Move ${other}`)} />
        </ButtonGroup>
      </Card>
    </li>
  );
}
