import { useEffect, useId, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { GalleryImageDto } from '../../api/types';
import { statusOf } from '../../api/http';
import { useSaveImageDetails } from './adminWrites';
import { Field } from '../common/Field';
import {
  categoryOptions,
  conflictCurrent,
  detailsFieldErrors,
  detailsValuesOf,
  validateImageDetails,
  type ImageDetailsErrors,
  type ImageDetailsValues,
} from './imageDetailsForm';

interface Props {
  /** The picture being corrected; null keeps the dialog closed. */
  image: GalleryImageDto | null;
  /** The uploader correcting their own photo while it waits for approval (not an admin). */
  own?: boolean;
  /**
   * Where the dialog is put: inside the public gallery's lightbox (a native modal dialog, which makes everything
   * outside it inert), else the end of the page.
   */
  portalContainer?: HTMLElement;
  onClose(): void;
  onSaved?(image: GalleryImageDto): void;
}

/**
 * Edit Details: a picture's title, description, category and alt text, checked with the schema the server uses.
 * The same dialog serves the admins' gallery board (web and desktop) and the public gallery's lightbox. When
 * someone else saved the picture meanwhile, the form shows their words and the newer version, so nothing is
 * overwritten unseen.
 */
export function ImageDetailsDialog({ image, own = false, portalContainer, onClose, onSaved }: Props) {
  const id = useId();
  // The version the next save names: the picture's, or the newer one a 409 brought.
  const [base, setBase] = useState<GalleryImageDto | null>(image);
  const [values, setValues] = useState<ImageDetailsValues | null>(image ? detailsValuesOf(image) : null);
  const [errors, setErrors] = useState<ImageDetailsErrors>({});
  const [conflict, setConflict] = useState(false);
  const save = useSaveImageDetails({
    own,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });

  useEffect(() => {
    setBase(image);
    setValues(image ? detailsValuesOf(image) : null);
    setErrors({});
    setConflict(false);
    // Only a different picture (or reopening) starts the form afresh; a refetch of the same one keeps the typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image?.id]);

  const set = (key: keyof ImageDetailsValues) => (value: string) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const change = (key: keyof ImageDetailsValues) => (e: { target: { value: string } }) => set(key)(e.target.value);

  function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    if (!base || !values || save.isPending) return;
    const found = validateImageDetails(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { image: base, values },
      {
        onError: (error) => {
          if (statusOf(error) === 400) setErrors(detailsFieldErrors(error));
          const current = conflictCurrent(error);
          if (current) {
            setBase(current);
            setValues(detailsValuesOf(current));
            setConflict(true);
          }
        },
      },
    );
  }

  const title = 'Edit Image Details';
  const categories = values ? categoryOptions(values.category) : [];
  return (
    <Dialog
      isOpen={image !== null}
      onClose={() => !save.isPending && onClose()}
      title={title}
      portalClassName="adm"
      portalContainer={portalContainer}
      className="adm-image-details-dialog"
      canOutsideClickClose={!save.isPending}
    >
      {values && (
        <form onSubmit={submit} noValidate aria-label={title}>
          <DialogBody>
            {conflict && (
              <Callout intent="warning" role="alert">
                Someone else changed this picture since you opened it. Their words are shown now; make your changes
                again and save.
              </Callout>
            )}
            <Field id={`${id}-title`} label="Title" error={errors.title}>
              {(aria) => <InputGroup {...aria} value={values.title} onValueChange={set('title')} maxLength={200} />}
            </Field>
            <Field id={`${id}-description`} label="Description" error={errors.description}>
              {(aria) => (
                <TextArea {...aria} value={values.description} onChange={change('description')} rows={4} fill />
              )}
            </Field>
            <Field id={`${id}-category`} label="Category" error={errors.category}>
              {(aria) => (
                <HTMLSelect {...aria} value={values.category} onChange={change('category')} options={categories} />
              )}
            </Field>
            <Field
              id={`${id}-alt`}
              label="Alt text"
              error={errors.altText}
              hint="What the picture shows, for people who cannot see it. Leave empty to use the title."
            >
              {(aria) => <InputGroup {...aria} value={values.altText} onValueChange={set('altText')} maxLength={300} />}
            </Field>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" onClick={onClose} disabled={save.isPending} />
                <Button type="submit" intent="primary" loading={save.isPending} text="Save Details" />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
