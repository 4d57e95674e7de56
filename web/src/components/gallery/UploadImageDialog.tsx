import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visitorMessage } from '@shared/api/http';
import { queryKeys } from '@shared/api/keys';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from '@shared/constants';
import { toast } from '@shared/ui/toast';
import { categoryLabel } from './galleryFilters';
import { useModalDialog } from '../useModalDialog';

// Uppy is fetched only when the dialog first opens: visitors' gallery bundle never carries it.
const ImageUploader = lazy(() => import('@shared/upload/ImageUploader'));

const MISSING = 'Please provide a title and upload an image';

/** Said before a member's upload (in the dialog) and after it (in the notice): an admin approves every photo first. */
export const APPROVAL_BEFORE =
  'An admin looks at every photo before it is shown in the gallery. We will e-mail you when yours is approved.';
const APPROVAL_AFTER = {
  title: 'Thank you! Your photo is waiting for approval',
  description:
    'Only you and our admins see it for now, marked "Pending approval". We will e-mail you when an admin has approved it.',
};

interface Props {
  open: boolean;
  onClose(): void;
  /** A member's photo waits for an admin's approval (an admin's shows at once): say so before it is sent. */
  approval: boolean;
}

const EMPTY = { title: '', description: '', category: DEFAULT_GALLERY_CATEGORY as string, altText: '' };

/**
 * 'Upload New Image' in a native modal dialog (focus is trapped, Escape closes, the page behind is inert).
 * The file goes up first; the details are then sent with its address to POST /api/images.
 */
export function UploadImageDialog({ open, onClose, approval }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [imageURL, setImageURL] = useState<string | null>(null);
  // A new key remounts the uploader, so each opening starts with an empty picker.
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();

  useModalDialog(dialog, open);

  const reset = () => {
    setFields(EMPTY);
    setImageURL(null);
    setRound((r) => r + 1);
  };

  const save = useMutation({
    mutationFn: async () => {
      // The uploader that gave the address brought the route table's client with it: this import loads nothing new,
      // and the gallery page's own scripts stay without the table.
      const { call } = await import('@shared/api/call');
      return call('imageCreate', {
        body: {
          imageUrl: imageURL ?? undefined,
          title: fields.title.trim(),
          description: fields.description.trim(),
          category: fields.category,
          altText: fields.altText.trim(),
        },
      });
    },
    onSuccess: async (image) => {
      toast(image.pending ? APPROVAL_AFTER : { title: 'Image uploaded successfully!' });
      reset();
      dialog.current?.close();
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (err) => {
      toast({ title: 'Failed to upload image', description: visitorMessage(err) ?? undefined, variant: 'destructive' });
    },
  });

  const ready = fields.title.trim() !== '' && imageURL !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) {
      toast({ title: MISSING, variant: 'destructive' });
      return;
    }
    save.mutate();
  };

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  return (
    <dialog
      ref={dialog}
      className="upload-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>Upload New Image</h2>
        {approval && <p className="field-hint upload-approval">{APPROVAL_BEFORE}</p>}
        {open && (
          <Suspense fallback={<p className="field-hint">Loading the uploader...</p>}>
            <ImageUploader key={round} onUploaded={setImageURL} onCleared={() => setImageURL(null)} label="Image" />
          </Suspense>
        )}
        <div className="field">
          <label htmlFor={`${id}-t`}>
            Title{' '}
            <span className="required-mark" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${id}-t`}
            value={fields.title}
            onChange={set('title')}
            required
            aria-required="true"
            maxLength={200}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-d`}>Description</label>
          <textarea id={`${id}-d`} rows={3} value={fields.description} onChange={set('description')} maxLength={2000} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-c`}>Category</label>
          <select id={`${id}-c`} value={fields.category} onChange={set('category')}>
            {GALLERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-a`}>Alt Text (optional)</label>
          <input
            id={`${id}-a`}
            value={fields.altText}
            onChange={set('altText')}
            aria-describedby={`${id}-a-hint`}
            maxLength={300}
          />
          <p className="field-hint" id={`${id}-a-hint`}>
            Describe the picture for people who cannot see it. Left empty, the title is used.
          </p>
        </div>
        {!ready && (
          <p className="field-hint" id={`${id}-missing`}>
            {MISSING}
          </p>
        )}
        <div className="upload-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!ready || save.isPending}
            aria-describedby={ready ? undefined : `${id}-missing`}
          >
            {save.isPending ? 'Saving...' : 'Add to Gallery'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
