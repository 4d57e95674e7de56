import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InputGroup, TextArea } from '@blueprintjs/core';
import { statusOf } from '../../api/http';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import type { GalleryImageDto } from '../../api/types';
import { countOf } from '../../lib/plural';
import { Field } from '../common/Field';
import { failureToast, successToast } from '../common/failureToast';
import {
  detailsBodyOf,
  detailsFieldErrors,
  detailsValuesOf,
  validateImageDetails,
  type ImageDetailsErrors,
  type ImageDetailsValues,
} from './imageDetailsForm';

const ALT_HINT = 'What the picture shows, for people who cannot see it. Leave empty to use the title.';

const sameValues = (a: ImageDetailsValues, b: ImageDetailsValues) =>
  a.title === b.title && a.description === b.description && a.altText === b.altText && a.category === b.category;

interface Props {
  images: GalleryImageDto[];
  /** The form's heading, also its accessible name. */
  heading?: string;
  /** What the form asks for, under the heading. */
  intro?: string;
}

const NEW_PHOTOS_INTRO =
  'Give each photo a title, and alt text that says what it shows for people who cannot see it. Visitors see these in the gallery; you can change them later with Edit Details.';

/**
 * The words of several photos on one form: each photo's title, alt text and description, checked with the rules
 * the site uses and saved together (only the photos whose words changed are sent, each naming the version it was
 * shown at, so nothing saved meanwhile is overwritten unseen). Used for the photos just added, and for describing
 * the photos already in the gallery.
 */
export function BatchDetails({ images, heading = 'Describe the new photos', intro = NEW_PHOTOS_INTRO }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  // The photo as last saved, and the words on the form, by photo id.
  const [saved, setSaved] = useState<Record<string, GalleryImageDto>>({});
  const [values, setValues] = useState<Record<string, ImageDetailsValues>>({});
  const [errors, setErrors] = useState<Record<string, ImageDetailsErrors>>({});

  const baseOf = (image: GalleryImageDto) => saved[image.id] ?? image;
  const valuesOf = (image: GalleryImageDto) => values[image.id] ?? detailsValuesOf(baseOf(image));
  const changed = images.filter((image) => !sameValues(valuesOf(image), detailsValuesOf(baseOf(image))));

  const set = (image: GalleryImageDto, key: keyof ImageDetailsValues) => (value: string) => {
    setValues((v) => ({ ...v, [image.id]: { ...valuesOf(image), [key]: value } }));
    setErrors((e) => ({ ...e, [image.id]: { ...e[image.id], [key]: undefined } }));
  };

  const save = useMutation({
    meta: { adminCall: true },
    mutationFn: async (list: GalleryImageDto[]) => {
      const done: GalleryImageDto[] = [];
      const refused: Record<string, ImageDetailsErrors> = {};
      let firstError: unknown = null;
      for (const image of list) {
        const base = baseOf(image);
        try {
          done.push(
            await call('adminImageUpdate', {
              params: { id: image.id },
              body: detailsBodyOf(valuesOf(image), base.version),
            }),
          );
        } catch (error) {
          if (statusOf(error) === 401) throw error;
          refused[image.id] = statusOf(error) === 400 ? detailsFieldErrors(error) : {};
          firstError ??= error;
        }
      }
      return { done, refused, firstError };
    },
    onSuccess: async ({ done, refused, firstError }) => {
      setSaved((s) => ({ ...s, ...Object.fromEntries(done.map((image) => [image.id, image])) }));
      setValues((v) => {
        const next = { ...v };
        for (const image of done) delete next[image.id];
        return next;
      });
      setErrors(refused);
      if (firstError) failureToast('Could not save every photo’s details', firstError);
      else successToast('Image details saved', `${countOf(done.length, 'photo')} updated.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (error) => failureToast('Could not save the image details', error),
  });

  function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    if (save.isPending || changed.length === 0) return;
    const found: Record<string, ImageDetailsErrors> = {};
    for (const image of changed) {
      const problems = validateImageDetails(valuesOf(image));
      if (Object.keys(problems).length > 0) found[image.id] = problems;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(changed);
  }

  return (
    <form className="adm-batch-details" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{heading}</h3>
      <p className="adm-meta">{intro}</p>
      <ol className="adm-batch-rows">
        {images.map((image, index) => {
          const v = valuesOf(image);
          const err = errors[image.id] ?? {};
          const row = `${id}-${index}`;
          return (
            <li key={image.id} className="adm-batch-row">
              <fieldset aria-labelledby={`${row}-legend`}>
                <legend id={`${row}-legend`}>Photo {index + 1}</legend>
                <img src={baseOf(image).imageUrl} alt="" width={160} height={120} />
                <div className="adm-batch-row-fields">
                  <Field id={`${row}-title`} label="Title" error={err.title}>
                    {(aria) => (
                      <InputGroup {...aria} value={v.title} onValueChange={set(image, 'title')} maxLength={200} />
                    )}
                  </Field>
                  <Field id={`${row}-alt`} label="Alt text" hint={ALT_HINT} error={err.altText}>
                    {(aria) => (
                      <InputGroup {...aria} value={v.altText} onValueChange={set(image, 'altText')} maxLength={300} />
                    )}
                  </Field>
                  <Field id={`${row}-description`} label="Description" error={err.description}>
                    {(aria) => (
                      <TextArea
                        {...aria}
                        value={v.description}
                        onChange={(e) => set(image, 'description')(e.target.value)}
                        rows={2}
                        fill
                      />
                    )}
                  </Field>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button type="submit" intent="primary" loading={save.isPending} disabled={changed.length === 0}>
        {changed.length > 0 ? `Save Details of ${countOf(changed.length, 'Photo')}` : 'Save Details'}
      </Button>
    </form>
  );
}
