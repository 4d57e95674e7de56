import { memo, useRef } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { ButtonGroup, Card, Tag } from '@blueprintjs/core';
import { LightButton } from '../common/LightButton';
import type { GalleryImageDto } from '../../api/types';
import type { MoveAction, Section } from '../../lib/galleryBoard';
import { srcSetFor } from '../../lib/imageSizes';
import type { ImageChange } from './adminWrites';
import { ModerationButtons } from './ModerationButtons';
import { DraftMark } from '../common/DraftMark';

export const GALLERY_DRAG_TYPE = 'gallery-image';
export interface GalleryDragItem {
  id: string;
}

/** What the board does for a picture's buttons. */
export interface CardActions {
  /** Approve / hide / show buttons, when the board offers them (the admin screen; the gallery page has them in its lightbox). */
  moderate?(image: GalleryImageDto, change: ImageChange): void;
  /** Edit Details (title, description, category, alt text), where the board offers it (the admin screen). */
  editDetails?(image: GalleryImageDto): void;
  move(id: string, action: MoveAction): void;
  remove(image: GalleryImageDto): void;
  /** A picture dragged onto this one goes before it. */
  drop(id: string, section: Section, index: number): void;
}

interface Props {
  image: GalleryImageDto;
  section: Section;
  index: number;
  count: number;
  /** A change to this picture is on its way. */
  busy: boolean;
  actions: CardActions;
}

/**
 * One picture on the board: its state, what may be done to it, and move buttons for those who do not drag. Memoised:
 * a board of hundreds renders in steps, and each step must not render the cards already there again.
 */
export const GalleryImageCard = memo(function GalleryImageCard({ image, section, index, count, busy, actions }: Props) {
  const ref = useRef<HTMLLIElement>(null);
  const [{ dragging }, drag] = useDrag<GalleryDragItem, unknown, { dragging: boolean }>({
    type: GALLERY_DRAG_TYPE,
    item: { id: image.id },
    collect: (m) => ({ dragging: m.isDragging() }),
  });
  const [{ over }, drop] = useDrop<GalleryDragItem, unknown, { over: boolean }>({
    accept: GALLERY_DRAG_TYPE,
    drop: (item) => {
      if (item.id !== image.id) actions.drop(item.id, section, index);
    },
    collect: (m) => ({ over: m.isOver() }),
  });
  drag(drop(ref));

  const other = section === 'above' ? 'below' : 'above';
  // The visible words are enough beside the picture; screen readers also hear which picture a button acts on.
  const named = (label: string) => ({ 'aria-label': `${label}: ${image.title}`, children: label });
  const { moderate, editDetails } = actions;
  return (
    <li
      ref={ref}
      className={`adm-gallery-item${dragging ? ' is-dragging' : ''}${over ? ' is-over' : ''}`}
      data-image-id={image.id}
    >
      <Card compact>
        {/* Not draggable by itself: a drag that starts on the picture must move the whole item. */}
        <img
          src={image.imageUrl}
          srcSet={srcSetFor(image.imageUrl)}
          sizes="240px"
          alt=""
          draggable={false}
          // The featured pictures fill the first screen: loading them lazily would only delay the screen's main paint.
          loading={section === 'above' ? 'eager' : 'lazy'}
        />
        <h3>{image.title}</h3>
        <p className="adm-gallery-meta">
          {image.category ?? 'conservation'}
          {image.pending && <Tag intent="warning">Pending approval</Tag>}
          {image.hidden && <Tag intent="danger">Hidden</Tag>}
          <DraftMark record={image} />
        </p>
        <ButtonGroup className="adm-gallery-actions">
          {/* At a section's edge a move button only says it cannot move further (aria-disabled, not disabled): a
              keyboard user who just moved the picture there keeps focus on it, so another Enter does nothing
              instead of focus landing on the opposite button, whose Enter would undo the move. */}
          <LightButton
            size="small"
            data-action="earlier"
            aria-disabled={index === 0}
            onClick={() => index > 0 && actions.move(image.id, 'earlier')}
            {...named('Move earlier')}
          />
          <LightButton
            size="small"
            data-action="later"
            aria-disabled={index === count - 1}
            onClick={() => index < count - 1 && actions.move(image.id, 'later')}
            {...named('Move later')}
          />
          <LightButton
            size="small"
            data-action="section"
            onClick={() => actions.move(image.id, 'section')}
            {...named(`Move to ${other} section`)}
          />
        </ButtonGroup>
        <div className="adm-gallery-actions">
          {editDetails && (
            <LightButton size="small" disabled={busy} onClick={() => editDetails(image)} {...named('Edit Details')} />
          )}
          {moderate && (
            <ModerationButtons image={image} busy={busy} size="small" onChange={(change) => moderate(image, change)} />
          )}
          <LightButton
            size="small"
            intent="danger"
            variant="outlined"
            disabled={busy}
            onClick={() => actions.remove(image)}
            {...named('Delete')}
          />
        </div>
      </Card>
    </li>
  );
});
