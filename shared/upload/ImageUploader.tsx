import { useEffect, useId, useRef, useState } from 'react';
import Uppy, { type Body, type Meta } from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { toast } from '../ui/toast';
import { signImagePut } from './uploadSigner';
import { ImageFileInput } from './ImageFileInput';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  RATE_LIMIT_DELAY_MS,
  RETRY_DELAYS_MS,
  UPLOAD_TEXTS,
  classifyFailure,
  localProblem,
  messageFromBody,
} from './uploadRules';

export interface ImageUploaderProps {
  /** Called with the address the file was PUT to; POST /api/images turns it into the stored path. */
  onUploaded(url: string): void;
  /** Called when a new file is chosen, so the form forgets the previous upload. */
  onCleared?(): void;
  label?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number; retrying?: boolean }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

interface UploadFailure {
  name?: string;
  message?: string;
  status?: number;
  body?: string;
}

/**
 * One image, sent straight to storage with Uppy's S3 plugin and our own signer. This module is loaded only
 * when someone opens an upload form, so visitors never download Uppy. The picker is a native file input:
 * it is keyboard- and screen-reader-friendly without any extra work.
 */
export default function ImageUploader({ onUploaded, onCleared, label = 'Image file' }: ImageUploaderProps) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const uppyRef = useRef<Uppy<Meta, Body> | null>(null);
  const attempts = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, read by Uppy's listeners which are attached once.
  const callbacks = useRef({ onUploaded, onCleared });
  callbacks.current = { onUploaded, onCleared };

  // Uppy is made when the first file is chosen, not when the form opens: its constructor adds window listeners and a
  // timer that even destroy() cannot cancel, which is wasted work for a form closed without an upload (and, in jsdom
  // tests, an uncaught error once the window is gone).
  useEffect(
    () => () => {
      clearTimeout(retryTimer.current);
      uppyRef.current?.destroy();
      uppyRef.current = null;
    },
    [],
  );

  function createUppy(): Uppy<Meta, Body> {
    const uppy = new Uppy<Meta, Body>({
      autoProceed: false,
      restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_IMAGE_BYTES, allowedFileTypes: ACCEPTED_IMAGE_TYPES },
    }).use(AwsS3, { signRequest: signImagePut, shouldUseMultipart: false, limit: 1 });

    uppy.on('upload-progress', (_file, progress) => {
      const total = progress.bytesTotal ?? 0;
      const percent = total > 0 ? Math.min(100, Math.round((progress.bytesUploaded / total) * 100)) : 0;
      setStatus({ kind: 'uploading', percent });
    });

    uppy.on('upload-success', (_file, response) => {
      const url = response.uploadURL;
      if (!url) {
        fail(UPLOAD_TEXTS.errorTitle, UPLOAD_TEXTS.noFileUrl);
        return;
      }
      setStatus({ kind: 'done' });
      toast({ title: UPLOAD_TEXTS.success });
      callbacks.current.onUploaded(url);
    });

    uppy.on('upload-error', (file, error) => {
      const failure = error as UploadFailure;
      if (failure.name === 'SignError') {
        // The server would not give us somewhere to put the file: nothing to retry on our own.
        fail(UPLOAD_TEXTS.errorTitle, failure.message ?? UPLOAD_TEXTS.noUploadUrl);
        return;
      }
      const kind = classifyFailure(failure.status, failure.body);
      const delay = kind === 'rate-limited' ? RATE_LIMIT_DELAY_MS : RETRY_DELAYS_MS[attempts.current];
      if (kind !== 'fatal' && file && attempts.current < RETRY_DELAYS_MS.length) {
        attempts.current += 1;
        setStatus((s) => ({ kind: 'uploading', percent: s.kind === 'uploading' ? s.percent : 0, retrying: true }));
        retryTimer.current = setTimeout(() => void uppy.retryUpload(file.id), delay);
        return;
      }
      fail(UPLOAD_TEXTS.failedTitle, UPLOAD_TEXTS.failed, messageFromBody(failure.body));
    });

    function fail(title: string, message: string, detail?: string | null) {
      setStatus({ kind: 'error', message: detail ? `${message} ${detail}` : message });
      toast({ title, description: message, variant: 'destructive' });
    }

    return uppy;
  }

  function choose(file: File | undefined) {
    if (!file) return;
    const uppy = (uppyRef.current ??= createUppy());
    clearTimeout(retryTimer.current);
    uppy.cancelAll();
    attempts.current = 0;
    callbacks.current.onCleared?.();

    const problem = localProblem(file);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    try {
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local' });
    } catch (err) {
      setStatus({ kind: 'error', message: err instanceof Error ? err.message : UPLOAD_TEXTS.failed });
      return;
    }
    setStatus({ kind: 'uploading', percent: 0 });
    void uppy.upload();
  }

  const describedBy = `${id}-hint${status.kind === 'error' ? ` ${id}-error` : ''}`;

  return (
    <div className="field image-uploader">
      <label htmlFor={`${id}-file`}>{label}</label>
      <ImageFileInput
        id={id}
        describedBy={describedBy}
        disabled={status.kind === 'uploading'}
        onChoose={choose}
        hintClassName="field-hint"
      />
      {status.kind === 'uploading' && (
        <div className="upload-progress">
          <div
            className="upload-progress-bar"
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.percent}
          >
            <span style={{ width: `${status.percent}%` }} />
          </div>
          <p className="upload-progress-text" aria-live="polite">
            {status.retrying ? 'Connection trouble, trying again...' : `Uploading... ${status.percent}%`}
          </p>
        </div>
      )}
      {status.kind === 'done' && (
        <p className="upload-done" role="status">
          {UPLOAD_TEXTS.success}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {status.message}
        </p>
      )}
    </div>
  );
}
