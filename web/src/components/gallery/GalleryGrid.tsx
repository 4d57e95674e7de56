import type { GalleryImageDto } from '@shared/api/types';
import { Img } from '../Img';

/** Matches the grid's columns: four from 1024px (within the 1200px container), three from 640px, else two. */
const TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

export type OpenImage = (image: GalleryImageDto, trigger: HTMLElement) => void;

interface Props {
  images: GalleryImageDto[];
  /** The gallery's two sections, or the one plain grid of search and filter results. */
  section: 'above' | 'below' | 'results';
  label: string;
  onOpen: OpenImage;
  /** How many of the first tiles load with the page (the first row); the rest load when scrolled near. */
  eager?: number;
}

/** Tiles are square (the CSS fixes the ratio); the attributes tell the browser so before any CSS or image arrives. */
const TILE_PX = 320;

/** One section of square tiles; each tile is a button that opens the picture larger. */
export function GalleryGrid({ images, section, label, onOpen, eager = 0 }: Props) {
  return (
    <ul className="gallery-grid" data-section={section} aria-label={label}>
      {images.map((img, index) => (
        <li key={img.id} className="gallery-item">
          <button
            type="button"
            className="gallery-tile"
            onClick={(e) => onOpen(img, e.currentTarget)}
            data-image-id={img.id}
          >
            <span className="gallery-tile-media">
              {/* The caption already names the picture; repeat only a description that adds something. */}
              <Img
                src={img.imageUrl}
                alt={img.altText && img.altText !== img.title ? img.altText : ''}
                sizes={TILE_SIZES}
                width={TILE_PX}
                height={TILE_PX}
                priority={index < eager}
              />
            </span>
            <span className="gallery-tile-caption">{img.title}</span>
            {/* Only the uploader and admins receive these flags (the API sends them to no one else). Laid over the
                picture, so a flagged card is as tall as its neighbours. */}
            {(img.pending || img.hidden) && (
              <span className="gallery-badges">
                {img.pending && <span className="gallery-badge">Pending approval</span>}
                {img.hidden && <span className="gallery-badge">Hidden</span>}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
