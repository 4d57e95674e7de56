import type { Ref } from 'react';
import { ACCEPTED_IMAGE_TYPES } from './uploadRules';

/**
 * The file input of every single-picture upload (the members' uploader, the admin's picture fields) with the hint
 * under it, which the input names as its description: `<id>-file` and `<id>-hint`.
 */
export function ImageFileInput({
  id,
  inputRef,
  describedBy = `${id}-hint`,
  disabled,
  onChoose,
  hintClassName,
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  disabled: boolean;
  onChoose(file: File | undefined): void;
  hintClassName: string;
}) {
  return (
    <>
      <input
        id={`${id}-file`}
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0])}
      />
      <p className={hintClassName} id={`${id}-hint`}>
        One JPEG, PNG or WebP image, up to 10 MB. Location data is removed before it is stored.
      </p>
    </>
  );
}
