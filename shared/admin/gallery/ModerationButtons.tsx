import type { ReactNode } from 'react';
import { LightButton } from '../common/LightButton';
import type { GalleryImageDto } from '../../api/types';
import type { ImageChange } from './adminWrites';
import { DeclineImageButton } from './DeclineImageButton';

interface Props {
  image: GalleryImageDto;
  busy: boolean;
  onChange(change: ImageChange): void;
  size?: 'small' | 'medium';
  /** More buttons, placed between Approve and Hide (the lightbox's section toggle). */
  children?: ReactNode;
}

/**
 * Approve (for a member's pending picture) and Hide from visitors / Show to visitors: the same buttons on the
 * admins' gallery board and in the public gallery's lightbox. The visible words suffice beside the picture;
 * screen readers also hear which picture they act on.
 */
export function ModerationButtons({ image, busy, onChange, size, children }: Props) {
  const named = (label: string) => ({ 'aria-label': `${label}: ${image.title}`, children: label });
  return (
    <>
      {image.pending && (
        <LightButton
          intent="primary"
          size={size}
          disabled={busy}
          onClick={() => onChange('approve')}
          {...named('Approve')}
        />
      )}
      {image.pending && (
        <DeclineImageButton
          image={image}
          busy={busy}
          size={size}
          onDecline={(reason) => onChange({ decline: reason })}
        />
      )}
      {children}
      <LightButton
        size={size}
        disabled={busy}
        onClick={() => onChange(image.hidden ? 'show' : 'hide')}
        {...named(image.hidden ? 'Show to visitors' : 'Hide from visitors')}
      />
    </>
  );
}
