import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { localProblem } from '../../upload/uploadRules';
import { ImageFileInput } from '../../upload/ImageFileInput';
import { UploadProgress } from './UploadProgress';
import { useAdminPlatform } from './platform';
import { ScreenState } from './ScreenState';

// Uppy is only needed where the program gives no upload of its own (the web admin).
const ImageUploader = lazy(() => import('../../upload/ImageUploader'));

/** Where the picker stands, for a form that must not save while its picture is not attached. */
export type ImageUploadStatus = 'idle' | 'uploading' | 'ready' | 'failed';

interface Props {
  label: string;
  /** The address to put in the record: a stored path, an upload URL, or the program's waiting placeholder. */
  onUploaded(url: string): void;
  /** A new file was chosen: the previous upload is no longer the form's picture. */
  onCleared?(): void;
  /** Told on every change where the program uploads itself (the desktop app); the web's uploader says nothing. */
  onStatusChange?(status: ImageUploadStatus): void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'ready'; waiting: boolean }
  | { kind: 'failed'; message: string };

/**
 * The picture field of the admin forms (event, page image, history section). Where the program uploads itself
 * (the desktop app: through its core, which keeps the file on the computer while the site cannot be reached) it is a
 * file input with a progress bar; the web admin gets the browser's Uppy uploader. A failed upload says so and leaves
 * the form without that picture, so nothing is saved as if it had one.
 */
export function AdminImageUpload({ label, onUploaded, onCleared, onStatusChange }: Props) {
  const platform = useAdminPlatform();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const round = useRef(0);
  const statusChange = useRef(onStatusChange);
  statusChange.current = onStatusChange;
  useEffect(() => statusChange.current?.(state.kind), [state.kind]);

  if (!platform.uploadImage) {
    return (
      <Suspense fallback={<ScreenState kind="loading" label="Loading the uploader..." />}>
        <ImageUploader label={label} onUploaded={onUploaded} onCleared={onCleared} />
      </Suspense>
    );
  }
  const upload = platform.uploadImage;

  async function choose(file: File | undefined) {
    const mine = ++round.current;
    onCleared?.();
    if (!file) return setState({ kind: 'idle' });
    const problem = localProblem(file);
    if (problem) return setState({ kind: 'failed', message: problem });
    setState({ kind: 'uploading', percent: 0 });
    try {
      const url = await upload(file, (percent) => {
        if (round.current === mine) setState({ kind: 'uploading', percent });
      });
      if (round.current !== mine) return;
      onUploaded(url);
      setState({ kind: 'ready', waiting: platform.pictureWaits?.(url) ?? false });
    } catch (error) {
      if (round.current !== mine) return;
      const reason = error instanceof Error && error.message ? error.message : 'The picture could not be uploaded.';
      setState({ kind: 'failed', message: reason });
    }
  }

  function remove() {
    round.current++;
    if (input.current) input.current.value = '';
    onCleared?.();
    setState({ kind: 'idle' });
  }

  return (
    <div className="field adm-image-upload">
      <label htmlFor={`${id}-file`}>{label}</label>
      <ImageFileInput
        id={id}
        inputRef={input}
        disabled={state.kind === 'uploading'}
        onChoose={(file) => void choose(file)}
        hintClassName="adm-hint"
      />
      {state.kind === 'uploading' && <UploadProgress percent={state.percent} />}
      {state.kind === 'ready' && (
        <p className="adm-hint" role="status">
          {state.waiting
            ? 'Picture kept on this computer: it is uploaded first when the site can be reached, then what uses it.'
            : 'Picture uploaded.'}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="adm-field-error" role="alert">
          {state.message} The picture is not attached: choose it again, or remove it.{' '}
          <Button size="small" variant="outlined" text="Remove" onClick={remove} />
        </p>
      )}
    </div>
  );
}

/** What a form says when it is saved while its picture is not attached yet (null when it may be saved). */
export function pictureProblem(status: ImageUploadStatus): string | null {
  if (status === 'uploading') return 'Wait for the picture to finish uploading.';
  if (status === 'failed') return 'The picture could not be uploaded: choose it again, or remove it.';
  return null;
}
