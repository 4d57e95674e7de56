import { lazy, Suspense, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from '../../constants';
import { ACCEPTED_IMAGE_TYPES, localProblem } from '../../upload/uploadRules';
import { useAdminPlatform } from '../common/platform';
import { failureToast, successToast } from '../common/failureToast';
import { UploadProgress } from '../common/UploadProgress';

// Uppy is only needed where the program gives no upload of its own (the web admin).
const ImageUploader = lazy(() => import('../../upload/ImageUploader'));

type Progress = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; message: string };

/**
 * Adds a picture to the gallery: the file goes to storage first (the platform's upload with a progress bar, or
 * the browser's Uppy flow), then POST /api/images records it with its title, description, category and alt text.
 */
export function GalleryUpload({ onDone }: { onDone(): void }) {
  const id = useId();
  const platform = useAdminPlatform();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [altText, setAltText] = useState('');
  const [category, setCategory] = useState<string>(DEFAULT_GALLERY_CATEGORY);
  const [file, setFile] = useState<File | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });

  const save = useMutation({
    meta: { adminCall: true },
    mutationFn: async () => {
      let imageURL = uploadedUrl;
      if (!imageURL && platform.uploadImage && file) {
        setProgress({ state: 'uploading', percent: 0 });
        try {
          imageURL = await platform.uploadImage(file, (percent) => setProgress({ state: 'uploading', percent }));
        } catch (error) {
          setProgress({ state: 'failed', message: error instanceof Error ? error.message : 'Upload failed' });
          throw error;
        }
        setUploadedUrl(imageURL);
      }
      // Without an address the site says "Please upload an image" rather than refusing a null.
      return call('imageCreate', { body: { imageUrl: imageURL ?? undefined, title, description, category, altText } });
    },
    onSuccess: async (image) => {
      successToast('Image Added', `“${image.title}” is in the gallery.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
      onDone();
    },
    onError: (error) => failureToast('Failed to Add Image', error, 'The image could not be added.'),
  });

  const fileProblem = file ? localProblem(file) : null;
  const ready =
    title.trim() !== '' &&
    (uploadedUrl !== null || (platform.uploadImage !== undefined && file !== null && !fileProblem));

  return (
    <Card className="adm-gallery-upload" compact>
      <h2>Upload New Image</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && !save.isPending) save.mutate();
        }}
      >
        <FormGroup label="Title" labelFor={`${id}-title`}>
          <InputGroup id={`${id}-title`} value={title} maxLength={200} onValueChange={setTitle} required />
        </FormGroup>
        <FormGroup label="Description" labelFor={`${id}-description`}>
          <TextArea
            id={`${id}-description`}
            value={description}
            maxLength={2000}
            rows={3}
            fill
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormGroup>
        <FormGroup label="Category" labelFor={`${id}-category`}>
          <HTMLSelect
            id={`${id}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            options={[...GALLERY_CATEGORIES]}
          />
        </FormGroup>
        <FormGroup
          label="Alt text (optional)"
          labelFor={`${id}-alt`}
          helperText="What the picture shows, for people who cannot see it. Leave empty to use the title."
        >
          <InputGroup id={`${id}-alt`} value={altText} maxLength={300} onValueChange={setAltText} />
        </FormGroup>
        {platform.uploadImage ? (
          <FormGroup
            label="Image file"
            labelFor={`${id}-file`}
            helperText={fileProblem ?? 'One JPEG, PNG or WebP image, up to 10 MB.'}
            intent={fileProblem ? 'danger' : 'none'}
          >
            <input
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              disabled={save.isPending}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setUploadedUrl(null);
                setProgress({ state: 'idle' });
              }}
            />
          </FormGroup>
        ) : (
          <Suspense fallback={<p>Loading the uploader...</p>}>
            <ImageUploader onUploaded={setUploadedUrl} onCleared={() => setUploadedUrl(null)} />
          </Suspense>
        )}
        {progress.state === 'uploading' && <UploadProgress percent={progress.percent} />}
        {progress.state === 'failed' && (
          <p className="adm-gallery-error" role="alert">
            {progress.message}
          </p>
        )}
        <div className="adm-gallery-form-actions">
          <Button type="submit" intent="primary" disabled={!ready} loading={save.isPending}>
            Add to Gallery
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </form>
    </Card>
  );
}
