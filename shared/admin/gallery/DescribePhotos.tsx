import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { galleryQuery } from '../../api/queries';
import type { GalleryImageDto } from '../../api/types';
import { GALLERY_CATEGORIES } from '../../constants';
import { countOf } from '../../lib/plural';
import { BatchDetails } from './BatchDetails';

/** Photos on the form at once: a screenful of rows on a laptop, and a save that stays quick. */
const PAGE_SIZE = 12;

type Which = 'missing-alt' | 'all';

/** An upload without alt text stores its title as the alt text, so such a photo is not described yet either. */
export const lacksAltText = (image: GalleryImageDto) => !image.altText?.trim() || image.altText === image.title;

const INTRO =
  'Say what each photo shows for people who cannot see it. Only the photos you change are saved; the others stay as they are.';

/**
 * The words of the photos already in the gallery, many at once: by default the ones with no alt text of their own,
 * or every photo, optionally of one category, a page at a time. Which photos are listed is fixed when the choice
 * is made, so a photo does not leave the list the moment it is described.
 */
export function DescribePhotos({ onDone }: { onDone(): void }) {
  const id = useId();
  const query = useQuery(galleryQuery());
  const [which, setWhich] = useState<Which>('missing-alt');
  const [category, setCategory] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  // The ids chosen with the current filters, in gallery order; null until the gallery has loaded.
  const [chosen, setChosen] = useState<{ key: string; ids: string[] } | null>(null);

  const images = query.data;
  const key = `${which}|${category}`;
  const pick = (list: GalleryImageDto[]) =>
    list
      .filter((image) => (which === 'all' ? true : lacksAltText(image)))
      .filter((image) => !category || image.category === category)
      .map((image) => image.id);
  if (images && chosen?.key !== key) setChosen({ key, ids: pick(images) });

  const byId = useMemo(() => new Map((images ?? []).map((image) => [image.id, image])), [images]);
  const listed = (chosen?.ids ?? []).map((imageId) => byId.get(imageId)).filter((image) => image !== undefined);
  const page = listed.slice(0, shown);

  const choose = (next: () => void) => {
    next();
    setShown(PAGE_SIZE);
  };

  return (
    <Card className="adm-gallery-batch adm-describe-photos">
      <h2 className="adm-form-title">Describe Photos</h2>
      <div className="adm-describe-filters">
        <FormGroup label="Photos" labelFor={`${id}-which`}>
          <HTMLSelect
            id={`${id}-which`}
            value={which}
            onChange={(e) => choose(() => setWhich(e.currentTarget.value as Which))}
          >
            <option value="missing-alt">Without alt text</option>
            <option value="all">All photos</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Category" labelFor={`${id}-category`}>
          <HTMLSelect
            id={`${id}-category`}
            value={category}
            onChange={(e) => choose(() => setCategory(e.currentTarget.value))}
          >
            <option value="">Every category</option>
            {GALLERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      {query.isPending ? (
        <Spinner size={24} aria-label="Loading the gallery..." />
      ) : query.isError ? (
        <p role="alert">The gallery could not be loaded. Close this and try again.</p>
      ) : listed.length === 0 ? (
        <p className="adm-meta">
          {which === 'missing-alt'
            ? 'Every photo has alt text. Choose All photos to change the words of a photo that already has them.'
            : 'No photo of this category is in the gallery.'}
        </p>
      ) : (
        <>
          <p className="adm-meta" aria-live="polite">
            {`Showing ${page.length} of ${countOf(listed.length, 'photo')}.`}
          </p>
          <BatchDetails images={page} heading="Describe the photos" intro={INTRO} />
          {page.length < listed.length && (
            <Button className="adm-describe-more" onClick={() => setShown((n) => n + PAGE_SIZE)}>
              {`Show ${Math.min(PAGE_SIZE, listed.length - page.length)} More`}
            </Button>
          )}
        </>
      )}
      <div className="adm-gallery-form-actions">
        <Button onClick={onDone}>Close</Button>
      </div>
    </Card>
  );
}
