import { useId, useRef, useState, type DragEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, FormGroup, HTMLSelect, ProgressBar } from '@blueprintjs/core';
import { serverMessage, statusOf } from '../../api/http';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import type { GalleryImageDto } from '../../api/types';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from '../../constants';
import { countOf } from '../../lib/plural';
import { ACCEPTED_IMAGE_TYPES, localProblem, UPLOAD_TEXTS } from '../../upload/uploadRules';
import { putImage } from '../../upload/putImage';
import { useAdminPlatform } from '../common/platform';
import { successToast } from '../common/failureToast';
import { toast } from '../../ui/toast';
import { BatchDetails } from './BatchDetails';

/** How many files travel at once: enough to keep the line busy, few enough that each one's bar moves. */
const AT_ONCE = 3;

type ItemState =
  | { kind: 'waiting' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'saving' }
  | { kind: 'added'; image: GalleryImageDto }
  | { kind: 'failed'; message: string };

interface Item {
  key: string;
  file: File;
  state: ItemState;
}

/** A picture's first title: its file name without the extension, separators read as spaces. */
export function titleFromFileName(name: string): string {
  const bare = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (bare || 'Photo').slice(0, 200);
}

const stateText = (state: ItemState): string => {
  switch (state.kind) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return `Uploading... ${state.percent}%`;
    case 'saving':
      return 'Adding to the gallery...';
    case 'added':
      return 'Added';
    case 'failed':
      return state.message;
  }
};

/**
 * Many photos at once for admins: drag them in or choose them, one category for all, then each file goes up on
 * its own with its own progress and is checked like a single upload (type and size here, its bytes again by the
 * site). What was added is then listed for its words: title, alt text and description, saved together.
 */
export function GalleryBatchUpload({ onDone }: { onDone(): void }) {
  const id = useId();
  const platform = useAdminPlatform();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<string>(DEFAULT_GALLERY_CATEGORY);
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);
  const counter = useRef(0);

  const update = (key: string, state: ItemState) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, state } : item)));

  function add(files: FileList | File[] | null) {
    if (!files) return;
    const fresh = Array.from(files).map((file): Item => {
      const problem = localProblem(file);
      counter.current += 1;
      return {
        key: `${counter.current}-${file.name}`,
        file,
        state: problem ? { kind: 'failed', message: problem } : { kind: 'waiting' },
      };
    });
    setItems((list) => [...list, ...fresh]);
  }

  async function send(item: Item, chosenCategory: string): Promise<'added' | 'failed' | { signedOut: unknown }> {
    const progress = (percent: number) => update(item.key, { kind: 'uploading', percent });
    try {
      progress(0);
      const imageURL = platform.uploadImage
        ? await platform.uploadImage(item.file, progress)
        : await putImage(item.file, progress);
      update(item.key, { kind: 'saving' });
      const image = await call('imageCreate', {
        body: { imageUrl: imageURL, title: titleFromFileName(item.file.name), category: chosenCategory },
      });
      update(item.key, { kind: 'added', image });
      return 'added';
    } catch (error) {
      if (statusOf(error) === 401) {
        update(item.key, { kind: 'waiting' });
        return { signedOut: error };
      }
      const message = serverMessage(error) ?? (error instanceof Error ? error.message : UPLOAD_TEXTS.failed);
      update(item.key, { kind: 'failed', message });
      return 'failed';
    }
  }

  /** Sends every waiting file, a few at a time; answers how many were added and how many not. */
  async function uploadAll(): Promise<{ added: number; failed: number }> {
    const queue = items.filter((item) => item.state.kind === 'waiting');
    let added = 0;
    let failed = 0;
    let signedOut: { signedOut: unknown } | null = null;
    const worker = async () => {
      for (let next = queue.shift(); next && !signedOut; next = queue.shift()) {
        const outcome = await send(next, category);
        if (outcome === 'added') added += 1;
        else if (outcome === 'failed') failed += 1;
        else signedOut = outcome;
      }
    };
    try {
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    }
    // Thrown as it came, so the shared sign-in handling shows the signed-out notice and the way back in.
    if (signedOut) throw (signedOut as { signedOut: unknown }).signedOut;
    return { added, failed };
  }

  const upload = useMutation({
    meta: { adminCall: true },
    mutationFn: uploadAll,
    onSuccess: ({ added, failed }) => {
      if (failed === 0) successToast('Images Added', `${countOf(added, 'image')} added to the gallery.`);
      else
        toast({
          title: 'Some Images Were Not Added',
          description: `${countOf(added, 'image')} added, ${countOf(failed, 'image')} not: see the list for why.`,
          variant: 'destructive',
        });
    },
  });
  const running = upload.isPending;

  const waiting = items.filter((item) => item.state.kind === 'waiting').length;
  const added = items.flatMap((item) => (item.state.kind === 'added' ? [item.state.image] : []));

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!running) add(e.dataTransfer.files);
  };

  return (
    <Card className="adm-gallery-upload adm-gallery-batch" compact>
      <h2 id={`${id}-title`}>Upload Many Images</h2>
      <FormGroup label="Category for all" labelFor={`${id}-category`}>
        <HTMLSelect
          id={`${id}-category`}
          value={category}
          disabled={running}
          onChange={(e) => setCategory(e.target.value)}
          options={[...GALLERY_CATEGORIES]}
        />
      </FormGroup>
      <div
        className={`adm-batch-drop${over ? ' is-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="batch-drop"
      >
        <p>Drag photos here, or choose them.</p>
        <label htmlFor={`${id}-files`}>Image files</label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={running}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        <p className="adm-meta" id={`${id}-hint`}>
          JPEG, PNG or WebP, up to 10 MB each. Each photo is titled from its file name; give it better words below once
          it is added.
        </p>
      </div>
      {items.length > 0 && (
        <ul className="adm-batch-files" aria-label="Files to upload">
          {items.map((item) => (
            <li key={item.key} className={`adm-batch-file is-${item.state.kind}`} data-file={item.file.name}>
              <span className="adm-batch-name">{item.file.name}</span>
              {item.state.kind === 'uploading' ? (
                <ProgressBar
                  value={item.state.percent / 100}
                  intent="primary"
                  animate={false}
                  stripes={false}
                  aria-label={`Upload progress of ${item.file.name}`}
                  aria-valuenow={item.state.percent}
                />
              ) : null}
              <span
                className="adm-batch-state"
                role={item.state.kind === 'failed' ? 'alert' : undefined}
                aria-live={item.state.kind === 'failed' ? undefined : 'polite'}
              >
                {stateText(item.state)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="adm-gallery-form-actions">
        <Button intent="primary" disabled={waiting === 0} loading={running} onClick={() => upload.mutate()}>
          {waiting > 0 ? `Upload ${countOf(waiting, 'Image')}` : 'Upload Images'}
        </Button>
        <Button onClick={onDone} disabled={running}>
          Close
        </Button>
      </div>
      {added.length > 0 && !running && <BatchDetails images={added} />}
    </Card>
  );
}
